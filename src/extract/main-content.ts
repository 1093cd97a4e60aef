// Main-content extraction: the article text of a page without its furniture (navigation, headers, footers,
// sidebars, share bars, related links, cookie banners, hidden and non-text elements); on hubs and listings,
// the content of the page's <main>, its lists of links and cards included.
import type { Document, Element } from "domhandler";
import { withoutAdLabels } from "./main-content/ad-labels.js";
import { analyseTree, type ElementStats, reanalyseTree } from "./main-content/analyse-tree.js";
import { findArchiveEntries } from "./main-content/archive-entries.js";
import { withoutBackLinks } from "./main-content/back-links.js";
import { HEADING_TAGS } from "./main-content/block-tags.js";
import { isHidden, isNeverText, isRemovedFromLayout } from "./main-content/boilerplate-rules.js";
import { withoutCallToActionLines } from "./main-content/call-to-action-lines.js";
import { withoutCardActions } from "./main-content/card-actions.js";
import { chooseRoot } from "./main-content/choose-root.js";
import { findCodaSections } from "./main-content/coda-heading.js";
import { findContentLists, findLargestGrid } from "./main-content/content-lists.js";
import { withoutContentsHeadings } from "./main-content/contents-heading.js";
import { hasDisclaimerName } from "./main-content/disclaimer.js";
import { DisclosurePanels, isReadButton } from "./main-content/disclosure-panels.js";
import { isEntryRiver } from "./main-content/entry-river.js";
import { withFaqAnswers } from "./main-content/faq-answers.js";
import { widenFromAccordion } from "./main-content/faq-root.js";
import { findFurniture, isArticleHeader } from "./main-content/find-furniture.js";
import { findHeadlines } from "./main-content/headline.js";
import { isInArticle } from "./main-content/in-article.js";
import { withoutJavaScriptNotices } from "./main-content/javascript-notices.js";
import {
  chooseLandmarkContent,
  findEnclosingSection,
  findLandmark,
  findSpreadSection,
  type LandmarkContent,
  measureLandmark,
} from "./main-content/landmark.js";
import { isEntryTitle, isLinkBlock } from "./main-content/link-block.js";
import { widenFromList } from "./main-content/list-root.js";
import { withoutLoadingLines } from "./main-content/loading-lines.js";
import { escapeMarkdownLines } from "./main-content/markdown-escape.js";
import { type LineBody, markdownLineBody, wholeLine } from "./main-content/markdown-line-body.js";
import { countMarkdownVisible } from "./main-content/markdown-visible-chars.js";
import { withoutMemberStatistics } from "./main-content/member-statistics.js";
import { withoutMobileCopies } from "./main-content/mobile-copies.js";
import { withoutMoreLinks } from "./main-content/more-links.js";
import { findNameBlock } from "./main-content/name-block.js";
import { isNamedProse } from "./main-content/named-prose.js";
import { withoutPlaceholderLines } from "./main-content/placeholder-lines.js";
import { findPriceGrid, withPriceGrid } from "./main-content/price-grid.js";
import { holdsPriceGrid } from "./main-content/priced-main.js";
import { widenToProductName } from "./main-content/product-name.js";
import { ProductPageSignals } from "./main-content/product-page.js";
import { widenToQuestionAndAnswers } from "./main-content/question-answers.js";
import { withoutReadingTimes } from "./main-content/reading-time.js";
import { findRelatedSections } from "./main-content/related-heading.js";
import { renderMarkdown } from "./main-content/render-markdown.js";
import { renderText } from "./main-content/render-text.js";
import { withoutRepeatedBlocks } from "./main-content/repeated-blocks.js";
import { withoutRepeatedLines } from "./main-content/repeated-lines.js";
import { withoutReviewCounts } from "./main-content/review-count.js";
import { withoutSignInPrompts } from "./main-content/sign-in-prompts.js";
import { metaDescriptionLines, structuredDataLines } from "./main-content/structured-fallback.js";
import { isTextCard } from "./main-content/text-card.js";
import { widenToSeries } from "./main-content/thread-posts.js";
import { commonAncestor, findThreadReplies } from "./main-content/thread-replies.js";
import { withTightLists } from "./main-content/tight-lists.js";
import { sharedWordShare } from "./main-content/word-share.js";

