// A test of an element's class names and id for one of a few words, read as words (see class-name-words.ts:
// "product-details-modal" holds "modal", "modal-trigger" too, "modality" does not), remembered per class/id pair.
import type { Element } from "domhandler";
import { classNameWords, singular } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/**
 * Whether one of the element's class names or its id holds one of `words` (singular, lower-case), or its plural
 * when `plurals` (default true).
 */
export function nameWordTest(
  words: readonly string[],
  { plurals = true }: { plurals?: boolean } = {},
): (element: Element) => boolean {
  const wanted = new Set(words);
  const read = plurals ? singular : (word: string) => word;
  return memoizeByClassAndId((element: Element) => {
    const { class: className, id } = element.attribs;
    if (className === undefined && id === undefined) return false;
    for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
      if (name !== "" && classNameWords(name).some((word) => wanted.has(read(word)))) return true;
    }
    return false;
  });
}
