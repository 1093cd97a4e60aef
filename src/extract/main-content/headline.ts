// Finds the page's headline so it can be left out of the body text: the heading or title line that repeats
// the page title (<title>, og:title, twitter:title), or, when nothing repeats it, the first <h1>.
import type { ChildNode, Document, Element, Text } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

export interface HeadlineMatcherOptions {
  document: Document;
  /** Measurements of the page's elements; only elements measured here can be the headline. */
  stats: Map<Element, ElementStats>;
}

/** Elements that may carry the headline: headings and the paragraphs/divs some sites use instead. */
const HEADLINE_TAGS = new Set([...HEADING_TAGS, "p", "div"]);
/** A headline repeats at least this share of the title (titles often add " | Site name"). */
const MIN_TITLE_SHARE = 0.4;
/** A title found inside a longer line must make up at least this share of it. */
const MIN_LINE_SHARE = 0.6;

/** Returns the elements that carry the page's headline (usually one). */
export function findHeadlines({ document, stats }: HeadlineMatcherOptions): Set<Element> {
  const titles = pageTitles(document);
  const headlines = new Set<Element>();
  let firstH1: Element | undefined;
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    if (!HEADLINE_TAGS.has(element.name)) continue;
    if (element.name === "h1" && !firstH1) firstH1 = element;
    const elementStats = stats.get(element) as ElementStats;
    // Plain loops over the titles, not `some` with a closure: this runs for every heading, paragraph and div.
    if (!couldRepeatAny(elementStats.chars, titles)) continue;
    // A wrapper with the same text is tested instead (leaving it out leaves this out), so a long chain of
    // single-child wrappers is read once, not once per level.
    const parent = element.parent as Element | null;
    if (parent && HEADLINE_TAGS.has(parent.name) && stats.get(parent)?.chars === elementStats.chars) continue;
    const words = normalize(textOf(element));
    if (!words.includes(" ")) continue;
    if (repeatsAny(words, titles)) headlines.add(element);
  }
  if (headlines.size === 0 && firstH1) headlines.add(firstH1);
  return headlines;
}

interface PageTitle {
  words: string;
  /** Non-whitespace characters, comparable with ElementStats.chars. */
  chars: number;
}

function couldRepeatAny(elementChars: number, titles: PageTitle[]): boolean {
  for (const title of titles) if (couldRepeat(elementChars, title.chars)) return true;
  return false;
}

function repeatsAny(words: string, titles: PageTitle[]): boolean {
  for (const title of titles) if (repeatsTitle(words, title.words)) return true;
  return false;
}

function couldRepeat(elementChars: number, titleChars: number): boolean {
  return elementChars >= MIN_TITLE_SHARE * titleChars && elementChars * MIN_LINE_SHARE <= titleChars;
}

function repeatsTitle(words: string, title: string): boolean {
  if (title.includes(words)) return words.length >= MIN_TITLE_SHARE * title.length;
  return words.includes(title) && title.length >= MIN_LINE_SHARE * words.length;
}

/** Each reading of a page asks again; the titles are read once per document. */
const titlesByDocument = new WeakMap<Document, PageTitle[]>();

function pageTitles(document: Document): PageTitle[] {
  let titles = titlesByDocument.get(document);
  if (!titles) {
    titles = readPageTitles(document);
    titlesByDocument.set(document, titles);
  }
  return titles;
}

function readPageTitles(document: Document): PageTitle[] {
  return readTitleTexts(document)
    .map((text) => ({ words: normalize(text), chars: text.replace(/\s+/g, "").length }))
    .filter((title) => title.words.includes(" "));
}

/** The page's titles as written: <title>, og:title and twitter:title of its <head>. */
export function readTitleTexts(document: Document): string[] {
  const texts: string[] = [];
  const html = childElements(document).find((element) => element.name === "html");
  const head = childElements(html ?? document).find((element) => element.name === "head");
  for (const element of childElements(head ?? html ?? document)) {
    if (element.name === "title") texts.push(textOf(element));
    const key = element.attribs.property ?? element.attribs.name;
    if ((key === "og:title" || key === "twitter:title") && element.attribs.content) {
      texts.push(element.attribs.content);
    }
  }
  return texts;
}

function childElements(parent: { children: ChildNode[] }): Element[] {
  return parent.children.filter((child): child is Element => child.type === "tag");
}

/** The text of a subtree, gathered with an explicit stack (no recursion, whatever the depth). */
function textOf(element: Element): string {
  const parts: string[] = [];
  const stack: ChildNode[] = [];
  pushReversed(stack, element.children);
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type === "text") parts.push((node as Text).data);
    else if (node.type === "tag") pushReversed(stack, (node as Element).children);
  }
  return parts.join(" ");
}

/** Pushes the children last to first, so they pop in order (no reversed copy to spread). */
function pushReversed(stack: ChildNode[], children: ChildNode[]): void {
  for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as ChildNode);
}

function normalize(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).join(" ");
}
