// A post's author block names the poster's rank or title on the site as schema.org's `jobTitle` of the author
// (XenForo's "Senior Member", "Moderator", "Well-known member", or a title the member chose): a detail of who
// posted, like their join date, not the thread. WCXB's annotators leave these titles out on every forum page that
// shows them. A job title outside an author (a team page's people cards) is left alone.
import type { Element } from "domhandler";

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
