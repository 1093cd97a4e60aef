// How bench:agent prints a question's verdict and the per-site and per-language tables (replay.ts prints the same).
import type { OfflineSummary, QuestionOutcome } from "./offline-run.js";

export function pad(text: string | number, width: number, right = false): string {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

export function outcomeLine(outcome: QuestionOutcome): string {
  const verdict = outcome.expectRefuse
    ? outcome.refused
      ? "refused ✓"
      : "answered ✗"
    : outcome.verdict.correct
      ? "correct ✓"
      : outcome.refused
        ? "refused ✗"
        : `wrong ✗ (${[
            ...outcome.verdict.missingFacts.map((fact) => `no "${fact}"`),
            ...(outcome.verdict.sourceFound ? [] : ["source"]),
          ].join(", ")})`;
  const id = outcome.followUpOf ? `  ↳ ${outcome.id}` : outcome.id;
  return `${pad(id, 34)} ${pad(outcome.pagesRead, 5, true)} ${pad(outcome.pageRequests, 8, true)} ${pad(outcome.iterations, 5, true)}  ${verdict}`;
}

export function percentText(part: number, whole: number, value: number): string {
  return `${part}/${whole} = ${value}%`;
}

export function recallText(summary: OfflineSummary): string {
  const recall = summary.contextRecall;
  return recall ? percentText(recall.recalled, recall.measured, recall.percent) : "n/a";
}

/** One row of the per-site or per-language table: pages read and prompt tokens as median and max ("-" for
 * prompt tokens not measured, as in a replay). */
export function summaryRow(name: string, lang: string, summary: OfflineSummary): string {
  const prompts = summary.promptTokens;
  return `${pad(name, 12)} ${pad(lang, 4)} ${pad(percentText(summary.answerableCorrect, summary.answerable, summary.correctPercent), 16, true)} ${pad(percentText(summary.offTopicRefused, summary.offTopic, summary.offTopicRefusedPercent), 16, true)} ${pad(recallText(summary), 16, true)} ${pad(summary.medianPagesRead, 6, true)} ${pad(summary.maxPagesRead, 5, true)} ${pad(prompts?.median ?? "-", 7, true)} ${pad(prompts?.max ?? "-", 6, true)}`;
}

/** Two header lines: what the median / max pairs count, then the column names. */
export const TABLE_HEADER = `${pad("", 12)} ${pad("", 4)} ${pad("", 16)} ${pad("", 16)} ${pad("", 16)} ${pad("pages read", 12, true)} ${pad("prompt tokens", 14, true)}
${pad("", 12)} ${pad("lang", 4)} ${pad("answerable ok", 16, true)} ${pad("off-topic ref.", 16, true)} ${pad("context recall", 16, true)} ${pad("median", 6, true)} ${pad("max", 5, true)} ${pad("median", 7, true)} ${pad("max", 6, true)}`;

export function tagLine(summary: OfflineSummary): string {
  const tags = Object.entries(summary.tags);
  return tags.length === 0
    ? "(no tags)"
    : tags.map(([tag, count]) => `${tag} ${count.correct}/${count.questions}`).join(", ");
}

/** What --verbose prints under a question that is not answered right: the answer, its sources, what is missing. */
export function wrongAnswerDetails(outcome: QuestionOutcome): string {
  const lines = [`      answer: ${outcome.answer.replace(/\s+/g, " ").slice(0, 300)}`];
  lines.push(
    `      sources: ${outcome.sources.join(" ") || "(none)"}${outcome.expectedSourceRead ? "" : " (no expected source read)"}`,
  );
  if (outcome.visitedPaths.length > 0) lines.push(`      read: ${outcome.visitedPaths.join(" ")}`);
  if (outcome.verdict.missingFacts.length > 0)
    lines.push(`      missing facts: ${outcome.verdict.missingFacts.map((fact) => `"${fact}"`).join(", ")}`);
  if (outcome.missingFromEvidence?.length) {
    lines.push(`      not in evidence: ${outcome.missingFromEvidence.map((fact) => `"${fact}"`).join(", ")}`);
  }
  return lines.join("\n");
}
