// Which elements are never main content (by tag, role, visibility) and which only look like boilerplate
// (by class/id words); the second kind is dropped only when it does not hold the article itself.
import type { Element } from "domhandler";
import { classNameWords, singular, withoutModuleHash } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** Elements whose text is never page content. */
const NEVER_TEXT_TAGS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "canvas",
  "video",
  "audio",
  "map",
  "head",
  "title",
  "meta",
  "link",
  "base",
  "button",
  "select",
  "option",
  "optgroup",
  "datalist",
  "textarea",
  "input",
  "label",
  "dialog",
  "menu",
]);

/** Page furniture by its HTML tag: navigation, page and section chrome, asides, captions. */
const BOILERPLATE_TAGS = new Set(["nav", "aside", "footer", "header", "figcaption", "form"]);

/** ARIA landmarks and widgets that are never the article. */
const BOILERPLATE_ROLES = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "complementary",
  "search",
  "menu",
  "menubar",
  "toolbar",
  "dialog",
  "alertdialog",
  "tablist",
]);

// Class/id words of page furniture, matched as whole words of one class name (see class-name-words.ts), in
// the singular. These say furniture wherever they stand in a name ("related-posts", "share-buttons") …
const FURNITURE_WORDS = new Set([
  "breadcrumb",
  "newsletter",
  "cookie",
  "consent",
  "gdpr",
  "share",
  "sharing",
  "sharebar",
  "sharethi",
  "addthi",
  "social",
  "related",
  "recommend",
  "recommended",
  "recommendation",
  "disqu",
  "subscribe",
  "subscription",
  "subscriber",
  "signup",
  "signin",
  "login",
  "sponsor",
  "sponsored",
  "outbrain",
  "taboola",
  "popup",
  "modal",
  "trending",
  "popular",
  "pagination",
  "pager",
  "advert",
  "advertisement",
  "advertising",
  "ad",
  "ads",
  "adv",
  "dfp",
  "gpt",
  "paywall",
  "skiplink",
  "shoutbox",
  "lightbox",
  "ticker",
  "gallery",
  "byline",
  "caption",
  "dateline",
  "timestamp",
  "teaser",
  "tagline",
  "notification",
  "nocontent",
  "noscript",
  "copyright",
  "masthead",
  "toolbar",
  "comment",
  "readmore",
  "morestorie",
  "taglist",
  "sronly",
  "visuallyhidden",
  "screenreader",
  "authorbio",
  "authorinfo",
  "aboutauthor",
  "breakingnew",
  "print",
  "overlay",
  "signature",
  "signaturecontainer",
  "postprofile",
  "userextra",
  "notice",
  // A reader's verdict on the page: "Was this page helpful?", "Share your feedback".
  "feedback",
]);
// … these, as written (not made singular), name a group of calls to action ("wp-block-buttons", "hero__ctas"):
// the singular "button" names a link styled as one, which can be a card's or a step's own title.
const BUTTON_GROUP_WORDS = new Set(["buttons", "ctas"]);
// … these name a region of the page, and say furniture only as the name's last word ("sidebar-left" counts
// the side words as generic): "sidebar-sidecar-layout_main" is the main column, "elementor-widget-wrap" …
const REGION_WORDS = new Set([
  "sidebar",
  "nav",
  "navbar",
  "navigation",
  "menu",
  "header",
  "footer",
  "rail",
  "tool",
  "meta",
  "tag",
  "topic",
  "author",
  "date",
  "credit",
  "prev",
  "previou",
  "next",
]);
// Words that qualify a name's head rather than being it: "sidebar-wrapper", "footer-links", "menu-item".
const GENERIC_WORDS = new Set([
  "wrap",
  "wrapper",
  "container",
  "inner",
  "outer",
  "holder",
  "box",
  "area",
  "region",
  "block",
  "section",
  "panel",
  "module",
  "component",
  "el",
  "element",
  "inside",
  "col",
  "column",
  "left",
  "right",
  "top",
  "bottom",
  "primary",
  "secondary",
  "sticky",
  "fixed",
  "desktop",
  "mobile",
  "link",
  "list",
  "item",
  "button",
  "icon",
  "bar",
  "row",
  "group",
]);
// A name with one of these words is a slug of some text ("sharing-with-the-community"), not a role.
const FUNCTION_WORDS = new Set([
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "to",
  "with",
  "for",
  "in",
  "on",
  "your",
  "how",
  "what",
  "why",
  "is",
  "are",
]);
const UTILITY_CLASS = /[:[\]/!]/;
/** Longer names are descriptions or slugs, not roles. */
const MAX_NAME_WORDS = 6;

