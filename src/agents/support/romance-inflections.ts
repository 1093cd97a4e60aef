// Two forms of one Spanish or French word that differ in their inflectional ending ("llamo" ~ "llamar",
// "desactivaron" ~ "desactivada", "changez" ~ "changer"), as `tokenize` leaves them (diacritics folded, and a
// final "s" taken off by the light English stemmer: "aceptamos" → "aceptamo"). The English prefix rule
// (`isVariant`) does not see them: neither form extends the other.

/** Verb, adjective and noun endings of Spanish and French, diacritics folded, final "s" removed. */
const ENDINGS: ReadonlySet<string> = new Set(
  // Spanish: infinitives, present, preterite, imperfect, participles, gerunds, gender/number.
  (
    "a e o an en ar er ir amo emo imo aron ieron aba aban ia ian io ado ada ido ida ando iendo ara iera " +
    "are ere ira era aria eria iria " +
    // French: infinitives, present, imperfect, participles.
    "ez on ent ons ai ait aient ant ee ir it re"
  ).split(" "),
);
/** A shorter stem than this shares too many words across endings ("dat-a", "dat-e"). */
const MIN_STEM = 4;
const LONGEST_ENDING = Math.max(...[...ENDINGS].map((ending) => ending.length));

/** A Spanish stem as spelled before "a", "o" or an ending: "verifiqu-é" is "verific-ar", "empec-é" is "empez-ar". */
function beforeEnding(token: string): string {
  return token.replace(/qu$/, "c").replace(/z$/, "c");
}

/** Whether `left` and `right` are one stem of at least four letters with two different endings from the list, the
 * stem spelled either way before its ending. */
export function isRomanceInflection(left: string, right: string): boolean {
  if (left === right) return false;
  if (sameStemEndings(left, right)) return true;
  const [leftStem, rightStem] = [beforeEnding(left), beforeEnding(right)];
  if (leftStem === left && rightStem === right) return false;
  return leftStem === rightStem ? leftStem.length >= MIN_STEM : sameStemEndings(leftStem, rightStem);
}

function sameStemEndings(left: string, right: string): boolean {
  if (left === right || left.slice(0, MIN_STEM) !== right.slice(0, MIN_STEM)) return false;
  for (let length = 1; length <= LONGEST_ENDING && left.length - length >= MIN_STEM; length += 1) {
    if (!ENDINGS.has(left.slice(-length))) continue;
    const stem = left.slice(0, -length);
    if (right.length > stem.length && right.startsWith(stem) && ENDINGS.has(right.slice(stem.length)))
      return true;
  }
  return false;
}

/** The stressed syllable of many Spanish verbs takes a diphthong the other forms lack ("renueve" ~ "renovar",
 * "cuesta" ~ "costar", "cierra" ~ "cerrar"): each stem with its diphthongs (ue, ie) read as the plain vowel. The "u"
 * of "qu" and "gu" only spells the consonant ("quer", "pague"). */
const DIPHTHONG = /(?<![qg])ue|ie/g;
/** Stems shorter than this once read plainly meet unrelated words ("tien" → "ten"). */
const MIN_PLAIN_STEM = 4;

/** Whether two Spanish stems are one verb's forms with and without its stem's diphthong ("renuev" ~ "renov"). */
export function isSpanishStemAlternation(left: string, right: string): boolean {
  if (left === right) return false;
  const plain = (stem: string) => stem.replace(DIPHTHONG, (pair) => (pair === "ue" ? "o" : "e"));
  const [plainLeft, plainRight] = [plain(left), plain(right)];
  return plainLeft.length >= MIN_PLAIN_STEM && plainLeft === plainRight;
}
