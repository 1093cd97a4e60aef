// Recognises a page's own table of contents: a list of links to the page's own sections (`href="#…"`) that is
// named "toc" or "table-of-contents" by its class or id ("ez-toc-container", "rank-math-toc", "TableOfContents"),
// or titled as one by its own text or the text just before it ("Table of contents", "Jump to:", "On this page").
// It repeats the headings that follow, and the benchmark's annotators leave it out more often than not (WCXB's dev
// split: by name 11 sites gain, 6 lose; by title 7 gain, 3 lose). A block so named whose links lead to other pages
// is content: a documentation chapter whose page is its table of contents (PostgreSQL's manual). An article's own
// list of its sections, introduced by its sentence ("These are the top trends:"), has no such title and stays.
import type { Element, Text } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords } from "./class-name-words.js";
import { CONTENTS_NAME } from "./contents-heading.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** Links' share of the block's characters: a table of contents is its links. */
const MIN_LINK_SHARE = 0.6;
/** Share of its links that lead to the page's own sections. */
const MIN_IN_PAGE_SHARE = 0.8;

/** Elements that hold a table of contents under a title (a list, or a box holding the list). */
const CONTAINER_TAGS = new Set(["ul", "ol", "nav", "div", "section", "aside", "details"]);
/** A contents title is short ("Contents", "Table of contents [hide]"): this many visible characters at most … */
const MAX_TITLE_CHARS = 40;
/** … and at least as many as the shortest name, "Jump to". */
const MIN_TITLE_CHARS = 6;
/** The title alone, perhaps with a colon and a toggle's word, in text whose spaces are squeezed to one. */
const CONTENTS_TITLE = new RegExp(`^ ?${CONTENTS_NAME} ?:? ?(?:\\[?(?:show|hide)\\]?)? ?$`, "i");

/** The element is a table of contents of the page it is on. */
export function isInPageContents(
  element: Element,
  elementStats: ElementStats,
  stats: Map<Element, ElementStats>,
): boolean {
  if (elementStats.chars === 0 || elementStats.linkChars < MIN_LINK_SHARE * elementStats.chars) return false;
  if (
    !hasContentsName(element) &&
    !(CONTAINER_TAGS.has(element.name) && isTitled(element, elementStats, stats))
  )
    return false;
  const counts = { links: 0, inPage: 0 };
  countLinks(element, counts);
  return counts.links >= 2 && counts.inPage >= MIN_IN_PAGE_SHARE * counts.links;
}

const hasContentsName = memoizeByClassAndId((element: Element) => {
  const { class: className, id } = element.attribs;
  for (const names of [className, id]) {
    if (names === undefined || !/toc|contents/i.test(names)) continue;
    for (const name of names.split(/\s+/)) {
      if (name === "") continue;
      const words = classNameWords(name);
      if (
        words.includes("toc") ||
        words.includes("tableofcontents") ||
        words.join(" ").includes("table of contents")
      )
        return true;
    }
  }
  return false;
});

/**
 * A contents title names the block: its own text before its first link ("Table of contents" above the links, the
 * block holding little else outside them), or the text just before it, its own or its first ancestors' (a heading
 * above the list; not a link).
 */
function isTitled(element: Element, elementStats: ElementStats, stats: Map<Element, ElementStats>): boolean {
  if (
    isTitleSized(elementStats.chars - elementStats.linkChars) &&
    CONTENTS_TITLE.test(textBeforeLinks(element))
  )
    return true;
  let node: Element | null = element;
  for (let depth = 0; depth < 3 && node !== null; depth++) {
    const before = previousContent(node);
    if (before !== null) {
      if (before.type === "text")
        return before.data.length <= 3 * MAX_TITLE_CHARS && CONTENTS_TITLE.test(squeeze(before.data));
      const beforeStats = stats.get(before);
      return (
        beforeStats !== undefined &&
        beforeStats.linkChars === 0 &&
        isTitleSized(beforeStats.chars) &&
        CONTENTS_TITLE.test(textBeforeLinks(before))
      );
    }
    node = node.parent?.type === "tag" ? (node.parent as Element) : null;
  }
  return false;
}

const isTitleSized = (chars: number) => chars >= MIN_TITLE_CHARS && chars <= MAX_TITLE_CHARS;

function previousContent(node: Element): Element | Text | null {
  for (let before = node.prev; before !== null; before = before.prev) {
    if (before.type === "tag") return before as Element;
    if (before.type === "text" && (before as Text).data.trim() !== "") return before as Text;
  }
  return null;
}

/** The element's text up to its first link (scripts and styles aside), its spaces squeezed. */
function textBeforeLinks(element: Element): string {
  const parts: string[] = [];
  const collect = (node: Element): boolean => {
    for (const child of node.children) {
      if (child.type === "text") parts.push(child.data);
      else if (child.type === "tag") {
        if (child.name === "a") return false;
        if (child.name !== "script" && child.name !== "style" && !collect(child)) return false;
      }
    }
    return true;
  };
  collect(element);
  return squeeze(parts.join(" "));
}

const squeeze = (text: string) => text.replace(/\s+/g, " ");

function countLinks(element: Element, counts: { links: number; inPage: number }): void {
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    if (child.name === "a") {
      counts.links++;
      const href = child.attribs.href ?? "";
      if (href.length > 1 && href.startsWith("#")) counts.inPage++;
    } else {
      countLinks(child, counts);
    }
  }
}
