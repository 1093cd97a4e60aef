// A how-to question is answered by a passage saying how to do what it asks, not by one that only names what it acts
// on. "用 Quasar 把 Vue 项目打包成 Electron 桌面应用以后，怎么配置自动更新？" on a site whose list of ways to use it
// names Quasar and Electron: the names carry the question's coverage, while the asked clause (配置自动更新) is in
// no word of the passage quoted. When the best unit holds no word of the clause, in any spelling or related word,
// although the pages read use those words, the sites do not say how: refuse.
import { isFramingTerm, type TermWeights, termCredit } from "../term-weights.js";
import type { AnswerUnit } from "./answer-units.js";
import { howToClauseTerms } from "./how-to-action.js";

const LONE_HAN = /^\p{Script=Han}$/u;
/** Fewest words the asked clause must have (its action and what the action is on) for the rule to apply. */
const MIN_ASKED_TERMS = 2;

/**
 * True when the question asks how to do something and `unit` (the best answer unit) holds none of the words of the
 * clause asking it, counting only the clause's words the question is about (not framing words) that some passage
 * read holds (not `weights.absent`: a word no page uses cannot tell passages apart). False when there are fewer than
 * two such words, or no unit.
 */
export function leavesHowToUnanswered(options: {
  question: string;
  unit: Pick<AnswerUnit, "own" | "context" | "ancestry"> | undefined;
  weights: TermWeights;
}): boolean {
  const { question, unit, weights } = options;
  if (!unit) return false;
  const language = weights.language ?? "en";
  const asked = howToClauseTerms(question, language).filter(
    (term) =>
      weights.has(term) &&
      !weights.absent?.has(term) &&
      !weights.context?.has(term) &&
      !isFramingTerm(term, language),
  );
  // A bare verb ("How do I fix it?", "该怎么配置？") is often answered in other words ("install libatomic1"); a
  // clause naming what it acts on as well (配置 + 自动更新) is not answered by a passage holding neither.
  if (asked.length < MIN_ASKED_TERMS) return false;
  // A lone Han character of the unit (自 of 自/定义) spells no longer word of the clause (自动).
  const terms = new Set(
    [...unit.own, ...unit.context, ...unit.ancestry].filter((term) => !LONE_HAN.test(term)),
  );
  return asked.every((term) => termCredit(term, terms, weights.language) === 0);
}
