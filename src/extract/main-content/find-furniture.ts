// Finds the page furniture to leave out: elements that are furniture by tag, ARIA role or class/id, and
// lists of teaser cards; a furniture-looking element that holds the article itself is kept.
import type { Element } from "domhandler";
import { isAccordionTablist } from "./accordion-markup.js";
import type { ElementStats } from "./analyse-tree.js";
import { isAuthorJobTitle, isPosterTitle } from "./author-job-title.js";
import {
  hasBoilerplateName,
  hasChromeName,
  hasCommentName,
  hasConsentName,
  hasContentName,
  hasHiddenClass,
  hasReviewName,
  hasSlidesName,
  isAlwaysFurnitureByName,
  isBoilerplateByStructure,
} from "./boilerplate-rules.js";
import { isButtonLink } from "./button-link.js";
import { isCallToAction } from "./call-to-action.js";
import { isCardList } from "./card-list.js";
import { isCodeTag, isCodeToken, isUnderCode } from "./code-token.js";
import { hasCustomerReviewName } from "./customer-reviews.js";
import { isPartOfEntryLine } from "./entry-line.js";
import { isFormStateMessage } from "./form-state.js";
import { hasDescendant } from "./has-descendant.js";
import { isInArticle } from "./in-article.js";
import { isInPageContents } from "./in-page-contents.js";
import { isInterfaceMessage } from "./interface-message.js";
import { isItemHeader } from "./item-header.js";
import { hasModalName } from "./modal-name.js";
import { isPageFooter } from "./page-footer.js";
import { isQuoteAside } from "./quote-aside.js";
import { isNamedSectionHeading } from "./section-heading.js";
import { isSortControl } from "./sort-control.js";
import { isTitleBlock } from "./title-block.js";

/** A furniture-looking element still stays when it holds at least this share of the page's prose. */
const GUARD_PROSE_SHARE = 0.4;

export interface Furniture {
  /** Every element to leave out of the article, card lists included. */
  excluded: Set<Element>;
  /** The excluded elements that are lists of teaser cards: on a listing page they are the content. */
  cardLists: Set<Element>;
}

/** Elements that are furniture by tag, role or class/id, except those that hold the article. */
export interface FindFurnitureOptions {
  /** Readers' comments are content (a thread page whose only text is its comments). */
  keepComments?: boolean;
  /** Customer reviews are furniture (a shop's product page, see product-page.ts). */
  reviewsAreFurniture?: boolean;
  /** Carousels and slideshows are furniture (a shop's product page: other products, reviews). */
  slidesAreFurniture?: boolean;
  /**
   * A call to action inside a story is furniture (call-to-action.ts); default true. Not on a shop's product page,
   * where the "cta" block is the purchase box ("Buy It Now", "Add to cart").
   */
  callsToActionAreFurniture?: boolean;
  /**
   * Content hidden until scripts run is read: a block whose class hides it stays when it holds the page's prose
   * (as any furniture-named block does). Otherwise such a block is furniture whatever it holds.
   */
  readHidden?: boolean;
}

