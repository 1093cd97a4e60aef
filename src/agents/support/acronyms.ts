// Acronyms and the words they stand for: a docs site names a page by the acronym ("pnpm sbom", "SSR") while a
// visitor spells it out ("a software bill of materials"), or the other way round. Latin-script words only.
import { tokenize } from "../../knowledge/index.js";

/** Acronyms shorter than this are too often a word or a chance match ("ci", "id", "ok"). */
const MIN_LETTERS = 3;
/** …and longer ones are rarely spelled out. */
const MAX_LETTERS = 6;
/** Short words inside the words an acronym stands for that give it no letter ("Centers for Disease Control": CDC)… */
const LINKING_WORDS = new Set(["of", "and", "for", "to", "in", "on", "&"]);
/** …or may give it theirs ("bill of materials": BOM; "Federal Bureau of Investigation": FBI). */
const OPTIONAL_LETTER = new Set(["of", "and"]);

const WORD = /[\p{Script=Latin}\d&]+(?:-[\p{Script=Latin}\d]+)*/gu;

/**
 * Each acronym a text spells out (3 to 6 letters), mapped to the words it stands for: "software bill of materials"
 * → sbom → [software, bill, materials] (and bom → [bill, materials]). A run starts on a word that is not a linking
 * word, and a linking word inside it gives no letter ("of" and "and" may). Hyphenated words give one letter per part
 * ("server-side rendering" → ssr).
 */
export function spelledAcronyms(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  // A run never crosses punctuation ("materials. Which") nor an ordinary stop word ("which", "our").
  for (const clause of text.split(CLAUSE_BREAK)) {
    const words = [...clause.matchAll(WORD)].flatMap(([word]) => word.toLowerCase().split("-"));
    for (let start = 0; start < words.length; start++) addRunsFrom(words, start, found);
  }
  return found;
}

const CLAUSE_BREAK = /[.,;:!?()[\]{}<>"“”‘’/|\n]+/u;

/** Words that are neither linking words nor ordinary words end a run: "which", "our", "my". */
function isStopWord(word: string): boolean {
  return !LINKING_WORDS.has(word) && tokenize(word).length === 0;
}

/** The acronyms of the runs of `words` from `start`, added to `found`. */
function addRunsFrom(words: readonly string[], start: number, found: Map<string, string[]>): void {
  const first = words[start] as string;
  if (LINKING_WORDS.has(first) || isStopWord(first)) return;
  let spellings = [""];
  const spelled: string[] = [];
  for (let end = start; end < words.length && spelled.length < MAX_LETTERS; end++) {
    const word = words[end] as string;
    if (isStopWord(word)) return;
    const letter = /^\d+$/.test(word) ? word : word[0];
    if (!letter || !/^[\p{L}\d]+$/u.test(letter)) return;
    if (LINKING_WORDS.has(word)) {
      if (OPTIONAL_LETTER.has(word))
        spellings = [...spellings, ...spellings.map((spelling) => spelling + letter)];
      continue;
    }
    spellings = spellings
      .map((spelling) => spelling + letter)
      .filter((spelling) => spelling.length <= MAX_LETTERS);
    if (spellings.length === 0) return;
    spelled.push(word);
    if (spelled.length < 2) continue;
    for (const acronym of spellings)
      if (acronym.length >= MIN_LETTERS && !found.has(acronym) && !isStopWord(acronym))
        found.set(acronym, [...spelled]);
  }
}

/** A text's words that may be acronyms, lowercased: 3 to 6 letters or digits; with `capitals`, only those written
 * in capitals ("SBOM", not "the"), as a visitor writes an acronym. */
function acronymCandidates(text: string, capitals = false): string[] {
  return [...text.matchAll(WORD)]
    .map(([word]) => word)
    .filter(
      (word) =>
        word.length >= MIN_LETTERS &&
        word.length <= MAX_LETTERS &&
        (capitals ? /^\p{Lu}[\p{Lu}\d]+$/u : /^[\p{L}\d]+$/u).test(word),
    )
    .map((word) => word.toLowerCase());
}

/**
 * For a question, the words a link stands for beyond its own through acronyms shared with it: the spelled-out words
 * of an acronym the link names and the question spells out ("pnpm sbom" for "a software bill of materials" → the
 * terms of software, bill, materials), and the acronym the question names in capitals that the link spells out
 * ("Software Bill of Materials" for "which SBOM formats" → sbom). As `termsOf` makes terms (the question's
 * language's stemming).
 */
export function acronymTermsFor(options: {
  /** The visitor's question. */
  question: string;
  /** How words become terms. Default: `tokenize`, stop words kept. */
  termsOf?: (text: string) => Iterable<string>;
}): (linkText: string) => string[] {
  const { question } = options;
  const termsOf = options.termsOf ?? ((text: string) => tokenize(text, { removeStopWords: false }));
  const spelledByQuestion = spelledAcronyms(question);
  const named = new Set(acronymCandidates(question, true));
  if (spelledByQuestion.size === 0 && named.size === 0) return () => [];
  return (linkText) => {
    const terms: string[] = [];
    for (const candidate of acronymCandidates(linkText)) {
      const words = spelledByQuestion.get(candidate);
      if (words) terms.push(...termsOf(words.join(" ")));
    }
    if (named.size > 0)
      for (const acronym of spelledAcronyms(linkText).keys())
        if (named.has(acronym)) terms.push(...termsOf(acronym));
    return terms;
  };
}