// Whole class names that hide an element in every common CSS framework.
const HIDDEN_CLASSES = new Set(["hidden", "hide", "is-hidden", "d-none", "invisible"]);
const RESPONSIVE_VISIBILITY = /^(?:hidden|visible)-/;

// Embedded posts and quotes (tweets, Instagram posts) are part of the story even inside "social" wrappers.
const EMBED_NAMES =
  /tweet|instagram-media|social-?(?:media-?)?embed|embed-?(?:twitter|instagram|social|facebook)/;

// Class/id words of an article body container.
const CONTENT_NAMES =
  /article-?body|article__body|articlebody|article-?content|article__content|article-?text|articletext|story-?body|storybody|story-?content|story-?text|entry-?content|entry-?body|post-?content|post-?body|post-?text|post-?entry|body-?text|bodytext|text-?content|content-?body|main-?content|rich-?text|richtext|field-?body|fulltext|full-text/;

export function isNeverText(element: Element): boolean {
  return NEVER_TEXT_TAGS.has(element.name);
}

/**
 * Out of the page even once its scripts have run: aria-hidden="true" (but for a redundant link) or an inline
 * display:none. (The `hidden` attribute and visibility:hidden are often how a page holds content a script is
 * about to reveal.)
 */
export function isRemovedFromLayout(element: Element): boolean {
  const attributes = element.attribs;
  if (attributes["aria-hidden"] === "true" && !isRedundantLink(element)) return true;
  const style = attributes.style;
  if (style === undefined || style.length < 12) return false;
  return DISPLAY_NONE.test(style);
}

// An inline style's declarations, in any case and with whitespace anywhere (as if lower-cased and stripped of
// whitespace), matched without building a copy of the style. (Only ASCII letters match: a non-ASCII letter
// neither lower-cases to one of these nor matches one in a case-insensitive regular expression without the u flag.)
const DISPLAY_NONE = /d\s*i\s*s\s*p\s*l\s*a\s*y\s*:\s*n\s*o\s*n\s*e/i;
const VISIBILITY_HIDDEN = /v\s*i\s*s\s*i\s*b\s*i\s*l\s*i\s*t\s*y\s*:\s*h\s*i\s*d\s*d\s*e\s*n/i;

/**
 * A link hidden from screen readers and taken out of the tab order because another link beside it goes to the
 * same place (a teaser's image and summary repeating its headline link): it is on screen all the same.
 */
function isRedundantLink(element: Element): boolean {
  return element.name === "a" && element.attribs.tabindex === "-1";
}

/** Hidden by the `hidden` attribute, `aria-hidden="true"` or an inline display:none / visibility:hidden. */
export function isHidden(element: Element): boolean {
  const attributes = element.attribs;
  if (attributes.hidden !== undefined) return true;
  if (attributes["aria-hidden"] === "true" && !isRedundantLink(element)) return true;
  const style = attributes.style;
  if (style === undefined || style.length < 12) return false;
  return DISPLAY_NONE.test(style) || VISIBILITY_HIDDEN.test(style);
}

/** Furniture by tag or ARIA role (dropped unless it holds the article, see find-furniture.ts). */
export function isBoilerplateByStructure(element: Element): boolean {
  if (BOILERPLATE_TAGS.has(element.name)) return true;
  const role = element.attribs.role;
  return role !== undefined && BOILERPLATE_ROLES.has(role.toLowerCase());
}

/** Class or id says furniture (share bar, related links, cookie banner …), word by word (see FURNITURE_WORDS). */
export const hasBoilerplateName = memoizeByClassAndId((element) => readsAsBoilerplateName(element, false));

/**
 * As hasBoilerplateName, with "header" as a name's last word not counted ("accordion-header" reads as
 * "accordion"): what a heading's class says beyond calling it the header of its block (see section-heading.ts).
 */
