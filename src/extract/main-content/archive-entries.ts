// An archive page (a blog's or a recipe site's category) whose intro wins on prose while its entries, teasers
// that are a linked headline each, hold none: the entries that follow the intro are content too. They sit in
// the page's <main> beside the intro (see intro-before-main.ts) or right after it (see following-entries.ts).
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { isArticleHeader } from "./find-furniture.js";
import { findFollowingEntries } from "./following-entries.js";
import { isInArticle } from "./in-article.js";
import { isIntroBeforeMain } from "./intro-before-main.js";

export interface FindArchiveEntriesOptions {
  /** The root chosen by prose, already rendered. */
  root: Element;
  body: Element;
  /** The page's <main> or role="main", if any. */
  main: Element | undefined;
  /** Measurements with furniture left out, and the first pass's, furniture included. */
  stats: Map<Element, ElementStats>;
  firstPass: Map<Element, ElementStats>;
  /** Furniture found on the page. */
  excluded: Set<Element>;
  /** Elements left out of the text (never-text elements and furniture). */
  isSkipped: (element: Element) => boolean;
  /** The page declares an article (JSON-LD): the teasers after it are other stories. */
  declaresArticle: boolean;
}

export interface ArchiveEntries {
  /** The element holding the entries. */
  entries: Element;
  /** The furniture to leave out inside it: `excluded` without the teasers' <header>s, which hold their headlines. */
  excluded: Set<Element>;
}

/** The entries to render after the root's text, or undefined when the root is not an archive's intro. */
export function findArchiveEntries(options: FindArchiveEntriesOptions): ArchiveEntries | undefined {
  const { root, body, main, stats, firstPass, excluded, isSkipped, declaresArticle } = options;
  if (main && isIntroBeforeMain({ root, main, stats })) return { entries: main, excluded };
  // After an article, a list of teasers is related stories, not the page's entries.
  if (declaresArticle || isInArticle(root)) return undefined;
  const entries = findFollowingEntries({
    root,
    body,
    stats: firstPass,
    isSkipped: (element) => isSkipped(element) && !isArticleHeader(element),
  });
  if (!entries) return undefined;
  return { entries, excluded: new Set([...excluded].filter((element) => !isArticleHeader(element))) };
}
