// Which of the answer step's refusal checks refuse which questions (`replay.ts --why`). A question is refused when
// any check refuses it, so each check is counted on every question it refuses, and "alone" on those no other check
// refuses: relaxing a check changes only the questions it refuses alone. For answerable questions, those with the
// fact in evidence are the ones a relaxed check could answer right; for off-topic ones, those it refuses alone are
// the ones a relaxed check would answer.
import { REFUSAL_CHECKS, type RefusalCheck } from "../../src/agents/support/offline/offline-reasoner.js";

export interface RefusalRow {
  check: RefusalCheck;
  /** Answerable questions refused, with every check that refuses them counted. */
  answerable: number;
  answerableAlone: number;
  /** …of them, those whose expected facts are in the evidence the answer step was given. */
  withFact: number;
  withFactAlone: number;
  offTopic: number;
  offTopicAlone: number;
}

export interface JudgedOutcome {
  expectRefuse: boolean;
  refused: boolean;
  contextRecalled?: boolean;
  /** Every refusal check that refused the question (empty when none did). */
  refusedBy?: readonly RefusalCheck[];
}

/** One row per refusal check, in `draftOffline`'s order. */
export function refusalTable(outcomes: readonly JudgedOutcome[]): RefusalRow[] {
  return REFUSAL_CHECKS.map((check) => {
    const row: RefusalRow = {
      check,
      answerable: 0,
      answerableAlone: 0,
      withFact: 0,
      withFactAlone: 0,
      offTopic: 0,
      offTopicAlone: 0,
    };
    for (const outcome of outcomes) {
      const by = outcome.refusedBy ?? [];
      if (!outcome.refused || !by.includes(check)) continue;
      const alone = by.length === 1 ? 1 : 0;
      if (outcome.expectRefuse) {
        row.offTopic++;
        row.offTopicAlone += alone;
      } else {
        row.answerable++;
        row.answerableAlone += alone;
        if (outcome.contextRecalled) {
          row.withFact++;
          row.withFactAlone += alone;
        }
      }
    }
    return row;
  });
}

/** The table as Markdown, "n (alone)" per cell. */
export function refusalTableText(rows: readonly RefusalRow[]): string[] {
  return [
    "| check | answerable refused (alone) | …with the fact in evidence (alone) | off-topic refused (alone) |",
    "|---|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${row.check} | ${row.answerable} (${row.answerableAlone}) | ${row.withFact} (${row.withFactAlone}) | ${row.offTopic} (${row.offTopicAlone}) |`,
    ),
  ];
}
