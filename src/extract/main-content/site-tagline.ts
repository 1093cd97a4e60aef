// Tells a site's tagline from a page's own description: a shop that renders its product by script may serve the
// same meta description on every page ("Smarter Shopping, Better Living! Aliexpress.com") while its title names
// the product. A description that shares no word with the title's own part (before " - Site", " | Site") says
// nothing about the page, so it is no stand-in for the page's text.
import { words } from "./word-share.js";

/** Separators between a title's own part and the site's name ("Beatrice Tan Rug | Ruggable US"). */
const TITLE_SEPARATOR = /\s[-|–—·:]{1,2}\s/g;
/** Shorter words ("a", "of", "to") are shared by chance. */
const MIN_WORD_CHARS = 3;

export interface IsSiteTaglineOptions {
  description: string;
  /** The page's titles as written (<title>, og:title, twitter:title). */
  titles: readonly string[];
}

/** Whether `description` shares no word with the own part of any of the page's titles (false without titles). */
export function isSiteTagline({ description, titles }: IsSiteTaglineOptions): boolean {
  const ownParts = titles.map(ownPart).filter((part) => part.length > 0);
  if (ownParts.length === 0) return false;
  const described = new Set(words(description).filter((word) => word.length >= MIN_WORD_CHARS));
  return !ownParts.some((part) => part.some((word) => described.has(word)));
}

/** The title's words before its last separator (all of them when it has none). */
function ownPart(title: string): string[] {
  let end = title.length;
  for (const match of title.matchAll(TITLE_SEPARATOR)) end = match.index;
  return words(title.slice(0, end)).filter((word) => word.length >= MIN_WORD_CHARS);
}
