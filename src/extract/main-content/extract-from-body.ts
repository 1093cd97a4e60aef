// One reading of a page's <body>: its first measurements and furniture (shared by readings that see the same
// elements), the root or landmark chosen, and the chosen part rendered without its furniture.
import type { Document, Element } from "domhandler";
import { analyseTree, type ElementStats, reanalyseTree } from "./analyse-tree.js";
import { findArchiveEntries } from "./archive-entries.js";
import { HEADING_TAGS } from "./block-tags.js";
import { isHidden, isNeverText, isRemovedFromLayout } from "./boilerplate-rules.js";
import { chooseRoot } from "./choose-root.js";
import { findCodaSections } from "./coda-heading.js";
import { findContentLists, findLargestGrid } from "./content-lists.js";
import { hasDisclaimerName } from "./disclaimer.js";
import { DisclosurePanels, isReadButton } from "./disclosure-panels.js";
import { isEntryRiver } from "./entry-river.js";
import { widenFromAccordion } from "./faq-root.js";
import { findFurniture, isArticleHeader } from "./find-furniture.js";
import { findHeadlines } from "./headline.js";
import { isInArticle } from "./in-article.js";
import {
  chooseLandmarkContent,
  findEnclosingSection,
  findLandmark,
  findSpreadSection,
  type LandmarkContent,
  measureLandmark,
} from "./landmark.js";
import { isEntryTitle, isLinkBlock } from "./link-block.js";
import { widenFromList } from "./list-root.js";
import { findNameBlock } from "./name-block.js";
import { isNamedProse } from "./named-prose.js";
import { paragraphs } from "./paragraphs.js";
import { findPriceGrid } from "./price-grid.js";
import { holdsPriceGrid } from "./priced-main.js";
import { widenToProductName } from "./product-name.js";
import type { ProductPageSignals } from "./product-page.js";
import { widenToQuestionAndAnswers } from "./question-answers.js";
import type { Prospects, Reading } from "./readings.js";
import { findRelatedSections } from "./related-heading.js";
import { isTextCard } from "./text-card.js";
import { widenToSeries } from "./thread-posts.js";
import { commonAncestor, findThreadReplies } from "./thread-replies.js";

export type Render = (options: { root: Element; isSkipped: (element: Element) => boolean }) => string;

/** What each character of left-out furniture costs the containers around it. */
const FURNITURE_COST = 1;

export interface ExtractFromBodyOptions {
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
export interface FirstPass {
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
export type FirstPasses = Map<string, FirstPass>;

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

export function extractFromBody({
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
    isSkipped: renderSkip({
      isSkipped,
      isNamedContent,
      headlines,
      codaSections,
      stats,
      isContentList,
      isTeaserHeadline,
    }),
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
    isSkipped: renderSkip({
      isSkipped,
      isNamedContent,
      headlines,
      codaSections,
      stats,
      isContentList: (element) => contentLists.has(element),
      isTeaserHeadline,
    }),
  });
}

interface RenderSkipOptions {
  /** Furniture and what the reading never reads. */
  isSkipped: (element: Element) => boolean;
  /** Furniture by name only that reads as long prose, rendered all the same (see named-prose.ts). */
  isNamedContent: (element: Element) => boolean;
  /** The page's headline, said apart from the content. */
  headlines: ReadonlySet<Element>;
  /** What follows the content where only its heading says so (see coda-heading.ts). */
  codaSections: ReadonlySet<Element>;
  stats: Map<Element, ElementStats>;
  /** Lists and tables of links that are the content, not link furniture. */
  isContentList: (element: Element) => boolean;
  isTeaserHeadline: (element: Element) => boolean;
}

/** What rendering the chosen root or landmark leaves out: furniture, the headline, coda sections, disclaimers and
 * link blocks that are not content, entry titles or teaser headlines. */
function renderSkip({
  isSkipped,
  isNamedContent,
  headlines,
  codaSections,
  stats,
  isContentList,
  isTeaserHeadline,
}: RenderSkipOptions): (element: Element) => boolean {
  return (element) =>
    (isSkipped(element) && !isNamedContent(element)) ||
    headlines.has(element) ||
    codaSections.has(element) ||
    hasDisclaimerName(element) ||
    (isLinkBlock(element, stats) &&
      !isContentList(element) &&
      !isTeaserHeadline(element) &&
      !isEntryTitle(element, stats));
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