export function findFurniture(
  body: Element,
  stats: Map<Element, ElementStats>,
  {
    keepComments = false,
    reviewsAreFurniture = false,
    slidesAreFurniture = false,
    callsToActionAreFurniture = true,
    readHidden = false,
  }: FindFurnitureOptions = {},
): Furniture {
  const totalProse = stats.get(body)?.proseChars ?? 0;
  const holdsContentMarker = new Set<Element>();
  const holdsLandmark = new Set<Element>();
  const landmarks = new Set<Element>();
  // Whether a measured element can be a code token (its ancestors under the root are measured too): most pages
  // have no <pre> or <code>, and then no furniture-named element walks up its ancestors to ask.
  let holdsCode = isCodeTag(body) || isUnderCode(body);
  for (const element of stats.keys()) {
    if (!holdsCode && isCodeTag(element)) holdsCode = true;
    const isLandmark = isMainLandmark(element);
    if (isLandmark) {
      landmarks.add(element);
      for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
        holdsLandmark.add(node as Element);
      }
    }
    if (isLandmark || element.name === "article" || hasContentName(element)) {
      for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
        if (holdsContentMarker.has(node as Element)) break;
        holdsContentMarker.add(node as Element);
      }
    }
  }
  const isInLandmark = landmarkMembership(landmarks);
  const excluded = new Set<Element>();
  const cardLists = new Set<Element>();
  const byName: Element[] = [];
  // The page's own <main> is never furniture, whatever its class says ("page-main lowercase-headers").
  // A loop, not a spread of the keys: spreading the table's iterator allocates a result per element.
  const candidates: Element[] = [];
  for (const element of stats.keys())
    if (element !== body && !landmarks.has(element)) candidates.push(element);
  for (const element of candidates) {
    if (!isCardList(element, stats)) continue;
    excluded.add(element);
    cardLists.add(element);
  }
  for (const element of candidates) {
    if (cardLists.has(element)) continue;
    const elementStats = stats.get(element) as ElementStats;
    // A screen reader's status line ("loaded 143 results", a notice) or a tooltip is never the article, however
    // little prose the page has, unless it wraps the page's <main> or article.
    if (isInterfaceMessage(element, elementStats) && !holdsContentMarker.has(element)) {
      excluded.add(element);
      continue;
    }
    // An accordion marked as a tab strip holds its answers, and a post's quote box built as an <aside> holds
    // the quoted post: each is read as any other block.
    const quoteAside = isQuoteAside(element);
    const structural =
      isBoilerplateByStructure(element) &&
      !quoteAside &&
      !isSectionHeader(element) &&
      !isAccordionTablist(element, elementStats);
    const isReview = (reviewsAreFurniture && hasReviewName(element)) || hasCustomerReviewName(element);
    const isSlides = slidesAreFurniture && hasSlidesName(element);
    // A list item's title block named "…header" is the item's, not the page's, and an <h2>–<h6> so named heads its
    // section; a product page's visible dialog holds its details; a date or author span inside an entry's line is
    // part of that line.
    const named =
      isReview ||
      isSlides ||
      isFormStateMessage(element) ||
      isSortControl(element) ||
      isAuthorJobTitle(element) ||
      isPosterTitle(element, elementStats) ||
      isButtonLink(element, elementStats) ||
      isInPageContents(element, elementStats, stats) ||
      (callsToActionAreFurniture && isCallToAction(element, stats)) ||
      (hasBoilerplateName(element) &&
        !isItemHeader(element) &&
        !isNamedSectionHeading(element) &&
        !isTitleBlock(element, stats) &&
        !isPartOfEntryLine(element) &&
        !(holdsCode && isCodeToken(element)) &&
        !(slidesAreFurniture && hasModalName(element)));
    if (!structural && (!named || (keepComments && hasCommentName(element)))) continue;
    // On a page with a <main>, what sits outside it is not the article, however much of the page's little
    // prose it holds (a cookie banner on a page of link lists).
    const holdsArticle =
      holdsContentMarker.has(element) ||
      (elementStats.proseChars >= GUARD_PROSE_SHARE * totalProse &&
        (landmarks.size === 0 || isInLandmark(element)));
    // Navigation, asides and captions are never the article, whatever they hold, unless they hold the page's
    // <main> (an unclosed <aside> wraps the rest of the page); a header, footer, form or class name can wrap
    // the whole page (ASP.NET forms, "has-sidebar" layouts).
    const isNeverArticle =
      ((element.name === "nav" ||
        (element.name === "aside" && !quoteAside) ||
        element.name === "figcaption") &&
        !holdsLandmark.has(element)) ||
      isPageFooter(element);
    // Nor is a consent manager, whose settings can hold more prose than a short page (unless it wraps <main>),
    // nor a shop's customer reviews (whose texts can carry article-like names).
    const isConsent =
      (hasConsentName(element) && !holdsContentMarker.has(element)) ||
      (hasCustomerReviewName(element) && !holdsLandmark.has(element));
    // Nor is a block whose class hides it ("hide", "d-none"), however much it holds (a shop's data list of every
    // colour's image and price tier), unless it wraps the page's <main> or article, or the reading looks for
    // content that scripts reveal.
    const isHiddenByName = !readHidden && hasHiddenClass(element) && !holdsContentMarker.has(element);
    if (isNeverArticle || isConsent || isHiddenByName || !holdsArticle) {
      excluded.add(element);
      if (!structural && !isAlwaysFurnitureByName(element)) byName.push(element);
    }
  }
  const isOtherContent = (element: Element) =>
    hasChromeName(element) ||
    (reviewsAreFurniture && hasReviewName(element)) ||
    hasCustomerReviewName(element) ||
    (slidesAreFurniture && hasSlidesName(element));
  for (const landmark of landmarks) keepNamedContent({ landmark, byName, excluded, stats, isOtherContent });
  // Without a <main>, the element a "skip to main content" link targets (id="maincontent") stands in for it.
  if (landmarks.size === 0) {
    for (const element of stats.keys()) {
      if (isMainContentTarget(element))
        keepNamedContent({ landmark: element, byName, excluded, stats, isOtherContent });
    }
  }
  return { excluded, cardLists };
}

