// The kinds a text speaks of: every taxonomy word found as a whole phrase, after the words of confusing phrases
// ("rock climbing", "stand-up paddleboard") are set aside, so they count for no kind.
import { findPhrase, kindWords, phraseWords } from "./kind-text.js";
import { CONFUSIONS, type EventKind, FORMATS, SUBJECTS } from "./taxonomy.js";

export interface KindSet {
  formats: Set<string>;
  subjects: Set<string>;
  /** The words that signalled each kind, as found (for rationales and debugging). */
  evidence: Map<string, string>;
  /** Every word of the text, stemmed. */
  words: Set<string>;
  /** Words no kind phrase covered (nor a confusion), in order: "holiday" in "holiday markets". */
  otherWords: string[];
}

interface CompiledKind {
  kind: EventKind;
  phrases: { words: string[]; text: string }[];
}

const compile = (kinds: readonly EventKind[]): CompiledKind[] =>
  kinds.map((kind) => ({
    kind,
    phrases: kind.words.map((text) => ({ words: phraseWords(text), text })),
  }));

const COMPILED_FORMATS = compile(FORMATS);
const COMPILED_SUBJECTS = compile(SUBJECTS);
const COMPILED_CONFUSIONS = CONFUSIONS.map(phraseWords);

/** The words of `text` with every confusing phrase blanked out. */
export function wordsWithoutConfusions(text: string): (string | null)[] {
  const words: (string | null)[] = kindWords(text);
  for (const confusion of COMPILED_CONFUSIONS) {
    for (const start of findPhrase(words, confusion)) {
      for (let offset = 0; offset < confusion.length; offset++) words[start + offset] = null;
    }
  }
  return words;
}

/**
 * The formats and subjects `text` names. `keepConfusions` reads a venue's or organizer's name as it is: in "Blue
 * Lantern Jazz Club" the club is a place, so "jazz club" is no confusion there.
 */
export function detectKinds(text: string, options: { keepConfusions?: boolean } = {}): KindSet {
  const words = options.keepConfusions ? kindWords(text) : wordsWithoutConfusions(text);
  const covered = new Set<number>();
  const found: KindSet = {
    formats: new Set(),
    subjects: new Set(),
    evidence: new Map(),
    words: new Set(kindWords(text)),
    otherWords: [],
  };
  for (const [compiled, into] of [
    [COMPILED_FORMATS, found.formats],
    [COMPILED_SUBJECTS, found.subjects],
  ] as const) {
    for (const { kind, phrases } of compiled) {
      let hit: string | undefined;
      for (const phrase of phrases) {
        const starts = findPhrase(words, phrase.words);
        for (const start of starts) {
          for (let offset = 0; offset < phrase.words.length; offset++) covered.add(start + offset);
        }
        if (starts.length > 0) hit ??= phrase.text;
      }
      if (hit === undefined) continue;
      into.add(kind.id);
      found.evidence.set(kind.id, hit);
    }
  }
  found.otherWords = words.flatMap((word, index) => (word !== null && !covered.has(index) ? [word] : []));
  return found;
}
