// The code a question quotes ("[String, Boolean]", "v-model:title.capitalize", "<script setup>", "@myorg"): a
// unit quoting the same code is where the page speaks of it, whatever words surround it.

/** Spans in backticks, brackets, braces or a tag ("<script setup>"). */
const CODE_SPAN = /`([^`\n]{2,80})`|\[[^\]\n]{1,80}\]|\{[^}\n]{1,80}\}|<[\p{L}/][^>\n]{0,60}>/gu;
/** Runs of text without spaces, Han characters or full-width punctuation. */
const RUN = /[^\s\p{Script=Han}，。？！、；：（）「」《》]+/gu;
/** Punctuation that code holds between letters and prose does not (hyphens and full stops are prose's too). */
const INTERNAL_CODE = /[\p{L}\p{N}][:/@=_<>][\p{L}\p{N}]|^@[\p{L}\p{N}]/u;
const EDGE_PUNCTUATION = /^[("'“‘]+|[)"'”’?.,!;:]+$/gu;
/** Two words joined by a slash ("and/or", "PIV/CAC") are prose, not a path. */
const WORD_PAIR = /^\p{L}+\/\p{L}+$/u;

/** The literals of code a question quotes, as written. */
export function questionLiterals(question: string): string[] {
  const literals = new Set<string>();
  for (const match of question.matchAll(CODE_SPAN)) literals.add((match[1] ?? match[0]).trim());
  for (const [run] of question.matchAll(RUN)) {
    const token = run.replace(EDGE_PUNCTUATION, "");
    if (INTERNAL_CODE.test(token) && !WORD_PAIR.test(token)) literals.add(token);
  }
  return [...literals].filter((literal) => literal.length >= 3);
}

const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/** Whether the text quotes one of the literals (ignoring spaces and case). */
export function quotesLiteral(text: string, literals: readonly string[]): boolean {
  if (literals.length === 0) return false;
  const squeezed = squeeze(text);
  return literals.some((literal) => squeezed.includes(squeeze(literal)));
}