export const hasBoilerplateNameBesidesHeader = memoizeByClassAndId((element) =>
  readsAsBoilerplateName(element, true),
);

/** "accordion-header", "et_pb_module_header", "Copy__header": the words before a trailing "header". */
const TRAILING_HEADER = /[-_]*header$/i;

function readsAsBoilerplateName(element: Element, besidesHeader: boolean): boolean {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  if (EMBED_NAMES.test(classAndId(element))) return false;
  for (const written of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    const name = besidesHeader ? written.replace(TRAILING_HEADER, "") : written;
    // Framework-internal names ("__next", "___gatsby") and utility classes with variants or values
    // ("print:break-inside-avoid", "w-[40%]") say nothing about what a block is.
    if (name === "" || name.startsWith("_") || UTILITY_CLASS.test(name)) continue;
    if (namesHidden(name)) return true;
    const lower = name.toLowerCase();
    // Responsive visibility ("hidden-print", "visible-md") says where a block shows, not what it is.
    if (RESPONSIVE_VISIBILITY.test(lower)) continue;
    if (isFurnitureName(name)) return true;
  }
  return false;
}

/**
 * Class or id says the element is hidden ("hidden", "d-none") or holds readers' comments: furniture however
 * much of a page it covers (see keepNamedContent in find-furniture.ts).
 */
export const isAlwaysFurnitureByName = memoizeByClassAndId(readsAsAlwaysFurniture);

function readsAsAlwaysFurniture(element: Element): boolean {
  const { class: className, id } = element.attribs;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name === "") continue;
    if (namesHidden(name)) return true;
    if (classNameWords(name).some((word) => COMMENT_WORDS.has(singular(word)))) return true;
  }
  return false;
}

const COMMENT_WORDS = new Set(["comment", "disqu", "respond", "reply"]);

/**
 * Class or id says the element is out of the layout ("hide", "d-none": display:none), on some widths or all.
 * "invisible" (visibility:hidden) is not counted: like the inline style, it often holds what a script reveals
 * (a carousel's slides before it starts).
 */
export const hasHiddenClass = memoizeByClassAndId((element) => {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name.toLowerCase() !== "invisible" && namesHidden(name)) return true;
  }
  return false;
});

/**
 * One class or id name says hidden ("hidden", "d-none"), even beside a class that shows it at some width ("hidden
 * lg:flex", "d-none d-md-block"): a block hidden on phones is a desktop layout's extra (its menus and rails, a
 * section also written for phones), and the page's content reads the same without it.
 */
function namesHidden(name: string): boolean {
  return HIDDEN_CLASSES.has(name.toLowerCase());
}

// Class/id words of blocks that are never the page's own content, however much of a <main> they cover: other
// items (related products, recommendations) and site chrome (share bars, breadcrumbs, sign-up prompts, a forum
// post's signature and member statistics, notices).
const CHROME_WORDS = new Set([
  "related",
  "recommend",
  "recommended",
  "recommendation",
  "share",
  "sharing",
  "sharebar",
  "social",
  "breadcrumb",
  "sponsor",
  "sponsored",
  "cookie",
  "consent",
  "newsletter",
  "subscribe",
  "signup",
  "signin",
  "login",
  "popup",
  "modal",
  "pagination",
  "signature",
  "signaturecontainer",
  "postprofile",
  "userextra",
  "notice",
]);

// Class/id words of customer reviews and of the review widgets shops embed (Yotpo, Okendo, Judge.me, Loox,
// Bazaarvoice, Stamped); furniture on product pages only (see product-page.ts).
const REVIEW_WORDS = new Set([
  "review",
  "rating",
  "yotpo",
  "okendo",
  "jdgm",
  "loox",
  "bv",
  "bvseo",
  "stamped",
]);

// Class/id words of carousels, slideshows and promotions: a landing or service page's features, testimonials
// and offers rotate in them or are its "promo" sections, so they are content, except on a shop's product page,
// where they hold other products, reviews and discount banners.
const SLIDES_WORDS = new Set(["carousel", "slideshow", "promo", "promotion", "promotional"]);

