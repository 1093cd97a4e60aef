// Main-content extraction: the article text of a page without its furniture (navigation, headers, footers,
// sidebars, share bars, related links, cookie banners, hidden and non-text elements); on hubs and listings,
// the content of the page's <main>, its lists of links and cards included.
import type { Document, Element } from "domhandler";
import { withoutAdLabels } from "./main-content/ad-labels.js";
import { withoutBackLinks } from "./main-content/back-links.js";
import { withoutCallToActionLines } from "./main-content/call-to-action-lines.js";
import { withoutCardActions } from "./main-content/card-actions.js";
import { withoutContentsHeadings } from "./main-content/contents-heading.js";
import { extractFromBody, type FirstPasses, type Render } from "./main-content/extract-from-body.js";
import { withFaqAnswers } from "./main-content/faq-answers.js";
import { withoutJavaScriptNotices } from "./main-content/javascript-notices.js";
import { withoutLoadingLines } from "./main-content/loading-lines.js";
import { escapeMarkdownLines } from "./main-content/markdown-escape.js";
import { type LineBody, markdownLineBody, wholeLine } from "./main-content/markdown-line-body.js";
import { countMarkdownVisible } from "./main-content/markdown-visible-chars.js";
import { withoutMemberStatistics } from "./main-content/member-statistics.js";
import { withoutMobileCopies } from "./main-content/mobile-copies.js";
import { withoutMoreLinks } from "./main-content/more-links.js";
import { paragraphs } from "./main-content/paragraphs.js";
import { withoutPlaceholderLines } from "./main-content/placeholder-lines.js";
import { withPriceGrid } from "./main-content/price-grid.js";
import { ProductPageSignals } from "./main-content/product-page.js";
import { withoutReadingTimes } from "./main-content/reading-time.js";
import { NORMAL_READING, OTHER_READINGS, type Prospects, THIN_TEXT_CHARS } from "./main-content/readings.js";
import { renderMarkdown } from "./main-content/render-markdown.js";
import { renderText } from "./main-content/render-text.js";
import { withoutRepeatedBlocks } from "./main-content/repeated-blocks.js";
import { withoutRepeatedLines } from "./main-content/repeated-lines.js";
import { withoutReviewCounts } from "./main-content/review-count.js";
import { withoutSignInPrompts } from "./main-content/sign-in-prompts.js";
import { metaDescriptionLines, structuredDataLines } from "./main-content/structured-fallback.js";
import { withTightLists } from "./main-content/tight-lists.js";
import { countVisible } from "./main-content/visible-chars.js";
import { sharedWordShare } from "./main-content/word-share.js";

export interface ExtractMainTextOptions {
  /** The page's URL; reserved for URL-aware rules, unused today. */
  url?: string;
  /** Start each heading's line with Markdown's "#" marks (see renderText). Default false. */
  markHeadings?: boolean;
  /** Keep each list item on one line even when it holds paragraphs (see renderText). Default false. */
  listItemsOnOneLine?: boolean;
}

/**
 * Returns the page's main content as structured plain text ("" when the page has no text). Usually the
 * subtree with the most prose; on a short page whose <main> holds much more than that (a help center hub, a
 * product listing, a table of links), the whole <main>. Inside <main>, lists and tables that follow a heading
 * are content, not link furniture.
 */
export function extractMainText(document: Document, options: ExtractMainTextOptions = {}): string {
  const { markHeadings = false, listItemsOnOneLine = false } = options;
  return extractMain(document, (render) => renderText({ ...render, markHeadings, listItemsOnOneLine }));
}

export interface ExtractMainMarkdownOptions {
  /** The page's URL; reserved for URL-aware rules, unused today. */
  url?: string;
}

/**
 * The same main content as extractMainText, as Markdown: headings, lists, tables, code blocks and quotes
 * keep their Markdown form (see render-markdown.ts).
 */
export function extractMainMarkdown(document: Document, _options: ExtractMainMarkdownOptions = {}): string {
  // Lists are tightened after the filters have read their items' blocks as the plain text's (see tight-lists.ts).
  return withTightLists(
    extractMain(document, renderMarkdown, escapeMarkdownLines, markdownLineBody, countMarkdownVisible),
  );
}

/** Writes lines of page text no renderer wrote (structured data, meta descriptions) into the output's format. */
type FormatLines = (lines: string) => string;
/** The visible characters of page text an output holds (Markdown: without the renderer's syntax), which the
 * choices made on the text's size read, so that both formats choose alike. */
type CountChars = (text: string) => number;

/**
 * The filters run on the chosen text, in this order (see each file); `lineBody` gives the part of a line they read
 * (Markdown: without the renderer's block prefix, see markdown-line-body.ts).
 */
