// Which elements are never main content (by tag, role, visibility) and which only look like boilerplate
// (by class/id words); the second kind is dropped only when it does not hold the article itself.
import type { Element } from "domhandler";

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

// Class/id words of page furniture. Long distinctive words match anywhere; short ones only as a whole part
// of a class name (split on space, dash and underscore).
const BOILERPLATE_SUBSTRINGS =
  /breadcrumb|sidebar|side-bar|footer|navbar|navigation|newsletter|cookie|consent|gdpr|sharing|share-|-share|social|related|recommend|comment(?!ary)|disqus|subscri|signup|sign-up|promo|sponsor|outbrain|taboola|popup|modal|byline|caption|masthead|trending|popular|pagination|toolbar|widget|author-bio|author-info|about-author|skiplink|skip-link|sr-only|visually-?hidden|screen-reader|copyright|advert|shoutbox|more-stories|morestories|read-more|readmore|paywall|login|signin|dateline|timestamp|teaser|tagline|tag-list|taglist|nocontent|noscript|notification|gallery|carousel|slideshow|lightbox|ticker|breaking-?news/;
const BOILERPLATE_WORDS = new Set([
  "nav",
  "menu",
  "share",
  "shares",
  "social",
  "ad",
  "ads",
  "adv",
  "dfp",
  "gpt",
  "tags",
  "tag",
  "meta",
  "author",
  "print",
  "header",
  "banner",
  "credit",
  "credits",
  "date",
  "overlay",
  "pager",
  "rail",
  "tools",
  "topics",
  "prev",
  "previous",
  "next",
]);

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

/** Hidden by the `hidden` attribute, `aria-hidden="true"` or an inline display:none / visibility:hidden. */
export function isHidden(element: Element): boolean {
  const attributes = element.attribs;
  if (attributes.hidden !== undefined) return true;
  if (attributes["aria-hidden"] === "true") return true;
  const style = attributes.style;
  if (style === undefined || style.length < 12) return false;
  const compact = style.toLowerCase().replace(/\s+/g, "");
  return compact.includes("display:none") || compact.includes("visibility:hidden");
}

/** Furniture by tag or ARIA role (dropped unless it holds the article, see find-furniture.ts). */
export function isBoilerplateByStructure(element: Element): boolean {
  if (BOILERPLATE_TAGS.has(element.name)) return true;
  const role = element.attribs.role;
  return role !== undefined && BOILERPLATE_ROLES.has(role.toLowerCase());
}

/** Class or id says furniture (share bar, related links, cookie banner …). */
export function hasBoilerplateName(element: Element): boolean {
  const name = classAndId(element);
  if (name === "" || EMBED_NAMES.test(name)) return false;
  if (BOILERPLATE_SUBSTRINGS.test(name)) return true;
  for (const token of name.split(/\s+/)) {
    if (HIDDEN_CLASSES.has(token)) return true;
    // Responsive visibility ("hidden-print", "visible-md") says where a block shows, not what it is.
    if (RESPONSIVE_VISIBILITY.test(token)) continue;
    for (const word of token.split(/[_-]+/)) {
      if (BOILERPLATE_WORDS.has(word)) return true;
    }
  }
  return false;
}

/** Class, id or itemprop says this is an article body container. */
export function hasContentName(element: Element): boolean {
  if (element.attribs.itemprop === "articleBody") return true;
  const name = classAndId(element);
  return name !== "" && CONTENT_NAMES.test(name);
}

function classAndId(element: Element): string {
  const className = element.attribs.class;
  const id = element.attribs.id;
  if (className === undefined && id === undefined) return "";
  return `${className ?? ""} ${id ?? ""}`.toLowerCase();
}