export interface ExtractMainTextOptions {
  /** The page's URL; reserved for URL-aware rules, unused today. */
  url?: string;
  /** Start each heading's line with Markdown's "#" marks (see renderText). Default false. */
  markHeadings?: boolean;
  /** Keep each list item on one line even when it holds paragraphs (see renderText). Default false. */
  listItemsOnOneLine?: boolean;
}

/** What each character of left-out furniture costs the containers around it. */
const FURNITURE_COST = 1;

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
    extractMain(document, renderMarkdown, escapeMarkdownLines, markdownLineBody, countMarkdownChars),
  );
}

type Render = (options: { root: Element; isSkipped: (element: Element) => boolean }) => string;
/** Writes lines of page text no renderer wrote (structured data, meta descriptions) into the output's format. */
type FormatLines = (lines: string) => string;
/** The visible characters of page text an output holds (Markdown: without the renderer's syntax), which the
 * choices made on the text's size read, so that both formats choose alike. */
type CountChars = (text: string) => number;
const countMarkdownChars: CountChars = (text) => countMarkdownVisible(text, countVisible);

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

/** Texts as paragraphs of one text, the empty ones left out. */
function paragraphs(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}

/** What a reading of the page counts as text besides what a browser shows before its scripts run. */
interface Reading {
  /** <noscript> content. */
  noscript?: boolean;
  /** Elements hidden by the `hidden` attribute or visibility:hidden (display:none stays out). */
  hidden?: boolean;
  /** Lists of teaser cards. */
  cards?: boolean;
  /** Readers' comments. */
  comments?: boolean;
  /** Only the page's largest grid or list of alike items, links and all. */
  grid?: boolean;
}

/** What the normal reading saw that other readings could add, in characters (upper bounds). */
interface Prospects {
  /** The page's lists of teaser cards. */
  cardChars: number;
  /** Its largest grid, list or table, furniture included (asked only of short pages). */
  gridChars: () => number;
  /** Its grid of priced items, rendered (see price-grid.ts); `inFurniture`: one left out by name counts too. */
  priceGrid: (minChars: number, inFurniture?: boolean) => { element: Element; text: string } | undefined;
  /** The element the normal reading rendered. */
  rendered?: Element;
  /** A product page's name block beside it, rendered, said first whichever reading's text is kept. */
  nameBlockText?: string;
}

interface OtherReading extends Reading {
  /** Tried when the text so far has fewer visible characters than this … */
  below: number;
  /** … and kept when it holds more than this many times as many. */
  gain: number;
}

const NORMAL_READING: Reading = {};

/**
 * Below this many visible characters the page is thin: it is read again (see OTHER_READINGS), and its
 * structured data and meta description fill in.
 */
const THIN_TEXT_CHARS = 200;
/** Below this many, the page is short: it is read again with its teaser cards, then as its largest grid. */
const SHORT_TEXT_CHARS = 1000;

/**
 * Readings tried in turn on a thin or short page. A page that renders by script often serves its readable
 * version inside <noscript> (Discourse forums), or serves its content hidden until a script reveals it:
 * React's streamed segments parseHtml could not place (`<div hidden id="S:0">`), whole pages at
 * visibility:hidden until styles load.
 * A short page is read with its teaser cards (a news river, a hub whose only prose is a featured summary: kept
 * when twice as long, so a short article followed by three teasers keeps its text alone); a thin one whose only
 * text is comments (a link aggregator's thread) with its comments; last, a short page whose content is a grid of
 * links (a shop category, a best-seller list, a table of stories) as that grid, when three times as long.
 */
const OTHER_READINGS: OtherReading[] = [
  { noscript: true, below: THIN_TEXT_CHARS, gain: 1 },
  { hidden: true, below: THIN_TEXT_CHARS, gain: 1 },
  { cards: true, below: SHORT_TEXT_CHARS, gain: 2 },
  { comments: true, below: THIN_TEXT_CHARS, gain: 1 },
  { cards: true, grid: true, below: SHORT_TEXT_CHARS, gain: 3 },
];

