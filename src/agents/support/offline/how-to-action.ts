// The action a how-to question asks about: "How do I delete the store?" → delete, "怎么删除账户？" → 删除.
import { tokenize } from "../../../knowledge/index.js";

const ENGLISH_ACTION = /\bhow (?:do|can|should|would) (?:i|we|you) ([\p{L}-]+)|\bhow to ([\p{L}-]+)/iu;
/** The Chinese how-to words, then what may stand between them and the verb (才能, 可以, 再, 去…). */
const CHINESE_CUE = "(?:怎么样|怎么|怎样|如何)(?:才能|才可以|可以|能|才|再|去|来)?";
const CHINESE_ACTION = new RegExp(`${CHINESE_CUE}(\\p{Script=Han}+)`, "u");
/** 怎么办 ("what do I do"), 怎么回事 ("what is going on") ask no action. */
const NO_ACTION = /^(?:办|回事)/u;

const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });

/** The terms of the clause that asks how ("how do I take one that will pass?" → take, one, pass), from its action
 * to the clause's end; empty when the question does not ask how to do something. */
export function howToClauseTerms(question: string): string[] {
  const english = ENGLISH_ACTION.exec(question);
  const chinese = english ? undefined : CHINESE_ACTION.exec(question);
  const match = english ?? chinese;
  if (!match || (chinese && NO_ACTION.test(chinese[1] ?? ""))) return [];
  const start = match.index + match[0].length - (match[1] ?? match[2] ?? "").length;
  const clause = question.slice(start).split(/[?？.。!！,，;；]/u)[0] ?? "";
  return tokenize(clause, { bigrams: false });
}

/** The action's term (as `tokenize` gives it), or undefined when the question does not ask how to do something. */
export function howToAction(question: string): string | undefined {
  const english = ENGLISH_ACTION.exec(question);
  const verb = english?.[1] ?? english?.[2];
  if (verb) return tokenize(verb)[0];
  const chinese = CHINESE_ACTION.exec(question)?.[1];
  if (!chinese || NO_ACTION.test(chinese)) return undefined;
  const [first] = chineseWords.segment(chinese);
  return first ? tokenize(first.segment, { bigrams: false })[0] : undefined;
}

/** A heading saying how to do something ("How to take a selfie", "如何设置云同步"): its action and its words. */
const HOW_TO_HEADING = new RegExp(
  `^(?:how (?:to|do (?:i|you|we)|can (?:i|you|we))|${CHINESE_CUE})\\s*`,
  "iu",
);

/** The terms of what a how-to heading says how to do, the action first; empty for any other heading. */
export function howToHeadingTerms(heading: string): string[] {
  const cue = HOW_TO_HEADING.exec(heading.trim());
  if (!cue) return [];
  const rest = heading.trim().slice(cue[0].length);
  const action = howToAction(
    /^\p{Script=Han}/u.test(rest) ? `${cue[0].trim()}${rest}` : `${cue[0].trim()} ${rest}`,
  );
  const words = tokenize(rest, { bigrams: false });
  return action === undefined ? words : [action, ...words.filter((word) => word !== action)];
}
