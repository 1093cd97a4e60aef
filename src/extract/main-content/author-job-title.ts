// A post's author block names the poster's rank or title on the site as schema.org's `jobTitle` of the author
// (XenForo's "Senior Member", "Moderator", "Well-known member", or a title the member chose): a detail of who
// posted, like their join date, not the thread. WCXB's annotators leave these titles out on every forum page that
// shows them. A job title outside an author (a team page's people cards) is left alone. Forum themes that do not
// mark the author up name the title by its class instead ("userTitle", "usertitle", "userRankStatus"): a short
// element so named is the same line.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords, singular } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

const AUTHOR_PROPERTIES = new Set(["author", "creator", "contributor"]);

/** The element is schema.org's `jobTitle` of an `author` (or `creator`, `contributor`) around it. */
export function isAuthorJobTitle(element: Element): boolean {
  const property = element.attribs.itemprop;
  if (property === undefined || !property.split(/\s+/).includes("jobTitle")) return false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    const around = (node as Element).attribs.itemprop;
    if (around?.split(/\s+/).some((name) => AUTHOR_PROPERTIES.has(name))) return true;
  }
  return false;
}

/** A poster's title is a few words ("Senior Member", "Official ResetEra™ Chao Puncher"); a longer block is not one. */
const MAX_TITLE_CHARS = 60;

/** The element's class names a poster's title or rank on the site ("userTitle", "usertitle", "user-rank") and it is short. */
export function isPosterTitle(element: Element, stats: ElementStats | undefined): boolean {
  return hasPosterTitleName(element) && (stats?.chars ?? 0) <= MAX_TITLE_CHARS;
}

const hasPosterTitleName = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    if (name !== "" && namesPosterTitle(classNameWords(name))) return true;
  }
  return false;
});

/** "user" then "title" or "rank" as words of one name, or written as one word ("usertitle", "userrank"). */
function namesPosterTitle(words: readonly string[]): boolean {
  for (let index = 0; index < words.length; index++) {
    const word = singular(words[index] as string);
    if (word === "usertitle" || word === "userrank") return true;
    const next = words[index + 1];
    if (word === "user" && next !== undefined && (singular(next) === "title" || singular(next) === "rank"))
      return true;
  }
  return false;
}
