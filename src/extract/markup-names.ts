// Tag and attribute names read from the HTML where they stand, each distinct name kept once and found again by a
// hash of its characters: a name met again is neither sliced nor lowercased again, and is the same string every
// time (one whose hash the engine knows, and an internalized property key for an element's attributes object).

/** Longer names are read as they are, never kept (a name is rarely longer; a garbled one could be). */
const MAX_NAME_LENGTH = 64;
/** Distinct names kept before the memory starts afresh (a crawl meets ever new data-* names and custom tags). */
const MAX_NAMES = 4096;

let names = new Map<number, string>();

/**
 * The name written at `html[start, end)`, lowercased: a slice of it when met for the first time or written with
 * capitals, otherwise the string kept the first time.
 */
export function readLowerCaseName(html: string, start: number, end: number): string {
  const length = end - start;
  if (length > MAX_NAME_LENGTH) return html.slice(start, end).toLowerCase();
  let hash = length;
  for (let index = start; index < end; index++) hash = (Math.imul(hash, 31) + html.charCodeAt(index)) | 0;
  const known = names.get(hash);
  if (known !== undefined && known.length === length && html.startsWith(known, start)) return known;
  const written = html.slice(start, end);
  const name = written.toLowerCase();
  // A name written with capitals is not kept: it is found again by comparing the characters as written.
  if (name !== written) return name;
  if (names.size >= MAX_NAMES) names = new Map();
  const kept = internalized(name);
  names.set(hash, kept);
  return kept;
}

/** The engine's one copy of the string, as property names are kept. */
function internalized(name: string): string {
  return Object.keys({ [name]: true })[0] ?? name;
}