/** Class or id names a carousel, slideshow or promotion ("owl-carousel", "c-carousel__slide", "promo-band"). */
export const hasSlidesName = memoizeByClassAndId((element) => hasNameWord(element, SLIDES_WORDS));

// Class/id words of cookie-consent managers (and the common vendors' own names): their settings panels hold
// pages of prose about purposes and vendors, more than a short page's own content.
const CONSENT_WORDS = new Set(["consent", "gdpr", "onetrust", "cookiebot", "didomi"]);
/** Class or id names a consent manager ("onetrust-consent-sdk", "gdpr-banner"). */
export const hasConsentName = memoizeByClassAndId((element) => hasNameWord(element, CONSENT_WORDS));

/** Class or id names customer reviews or ratings ("product-reviews", "yotpo-main-widget"). */
export const hasReviewName = memoizeByClassAndId((element) => hasNameWord(element, REVIEW_WORDS));

/** Class or id names a block that is never the page's content: related items, share bars (see CHROME_WORDS). */
export const hasChromeName = memoizeByClassAndId((element) => hasNameWord(element, CHROME_WORDS));

// Class/id words of text for screen readers only: never on screen, whatever it sits in.
const SCREEN_READER_WORDS = new Set(["sronly", "visuallyhidden", "screenreader"]);

/** Class or id names text for screen readers only ("sr-only", "visually-hidden", "screen-reader-text"). */
export const hasScreenReaderName = memoizeByClassAndId((element) =>
  hasNameWord(element, SCREEN_READER_WORDS),
);

/** One of the element's class names or its id holds one of `words` (a role name, not a slug or utility class). */
function hasNameWord(element: Element, words: Set<string>): boolean {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name === "" || name.startsWith("_") || UTILITY_CLASS.test(name)) continue;
    const nameWords = classNameWords(name).map(singular);
    if (nameWords.length > MAX_NAME_WORDS || nameWords.some((word) => FUNCTION_WORDS.has(word))) continue;
    if (nameWords.some((word) => words.has(word))) return true;
  }
  return false;
}

/** Class or id names readers' comments ("comments_subtree", "comment-body"). */
export const hasCommentName = memoizeByClassAndId(readsAsCommentName);

function readsAsCommentName(element: Element): boolean {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name !== "" && classNameWords(name).some((word) => COMMENT_WORDS.has(singular(word)))) return true;
  }
  return false;
}

function isFurnitureName(name: string): boolean {
  const written = classNameWords(withoutModuleHash(name));
  const words = written.map(singular);
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return false;
  if (words.some((word) => FUNCTION_WORDS.has(word))) return false;
  if (words.some((word) => FURNITURE_WORDS.has(word))) return true;
  if (namesAccessibilityText(words)) return true;
  if (written.some((word) => BUTTON_GROUP_WORDS.has(word))) return true;
  for (let index = words.length - 1; index >= 0; index--) {
    const word = words[index] as string;
    if (GENERIC_WORDS.has(word) || /^\d+$/.test(word) || word.length === 1) continue;
    return REGION_WORDS.has(word);
  }
  return false;
}

/**
 * "a11y" beside a word for text ("a11y-new-window-message", "a11yText", "a11yLabel"): a message or label written
 * for screen readers only, like "sr-only" text. "a11y" alone names a skip link's target ("a11y-main-content")
 * or an accessibility menu, not text.
 */
function namesAccessibilityText(words: readonly string[]): boolean {
  return words.includes("a11y") && words.some((word) => ACCESSIBILITY_TEXT_WORDS.has(word));
}

const ACCESSIBILITY_TEXT_WORDS = new Set(["text", "label", "message"]);

/** Class, id or itemprop says this is an article body container. */
export function hasContentName(element: Element): boolean {
  return element.attribs.itemprop === "articleBody" || hasContentClassOrId(element);
}

const hasContentClassOrId = memoizeByClassAndId((element) => {
  const name = classAndId(element);
  return name !== "" && CONTENT_NAMES.test(name);
});

function classAndId(element: Element): string {
  const className = element.attribs.class;
  const id = element.attribs.id;
  if (className === undefined && id === undefined) return "";
  return `${className ?? ""} ${id ?? ""}`.toLowerCase();
}