interface ExtractFromBodyOptions {
  document: Document;
  reading: Reading;
  render: Render;
  /** What the page declares about itself, gathered during the first reading's walk. */
  product: ProductPageSignals;
  /** Filled in by the normal reading: what other readings could add. */
  prospects?: Prospects;
  /** The page's first passes so far, shared by its readings. */
  firstPasses: FirstPasses;
}

/** What a reading finds before its own rules apply: the first measurements, and the furniture they show. */
interface FirstPass {
  /** Never text or hidden in this reading (see Reading). */
  isHardSkipped: (element: Element) => boolean;
  /** Skipped elements a later disclosure button could make panels (see the second analysis in extractFromBody). */
  skippedWithId: Element[];
  firstPass: Map<Element, ElementStats>;
  /** Furniture, card lists included (each reading changes a copy). */
  excluded: Set<Element>;
  cardLists: Set<Element>;
}

/** First passes by what decides them: the reading's noscript, hidden and comments flags. */
type FirstPasses = Map<string, FirstPass>;

interface ReadFirstPassOptions {
  document: Document;
  body: Element;
  reading: Reading;
  product: ProductPageSignals;
}

function readFirstPass({ document, body, reading, product }: ReadFirstPassOptions): FirstPass {
  const panels = new DisclosurePanels();
  const isHardSkipped = (element: Element) =>
    (isNeverText(element) &&
      !(reading.noscript === true && element.name === "noscript") &&
      !(element.name === "button" && isReadButton(element))) ||
    ((reading.hidden === true ? isRemovedFromLayout(element) : isHidden(element)) &&
      !panels.isPanel(element));

  const skippedWithId: Element[] = [];
  const firstPass = analyseTree({
    root: body,
    treatment: (element) => {
      product.observe(element);
      panels.observe(element);
      if (!isHardSkipped(element)) return "measure";
      if (element.attribs.id !== undefined) skippedWithId.push(element);
      return "skip";
    },
  });
  const isProductPage = product.isProductPage(document);
  const { excluded, cardLists } = findFurniture(body, firstPass, {
    keepComments: reading.comments,
    reviewsAreFurniture: isProductPage,
    slidesAreFurniture: isProductPage,
    callsToActionAreFurniture: !isProductPage,
    readHidden: reading.hidden,
  });
  // A product page's rails of other products, where only their headings say so.
  for (const section of findRelatedSections({ body, stats: firstPass, shopRailsOnly: !isProductPage })) {
    excluded.add(section);
  }
  return { isHardSkipped, skippedWithId, firstPass, excluded, cardLists };
}