/** Name-matched furniture covering at least this share of a <main>'s text is the content, named oddly. */
const NAMED_SHARE = 0.5;

/**
 * When class names would leave out most of a <main>'s text ("teaser-…" sections of a landing page, "promo"
 * blocks of a shop), the names are the site's words for its content blocks, not furniture: they stay. Hidden
 * elements and comments stay out whatever their share (see isAlwaysFurnitureByName), and so do related items
 * and site chrome (see hasChromeName: a thin product page under its carousels of other products).
 */
interface KeepNamedContentOptions {
  landmark: Element;
  /** Furniture found by class/id name alone. */
  byName: Element[];
  excluded: Set<Element>;
  stats: Map<Element, ElementStats>;
  /** Names that stay furniture whatever their share: related items, chrome, a product page's reviews. */
  isOtherContent: (element: Element) => boolean;
}

function keepNamedContent({
  landmark,
  byName,
  excluded,
  stats,
  isOtherContent,
}: KeepNamedContentOptions): void {
  const landmarkChars = stats.get(landmark)?.chars ?? 0;
  if (landmarkChars === 0) return;
  const inside = byName.filter((element) => isUnder(element, landmark));
  let namedChars = 0;
  for (const element of inside) {
    if (!hasExcludedAncestor(element, landmark, excluded)) namedChars += stats.get(element)?.chars ?? 0;
  }
  if (namedChars < NAMED_SHARE * landmarkChars) return;
  for (const element of inside) if (!isOtherContent(element)) excluded.delete(element);
}

function isUnder(element: Element, ancestor: Element): boolean {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
}

function hasExcludedAncestor(element: Element, landmark: Element, excluded: Set<Element>): boolean {
  for (let node = element.parent; node && node !== landmark; node = node.parent) {
    if (excluded.has(node as Element)) return true;
  }
  return false;
}

/** The <header> of an <article> (its headline and dateline), not the page's header. */
export function isArticleHeader(element: Element): boolean {
  return (
    element.name === "header" && element.parent?.type === "tag" && isInArticle(element.parent as Element)
  );
}

/** What marks a <header> as a page's or a story's own: its headline, date line or contact block. */
const PAGE_HEADER_TAGS = new Set(["h1", "time", "address"]);

/**
 * A <header> inside <main>, a <section> or an <article> is the heading block of a section or card (HTML gives
 * it no banner role there): a landing page's feature titles and taglines. One holding an <h1>, a <time> or an
 * <address> still heads the page or a story, with its date line, and stays furniture.
 */
function isSectionHeader(element: Element): boolean {
  if (element.name !== "header") return false;
  let inSection = false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    const ancestor = node as Element;
    if (ancestor.name === "section" || ancestor.name === "article" || isMainLandmark(ancestor)) {
      inSection = true;
      break;
    }
  }
  return inSection && !hasDescendant(element, PAGE_HEADER_TAGS);
}

function isMainLandmark(element: Element): boolean {
  return element.name === "main" || element.attribs.role?.toLowerCase() === "main";
}

/** Tells whether an element is inside one of `landmarks`; memoised along each path, so linear overall. */
function landmarkMembership(landmarks: Set<Element>): (element: Element) => boolean {
  const known = new Map<Element, boolean>();
  return (element) => {
    const path: Element[] = [];
    let inside = false;
    for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
      const nodeElement = node as Element;
      const memo = known.get(nodeElement);
      if (memo !== undefined) {
        inside = memo;
        break;
      }
      if (landmarks.has(nodeElement)) {
        inside = true;
        break;
      }
      path.push(nodeElement);
    }
    for (const node of path) known.set(node, inside);
    return inside;
  };
}

const MAIN_CONTENT_ID = /^main-?content$/i;

function isMainContentTarget(element: Element): boolean {
  const id = element.attribs.id;
  return id !== undefined && MAIN_CONTENT_ID.test(id);
}
