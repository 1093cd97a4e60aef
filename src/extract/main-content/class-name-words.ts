// Reads the words of one class name or id ("sidebar-sidecar-layout_main", "messageSidebarOrientationLeft"):
// split on dashes, underscores, dots and camelCase boundaries, lower-cased, with two-word spellings of one
// word joined ("side-bar" is "sidebar"). Rules then match whole words, never substrings: "promo" must not
// fire inside "promoted", nor "sidebar" decide a class whose last word is "main".

/** Two-word spellings of single furniture words: "side-bar", "sign-up", "read-more" … */
const JOINED_WORDS = new Set([
  "sidebar",
  "navbar",
  "signup",
  "signin",
  "login",
  "readmore",
  "morestories",
  "taglist",
  "skiplink",
  "sronly",
  "visuallyhidden",
  "screenreader",
  "authorbio",
  "authorinfo",
  "aboutauthor",
  "breakingnews",
  "sharebar",
  "userextras",
  "tooltip",
]);

/** Distinct names remembered before the memory starts afresh (bounds a long crawl's memory). */
const MAX_NAMES = 20_000;
/**
 * The words of each name read so far: a page repeats its class names on many elements and pairs, and each name
 * rule (furniture, comments, reviews, form states, headers, tabs …) reads them again.
 */
let wordsByName = new Map<string, readonly string[]>();

/** WordPress's post_class() names a post by its terms ("category-cta", "tag-sorting"): such a class names the
 * post's topic, not what the element is. */
export const POST_TERM_SLUG = /^(?:category|tag|term|format)-/i;

/** The words of one class name or id, in order (one array per distinct name: never to be modified). */
export function classNameWords(name: string): readonly string[] {
  let words = wordsByName.get(name);
  if (words === undefined) {
    if (wordsByName.size >= MAX_NAMES) wordsByName = new Map();
    words = readWords(name);
    wordsByName.set(name, words);
  }
  return words;
}

function readWords(name: string): string[] {
  const words = isAscii(name) ? asciiWords(name) : unicodeWords(name);
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const next = words[index + 1];
    if (next !== undefined && JOINED_WORDS.has(word + next)) {
      joined.push(word + next);
      index++;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/**
 * The words of an ASCII name in one scan, without the regular expressions of unicodeWords (this runs for every
 * class name of every page): the same words, since ASCII lower-cases to ASCII.
 */
function asciiWords(name: string): string[] {
  const words: string[] = [];
  let start = -1;
  let previous = 0;
  for (let index = 0; index <= name.length; index++) {
    const code = index < name.length ? name.charCodeAt(index) : 0;
    const isUpper = code >= 65 && code <= 90;
    const isWordChar = isUpper || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    // A word ends at a character that is no letter or digit, and before an uppercase letter after a lowercase one.
    const splitsCamelCase = isUpper && previous >= 97 && previous <= 122;
    if (start !== -1 && (!isWordChar || splitsCamelCase)) {
      words.push(name.slice(start, index).toLowerCase());
      start = -1;
    }
    if (isWordChar && start === -1) start = index;
    previous = code;
  }
  return words;
}

function unicodeWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false;
  return true;
}

/** "comments" → "comment", "ads" stays (listed as is); short words and "-ss" endings are left alone. */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/**
 * A CSS module's class name ends in a hash of five characters ("Sidebar_sidebar__yeDLZ", "PostMeta_author__9BCgr",
 * "Header_list__gT80u"): read as words, it would be the name's last word and hide the region word before it. A
 * suffix with no capital or digit is a BEM element ("card__inner") and stays.
 */
export function withoutModuleHash(name: string): string {
  const hash = MODULE_HASH.exec(name);
  return hash !== null && /[A-Z0-9]/.test(hash[0]) ? name.slice(0, hash.index) : name;
}
const MODULE_HASH = /__[A-Za-z0-9_-]{5}$/;