function extractFromBody({
  document,
  reading,
  render,
  product,
  prospects,
  firstPasses,
}: ExtractFromBodyOptions): string {
  const body = findBody(document);
  // A reading that skips what an earlier one skipped and finds the same furniture starts from its first pass.
  const passKey = `${reading.noscript === true} ${reading.hidden === true} ${reading.comments === true}`;
  let pass = firstPasses.get(passKey);
  if (!pass) {
    pass = readFirstPass({ document, body, reading, product });
    firstPasses.set(passKey, pass);
  }
  const { isHardSkipped, skippedWithId, firstPass, cardLists } = pass;
  // Each reading changes its own copy (teasers kept, thread replies taken back).
  // Copied with a loop: `new Set(set)` allocates an iterator result per element here.
  const excluded = new Set<Element>();
  for (const element of pass.excluded) excluded.add(element);
  const isProductPage = product.isProductPage(document);
  if (prospects) {
    for (const list of cardLists) prospects.cardChars += firstPass.get(list)?.chars ?? 0;
    prospects.gridChars = () => {
      const grid = findLargestGrid(firstPass);
      return grid ? (firstPass.get(grid)?.chars ?? 0) : 0;
    };
    prospects.priceGrid = (minChars, inFurniture = false) => {
      const isFurniture = (element: Element) =>
        !inFurniture && excluded.has(element) && !cardLists.has(element);
      const element = findPriceGrid({ stats: firstPass, isFurniture, minChars });
      return element ? { element, text: render({ root: element, isSkipped: isHardSkipped }) } : undefined;
    };
  }
  // A page that is nothing but a river of teasers (a news homepage without <main>): the teasers are its content.
  if (reading.cards) {
    for (const list of cardLists) excluded.delete(list);
    // Each teaser's <header> holds its headline.
    for (const element of excluded) if (isArticleHeader(element)) excluded.delete(element);
  }
  const isSkipped = (element: Element) => isHardSkipped(element) || excluded.has(element);
  // Furniture by name that reads as a long run of prose is content once inside what is rendered (see named-prose.ts).
  const isNamedContent = (element: Element) =>
    excluded.has(element) && !isHardSkipped(element) && isNamedProse(element, firstPass.get(element));
  const furnitureCost = (element: Element) => FURNITURE_COST * (firstPass.get(element)?.chars ?? 0);
  // Only what the furniture changes is measured again, unless a panel was hidden before its button named it.
  const measure = () =>
    skippedWithId.every(isHardSkipped)
      ? reanalyseTree({ root: body, previous: firstPass, furniture: excluded, furnitureCost })
      : analyseTree({
          root: body,
          treatment: (element) =>
            isHardSkipped(element) ? "skip" : excluded.has(element) ? "furniture" : "measure",
          furnitureCost,
        });
  let stats = measure();

  if (reading.grid) {
    const grid = findLargestGrid(stats);
    return grid ? render({ root: grid, isSkipped }) : "";
  }
  // Where cards are content, a teaser's headline link is too.
  const isTeaserHeadline = (element: Element) =>
    (reading.cards && HEADING_TAGS.has(element.name)) || isArticleHeader(element);
  // A product page's text taken from a column beside the block of its name: that block, when it holds prose of its
  // own, is said first (see name-block.ts and chooseText).
  const noteNameBlock = (rendered: Element) => {
    const block = isProductPage && prospects ? findNameBlock({ rendered, body, stats }) : undefined;
    if (block && prospects) prospects.nameBlockText = render({ root: block, isSkipped });
  };
  // A product page's name heading is part of its content (an article's headline is not, see headline.ts).
  const headlines = isProductPage ? new Set<Element>() : findHeadlines({ document, stats });
  // A thread's opening post can outweigh its replies: the series of alike posts around it is the content.
  // A list of sentences under its lead-in heading is one section of an article built of such lists.
  let root = widenToSeries({
    root: widenFromList({
      root: chooseRoot({
        body,
        stats,
        headlines,
        declaresArticle: !isProductPage && product.announcesArticle(document),
      }),
      stats,
    }),
    body,
    stats,
    isLeftOut: isSkipped,
  });
  // A Q&A page's question and its answers, marked as a schema.org Question's texts, are one content.
  root = widenToQuestionAndAnswers({ root, stats, isLeftOut: isSkipped });
  // An FAQ accordion, a testimonials carousel or a disclosure outwrote the page's other sections: they are content
  // too (a shop's product details aside).
  if (!isProductPage) root = widenFromAccordion({ root, body, stats });
  // A product's short description beside its name, price and options: the block holding its name is the product's.
  else root = widenToProductName({ root, body, stats });
  // A thread whose replies are marked up as comments, built as its opening post: they are its content.
  // (Not under a declared article: there they are readers' comments.)
  const replies = product.declaresArticle(document) ? [] : findThreadReplies({ root, body, excluded });
  if (replies.length > 0) {
    stats = measure();
    root = commonAncestor([root, ...replies]);
  }
  // Without a <main>, the nearest section around a prose-poor root stands in for it (a listing's intro and its list).
  // Without one, a section holding twice the root's prose stands in for it (a landing page's sections).
  const mainLandmark = findLandmark(stats);
  const spreadSection = mainLandmark ? undefined : findSpreadSection({ root, body, stats });
  const landmark = mainLandmark ?? spreadSection ?? findEnclosingSection({ root, body, stats });
  if (landmark) {
    const isSpreadSection = landmark === spreadSection;
    const content = chooseLandmarkContent({
      landmark,
      root,
      stats,
      isHardSkipped,
      excluded,
      cardLists,
      isSpreadSection,
      isRiver: () =>
        !product.declaresArticle(document) && !isInArticle(root) && isEntryRiver({ root, stats }),
      isCatalog: (main) =>
        !product.declaresArticle(document) &&
        !isInArticle(root) &&
        holdsPriceGrid({
          main,
          stats: firstPass,
          isFurniture: (element) => excluded.has(element) && !cardLists.has(element),
        }),
    });
    if (content) {
      if (prospects) prospects.rendered = content.landmark;
      noteNameBlock(content.landmark);
      return renderLandmark(document, content, render, isTeaserHeadline, isProductPage, isNamedContent);
    }
  }
  if (prospects) prospects.rendered = root;
  // What follows an article inside it, where only its heading says so (related posts, the author's bio, share
  // bars; a product page's "Related stories" and "Share:" too): left out of the article, once it is chosen.
  const codaSections = new Set(findCodaSections({ within: root, stats }));
  // Asked only for link blocks, so a page without any never walks its landmark a second time. Without a
  // landmark, the root's headings and its grids of cards with text of their own (a name above a price) count.
  let contentLists: Set<Element> | undefined;
  const isContentList = (element: Element) => {
    contentLists ??= landmark
      ? findContentLists({ root: landmark, isSkipped })
      : findContentLists({ root, isSkipped, isCard: (item) => isTextCard(item, stats) });
    return contentLists.has(element);
  };
  noteNameBlock(root);
  const text = render({
    root,
    isSkipped: (element) =>
      (isSkipped(element) && !isNamedContent(element)) ||
      headlines.has(element) ||
      codaSections.has(element) ||
      hasDisclaimerName(element) ||
      (isLinkBlock(element, stats) &&
        !isContentList(element) &&
        !isTeaserHeadline(element) &&
        !isEntryTitle(element, stats)),
  });
  // An archive's intro wins on prose: the entry teasers after it (in its <main> or following it) follow it.
  const archive = findArchiveEntries({
    root,
    body,
    main: mainLandmark,
    stats,
    firstPass,
    excluded,
    isSkipped,
    declaresArticle: product.declaresArticle(document),
  });
  if (!archive) return text;
  const entries = measureLandmark({
    landmark: archive.entries,
    isHardSkipped,
    excluded: archive.excluded,
    cardLists,
  });
  const entriesText = renderLandmark(
    document,
    entries,
    render,
    isTeaserHeadline,
    isProductPage,
    isNamedContent,
  );
  return paragraphs([text, entriesText]);
}

