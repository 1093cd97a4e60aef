// Main-content extraction: the article text of a page without its furniture (navigation, headers, footers,
// sidebars, share bars, related links, cookie banners, hidden and non-text elements).
import type { Document, Element } from "domhandler";
import { analyseTree, type ElementStats } from "./main-content/analyse-tree.js";
import { BLOCK_TAGS } from "./main-content/block-tags.js";
import { isHidden, isNeverText } from "./main-content/boilerplate-rules.js";
import { chooseRoot } from "./main-content/choose-root.js";
import { findFurniture } from "./main-content/find-furniture.js";
import { findHeadlines } from "./main-content/headline.js";
import { renderText } from "./main-content/render-text.js";

export interface ExtractMainTextOptions {
  /** The page's URL; reserved for URL-aware rules, unused today. */
  url?: string;
}

/** What each character of left-out furniture costs the containers around it. */
const FURNITURE_COST = 1;
/** Non-link characters that keep a link-dense block in the text. */
const LINK_BLOCK_OWN_TEXT = 30;

/** Returns the page's main content as structured plain text ("" when the page has no text). */
export function extractMainText(document: Document, _options: ExtractMainTextOptions = {}): string {
  const body = findBody(document);
  const isHardSkipped = (element: Element) => isNeverText(element) || isHidden(element);

  const firstPass = analyseTree({
    root: body,
    treatment: (element) => (isHardSkipped(element) ? "skip" : "measure"),
  });
  const excluded = findFurniture(body, firstPass);
  const isSkipped = (element: Element) => isHardSkipped(element) || excluded.has(element);
  const stats = analyseTree({
    root: body,
    treatment: (element) =>
      isHardSkipped(element) ? "skip" : excluded.has(element) ? "furniture" : "measure",
    furnitureCost: (element) => FURNITURE_COST * (firstPass.get(element)?.chars ?? 0),
  });

  const headlines = findHeadlines({ document, stats });
  const root = chooseRoot({ body, stats, headlines });
  return renderText({
    root,
    isSkipped: (element) => isSkipped(element) || headlines.has(element) || isLinkBlock(element, stats),
  });
}

function findBody(document: Document): Element {
  const stack = [...document.children];
  while (stack.length > 0) {
    const node = stack.shift();
    if (node?.type !== "tag") continue;
    const element = node as Element;
    if (element.name === "body") return element;
    if (element.name === "html") stack.unshift(...element.children);
  }
  const html = document.children.find((node) => node.type === "tag" && (node as Element).name === "html");
  if (html) return html as Element;
  // A fragment without <html>/<body>: wrap it without re-parenting (we only walk downwards from here).
  return { type: "tag", name: "body", attribs: {}, children: document.children } as unknown as Element;
}

/**
 * A block that is mostly links (a list of links, a "read more" line) inside the content; a link-led item
 * with a sentence of its own ("<a>Headline</a>. What happened …") stays.
 */
function isLinkBlock(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (!BLOCK_TAGS.has(element.name)) return false;
  const elementStats = stats.get(element);
  if (!elementStats || elementStats.chars === 0) return false;
  return (
    elementStats.linkChars / elementStats.chars > 0.5 &&
    elementStats.chars - elementStats.linkChars < LINK_BLOCK_OWN_TEXT
  );
}
