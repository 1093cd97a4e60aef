// A light English suffix stripper: enough to match "returns" with "returned" and "shipping" with "shipment".
//
// Not Porter: one plural step, then at most one suffix from a short list, then cleanup. Over-stemming is
// harmless here because pages and questions go through the same function; the rules only have to be
// consistent and conservative (a stem keeps at least three letters and a vowel).
//   1. plurals: -sses → -ss, -ies/-ied → -y, -(s|x|z|ch|sh)es → -(s|x|z|ch|sh), -s → "" (not -ss, -us, -is)
//   2. one of: -ational → -ate, -ations/-ation, -ions/-ion, -ments/-ment, -ness, -able, -ible, -ingly,
//      -ing, -edly, -ed, -ly (never -eed)
//   3. a doubled final consonant is undoubled (shipp → ship, cancell → cancel) when three letters remain
//   4. a final -e is dropped (charge → charg) when four letters precede it and it is not -ee, so that
//      "charge", "charges", "charged" and "charging" meet; likewise a final -y after a consonant
//      (delivery → deliver, policies → policy → polic).
// The steps repeat until the word no longer changes, so a stem stems to itself ("version" → "vers" → "ver"):
// callers search the index with terms that are already stems (term weights, related words), and the index
// tokenizes a query again.

const SUFFIXES: ReadonlyArray<readonly [suffix: string, replacement: string]> = [
  ["ational", "ate"],
  ["ations", ""],
  ["ation", ""],
  ["ions", ""],
  ["ion", ""],
  ["ments", ""],
  ["ment", ""],
  ["ness", ""],
  ["able", ""],
  ["ible", ""],
  ["ingly", ""],
  ["ing", ""],
  ["edly", ""],
  ["ed", ""],
  ["ly", ""],
];

const MIN_STEM_LENGTH = 3;
const VOWEL = /[aeiouy]/;

/** Most passes a word can take before it is a fixed point (each pass shortens it, a few letters at most). */
const MAX_PASSES = 4;

export function stemEnglish(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let stem = word;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = stemOnce(stem);
    if (next === stem) break;
    stem = next;
  }
  return stem;
}

function stemOnce(word: string): string {
  if (word.length <= MIN_STEM_LENGTH) return word;
  let stem = removePlural(word);
  stem = removeSuffix(stem);
  stem = undoubleFinalConsonant(stem);
  if (stem.length > 4 && stem.endsWith("e") && !stem.endsWith("ee")) stem = stem.slice(0, -1);
  else if (stem.length > 4 && /[^aeiouy]y$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

function removePlural(word: string): string {
  if (word.endsWith("sses")) return word.slice(0, -2);
  if ((word.endsWith("ies") || word.endsWith("ied")) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

function removeSuffix(word: string): string {
  if (word.endsWith("eed")) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length >= MIN_STEM_LENGTH && VOWEL.test(stem)) return stem + replacement;
    return word;
  }
  return word;
}

function undoubleFinalConsonant(word: string): string {
  const last = word.at(-1);
  if (
    word.length > MIN_STEM_LENGTH &&
    last === word.at(-2) &&
    last !== undefined &&
    /[bdfgklmnprtvz]/.test(last)
  ) {
    return word.slice(0, -1);
  }
  return word;
}