const LINE_FILTERS: readonly ((text: string, lineBody: LineBody) => string)[] = [
  withoutPlaceholderLines,
  withoutLoadingLines,
  withoutMoreLinks,
  withoutSignInPrompts,
  withoutCallToActionLines,
  withoutAdLabels,
  withoutReviewCounts,
  withoutContentsHeadings,
  withoutReadingTimes,
  withoutBackLinks,
  withoutCardActions,
  withoutJavaScriptNotices,
  withoutRepeatedBlocks,
  withoutMemberStatistics,
];

function extractMain(
  document: Document,
  render: Render,
  formatLines: FormatLines = (lines) => lines,
  lineBody: LineBody = wholeLine,
  countChars: CountChars = countVisible,
): string {
  const chosen = chooseMainText(document, render, formatLines, lineBody, countChars);
  const text = LINE_FILTERS.reduce((filtered, filter) => filter(filtered, lineBody), chosen);
  // A section said again for phones is said once (see mobile-copies.ts).
  return withoutMobileCopies(text, document, lineBody);
}

function chooseMainText(
  document: Document,
  render: Render,
  formatLines: FormatLines,
  lineBody: LineBody,
  countChars: CountChars,
): string {
  const product = new ProductPageSignals();
  const text = chooseText(document, render, product, formatLines, countChars);
  // An FAQ whose answers (or later questions) a script fills in: its FAQPage data gives them.
  const answered = withFaqAnswers({ text, jsonLd: product.jsonLdTexts(document), formatLines });
  // A product's lines said again (per layout, per variant, per card of a rail) are said once, on a shop's page or
  // a maker's, and so are a forum thread's (each post's signature, "Quote" and "Reply", a quoted post).
  return product.declaresProduct(document) || product.declaresDiscussion(document)
    ? withoutRepeatedLines(answered, lineBody)
    : answered;
}

function chooseText(
  document: Document,
  render: Render,
  product: ProductPageSignals,
  formatLines: FormatLines,
  countChars: CountChars,
): string {
  const prospects: Prospects = { cardChars: 0, gridChars: () => 0, priceGrid: () => undefined };
  const firstPasses: FirstPasses = new Map();
  let text = extractFromBody({ document, reading: NORMAL_READING, render, product, prospects, firstPasses });
  let chars = countChars(text);
  for (const reading of OTHER_READINGS) {
    if (chars >= reading.below) continue;
    if (reading.noscript && !hasElement(document, "noscript")) continue;
    // Readings that cannot reach their gain are not tried (most short articles have no cards and no big grid).
    if (reading.grid && prospects.gridChars() <= reading.gain * chars) continue;
    if (reading.cards && !reading.grid && chars + prospects.cardChars <= reading.gain * chars) continue;
    const again = extractFromBody({ document, reading, render, product, firstPasses });
    const againChars = countChars(again);
    if (againChars > reading.gain * chars) {
      text = again;
      chars = againChars;
    }
  }
  // A product page's name block beside the column the normal reading rendered (see name-block.ts), said first
  // once the readings have chosen the text (added before, its characters would keep a short column from being read
  // again as its grid).
  if (prospects.nameBlockText) {
    text = paragraphs([prospects.nameBlockText, text]);
    chars = countChars(text);
  }
  // A category page's grid of priced items is its content; on a product page such grids are other products.
  if (!product.isProductPage(document)) {
    // Grid words are shorter than prose words: a third of the text's characters bounds what could outweigh it.
    // A page where nothing else was found may show its products only in a grid named as other products
    // ("related-product"): that grid is still better than no text.
    const grid = prospects.priceGrid(chars / 3) ?? (chars === 0 ? prospects.priceGrid(0, true) : undefined);
    const withGrid = withPriceGrid({ text, grid, before: prospects.rendered });
    // Most pages have no such grid: their text and its count stand.
    if (withGrid !== text) {
      text = withGrid;
      chars = countChars(text);
    }
  }
  // A shop's description of its product beside its name and price, outside the root chosen (see
  // product-description.ts).
  const described = product.descriptions.linesMissingFrom(text);
  if (described.length > 0) {
    text = paragraphs([...described.map(formatLines), text]);
    chars = countChars(text);
  }
  // A product page whose description is not in the text found (a hidden tab, a script-filled block): its
  // JSON-LD name and description, unless the text already holds most of their words.
  if (product.isProductPage(document) && chars >= THIN_TEXT_CHARS) {
    const facts = structuredDataLines(document, text).filter((line) => sharedWordShare(line, text) < 0.5);
    if (facts.length > 0) text = [...facts.map(formatLines), text].join("\n\n");
    return text;
  }
  if (chars >= THIN_TEXT_CHARS) return text;
  const facts = structuredDataLines(document, text);
  if (facts.length > 0) text = paragraphs([text, ...facts.map(formatLines)]);
  if (countChars(text) >= THIN_TEXT_CHARS) return text;
  return paragraphs([text, ...metaDescriptionLines(document, text).map(formatLines)]);
}

function hasElement(document: Document, name: string): boolean {
  const stack = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type !== "tag") continue;
    if ((node as Element).name === name) return true;
    stack.push(...(node as Element).children);
  }
  return false;
}
