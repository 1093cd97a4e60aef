// The action a how-to question asks about: "How do I delete the store?" → delete, "怎么删除账户？" → 删除,
// "¿Cómo cambio mi correo?" → cambiar, "Comment supprimer mon compte ?" → supprimer.
import { textLanguage, tokenize } from "../../../knowledge/index.js";

const ENGLISH_ACTION = /\bhow (?:do|can|should|would) (?:i|we|you) ([\p{L}-]+)|\bhow to ([\p{L}-]+)/iu;
/** "¿Cómo cambio…?", "¿Cómo puedo cambiar…?", "¿Cómo se cambia…?": a verb in the first person or the infinitive,
 * or one after "se" (an enclitic pronoun may end it: "¿Cómo lo elimino?", "eliminarla"). "¿Cómo funciona…?" (how
 * does it work) asks no action. */
const SPANISH_ACTION =
  /\bc[oó]mo (?:se (\p{L}+)|(?:(?:puedo|podemos|debo|tengo que|hay que|hago para) )?(?:(?:me|lo|la|los|las|le|les) )?(\p{L}+(?:o|ar|er|ir|arl[oa]s?|erl[oa]s?|irl[oa]s?)))(?=[\s?¿.,]|$)/iu;
/** "Comment supprimer…", "Comment puis-je supprimer…", "Comment faire pour supprimer…": an infinitive. */
const FRENCH_ACTION =
  /\bcomment (?:(?:puis-je|peut-on|dois-je|doit-on|faire pour|est-ce que je peux|je peux|on peut) )?(?:(?:me|se|le|la|les) |[mslt]['’])?(\p{L}+(?:er|ir|re|oir))(?=[\s?.,]|$)/iu;
/** The Spanish or French how-to pattern for a question in that language. */
const ROMANCE_ACTIONS: Readonly<Record<string, RegExp>> = { es: SPANISH_ACTION, fr: FRENCH_ACTION };
/** The Chinese how-to words, then what may stand between them and the verb (才能, 可以, 再, 去…). */
const CHINESE_CUE = "(?:怎么样|怎么|怎样|如何)(?:才能|才可以|可以|能|才|再|去|来)?";
const CHINESE_ACTION = new RegExp(`${CHINESE_CUE}(\\p{Script=Han}+)`, "u");
/** 怎么办 ("what do I do"), 怎么回事 ("what is going on") ask no action. */
const NO_ACTION = /^(?:办|回事)/u;

const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });

/** The terms of the clause that asks how ("how do I take one that will pass?" → take, one, pass), from its action
 * to the clause's end; empty when the question does not ask how to do something. */
export function howToClauseTerms(question: string, language: string = textLanguage(question)): string[] {
  const romance = ROMANCE_ACTIONS[language]?.exec(question);
  const english = romance ? undefined : ENGLISH_ACTION.exec(question);
  const chinese = romance || english ? undefined : CHINESE_ACTION.exec(question);
  const match = romance ?? english ?? chinese;
  if (!match || (chinese && NO_ACTION.test(chinese[1] ?? ""))) return [];
  const start = match.index + match[0].length - (match[1] ?? match[2] ?? "").length;
  const clause = question.slice(start).split(/[?？.。!！,，;；¿]/u)[0] ?? "";
  return tokenize(clause, { bigrams: false, ...(romance ? { language } : {}) });
}

/** The action's term (as `tokenize` gives it, in the question's language), or undefined when the question does not
 * ask how to do something. */
export function howToAction(question: string, language: string = textLanguage(question)): string | undefined {
  const found = ROMANCE_ACTIONS[language]?.exec(question);
  const romance = found?.[1] ?? found?.[2];
  if (romance) return tokenize(romance, { language })[0];
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
/** A Spanish or French how-to heading ("Cómo cambiar su contraseña", "Comment supprimer votre compte"). */
const ROMANCE_HOW_TO_HEADING = /^(?:¿?\s*c[oó]mo|comment)\s+/iu;

/** The terms of what a how-to heading says how to do, the action first; empty for any other heading. `language`:
 * the question's, whose terms the heading's are compared with. */
export function howToHeadingTerms(heading: string, language?: string): string[] {
  const romance = language !== undefined && language in ROMANCE_ACTIONS;
  const cue = (romance ? ROMANCE_HOW_TO_HEADING : HOW_TO_HEADING).exec(heading.trim());
  if (!cue) return [];
  const rest = heading.trim().slice(cue[0].length);
  if (romance) {
    const action = howToAction(heading.trim(), language);
    const words = tokenize(rest, { bigrams: false, language });
    return action === undefined ? [] : [action, ...words.filter((word) => word !== action)];
  }
  const action = howToAction(
    /^\p{Script=Han}/u.test(rest) ? `${cue[0].trim()}${rest}` : `${cue[0].trim()} ${rest}`,
  );
  const words = tokenize(rest, { bigrams: false });
  return action === undefined ? words : [action, ...words.filter((word) => word !== action)];
}
