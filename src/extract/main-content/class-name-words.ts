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
]);

/** The words of one class name or id, in order. */
export function classNameWords(name: string): string[] {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
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

/** "comments" → "comment", "ads" stays (listed as is); short words and "-ss" endings are left alone. */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}