/**
 * A hub or listing page: the whole landmark, its lists of cards included, with the same rules for link
 * blocks and the headline as an article (`keepHeadline`: a product page's name is part of its content).
 */
function renderLandmark(
  document: Document,
  { landmark, stats, isSkipped }: LandmarkContent,
  render: Render,
  isTeaserHeadline: (element: Element) => boolean,
  keepHeadline: boolean,
  isNamedContent: (element: Element) => boolean,
): string {
  const headlines = keepHeadline ? new Set<Element>() : findHeadlines({ document, stats });
  const contentLists = findContentLists({ root: landmark, isSkipped });
  const codaSections = new Set(findCodaSections({ within: landmark, stats }));
  return render({
    root: landmark,
    isSkipped: (element) =>
      (isSkipped(element) && !isNamedContent(element)) ||
      headlines.has(element) ||
      codaSections.has(element) ||
      hasDisclaimerName(element) ||
      (isLinkBlock(element, stats) &&
        !contentLists.has(element) &&
        !isTeaserHeadline(element) &&
        !isEntryTitle(element, stats)),
  });
}

/** Characters that are not whitespace (as `\s` reads it), counted without building a copy of the text. */
function countVisible(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (!isWhitespace(text.charCodeAt(index))) count++;
  return count;
}

/** The characters `\s` matches in a JavaScript regular expression. */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
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
