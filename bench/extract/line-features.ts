// General features of each line of an extracted text, for the learned line filter's training and evaluation
// (train-line-filter.ts): what the line's text looks like, where it sits in the output, and what the page's DOM
// says about the element whose text it is (tag, ARIA role, class-name words of it and its ancestors, link share,
// depth, position in the page, repeats). Nothing here reads a URL, a domain or the benchmark's labels.
import type { ChildNode, Document, Element } from "domhandler";
import { classNameWords } from "../../src/extract/main-content/class-name-words.js";

/** Class/id words looked for on a line's element and its ancestors: common words, none a site's. */
export const NAME_WORDS = [
  "nav",
  "menu",
  "footer",
  "header",
  "sidebar",
  "related",
  "share",
  "social",
  "cta",
  "button",
  "btn",
  "promo",
  "banner",
  "newsletter",
  "subscribe",
  "comment",
  "comments",
  "review",
  "reviews",
  "testimonial",
  "breadcrumb",
  "tag",
  "tags",
  "meta",
  "author",
  "date",
  "price",
  "product",
  "card",
  "item",
  "title",
  "content",
  "body",
  "article",
  "post",
  "entry",
  "text",
  "description",
  "summary",
  "widget",
  "ad",
  "sponsored",
  "modal",
  "popup",
  "cookie",
  "form",
  "list",
  "grid",
  "hero",
  "feature",
  "tab",
  "faq",
  "spec",
  "specs",
  "rating",
  "cart",
  "label",
  "link",
  "links",
  "icon",
  "caption",
  "copyright",
  "legal",
] as const;

const TAGS = [
  "a",
  "button",
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "td",
  "th",
  "span",
  "div",
  "dt",
  "dd",
  "label",
  "figcaption",
  "blockquote",
  "strong",
] as const;
const ROLES = ["navigation", "banner", "contentinfo", "complementary", "button", "link", "main", "article"];
/** Landmark tags among the ancestors. */
const ANCESTOR_TAGS = [
  "nav",
  "footer",
  "header",
  "aside",
  "main",
  "article",
  "form",
  "section",
  "ul",
  "table",
];

/** Words of a line that tell interface text from prose. */
const LINE_WORDS = [
  "more",
  "learn",
  "read",
  "shop",
  "buy",
  "cart",
  "sign",
  "subscribe",
  "follow",
  "share",
  "related",
  "reviews",
  "review",
  "free",
  "shipping",
  "contact",
  "copyright",
  "rights",
  "reserved",
  "privacy",
  "cookies",
  "policy",
  "terms",
  "login",
  "view",
  "all",
  "see",
  "get",
  "started",
  "now",
  "you",
  "our",
  "we",
  "the",
  "and",
  "of",
  "to",
  "is",
  "in",
  "posted",
  "by",
  "ago",
  "reply",
  "quote",
  "price",
  "sale",
  "add",
  "download",
  "video",
  "newsletter",
] as const;

/** What the DOM knows about one text, keyed by the text without whitespace or cell bars, lower-cased. */
interface ElementFacts {
  /** The outermost element of the chain of elements holding exactly this text. */
  element: Element;
  /** Tags and class words of every element of that chain (the text's own element and its wrappers). */
  chain: Element[];
  linkChars: number;
  count: number;
  order: number;
  depth: number;
}

/** Texts of elements longer than this are not keyed (a line that long is prose whatever its element). */
const MAX_KEY = 300;

export function lineKey(text: string): string {
  return text.replace(/[\s|\u00a0]+/g, "").toLowerCase();
}

interface Walked {
  key: string | undefined;
  linkChars: number;
}

/** What a page says it is in its structured data (JSON-LD types, microdata item types): never the benchmark's kind. */
const DECLARED_KINDS: [string, RegExp][] = [
  ["product", /\bProduct(?:Group)?\b/],
  ["article", /\b(?:News|Blog|Tech|Scholarly)?Article\b|\bBlogPosting\b/],
  ["discussion", /\b(?:DiscussionForumPosting|SocialMediaPosting|QAPage)\b/],
  ["faq", /\bFAQPage\b/],
  ["list", /\b(?:ItemList|CollectionPage|SearchResultsPage|OfferCatalog)\b/],
];

/**
 * One post-order walk: each element's text key (when short), its link characters, its order and depth, and the
 * kinds the page declares.
 */
export function indexElements(document: Document): {
  facts: Map<string, ElementFacts>;
  elements: number;
  declared: Set<string>;
} {
  const facts = new Map<string, ElementFacts>();
  const declared = new Set<string>();
  const declare = (text: string) => {
    for (const [kind, pattern] of DECLARED_KINDS) if (pattern.test(text)) declared.add(kind);
  };
  let order = 0;
  const visit = (node: ChildNode, depth: number, inLink: boolean): Walked => {
    if (node.type === "script") {
      const script = node as Element;
      if (script.attribs.type === "application/ld+json") {
        for (const child of script.children) if (child.type === "text") declare(child.data);
      }
      return { key: "", linkChars: 0 };
    }
    if (node.type === "text") {
      const key = lineKey(node.data);
      return { key, linkChars: inLink ? key.length : 0 };
    }
    if (node.type !== "tag") return { key: "", linkChars: 0 };
    const element = node as Element;
    if (element.attribs.itemtype !== undefined) declare(element.attribs.itemtype);
    if (element.name === "script" || element.name === "style" || element.name === "noscript") {
      return { key: "", linkChars: 0 };
    }
    order++;
    const myOrder = order;
    const link = inLink || element.name === "a";
    let key: string | undefined = "";
    let linkChars = 0;
    for (const child of element.children) {
      const walked = visit(child, depth + 1, link);
      linkChars += walked.linkChars;
      if (walked.key === undefined || key === undefined) key = undefined;
      else key += walked.key;
      if (key !== undefined && key.length > MAX_KEY) key = undefined;
    }
    if (key !== undefined && key !== "") {
      const known = facts.get(key);
      if (known && known.order >= myOrder) {
        // A wrapper of the same text (its descendants come after it in document order): the chain grows outwards.
        known.element = element;
        known.chain.push(element);
      } else if (known) {
        known.count++;
      } else {
        facts.set(key, { element, chain: [element], linkChars, count: 1, order: myOrder, depth });
      }
    }
    return { key, linkChars };
  };
  for (const child of document.children) visit(child, 0, false);
  return { facts, elements: order, declared };
}

const PUNCTUATION = /[.,;:!?。，；：！？、]/g;
const SENTENCE_END = /[.!?。！？:;)"”']$/;
const DIGIT = /\p{N}/gu;
const UPPER = /\p{Lu}/gu;
const LETTER = /\p{L}/gu;
const WORD = /[\p{L}\p{N}_]+/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function elementWords(element: Element): Set<string> {
  const words = new Set<string>();
  for (const attribute of [element.attribs.class, element.attribs.id]) {
    if (attribute === undefined) continue;
    for (const name of attribute.split(/\s+/)) for (const word of classNameWords(name)) words.add(word);
  }
  return words;
}

export interface LineRecord {
  text: string;
  /** Inside a code fence (never filtered). */
  code: boolean;
  features: number[];
}

/** Names of the features, in the order of LineRecord.features. */
export const FEATURE_NAMES: string[] = [
  "bias",
  "log_chars",
  "log_words",
  "sentence_end",
  "punct_per_word",
  "digit_share",
  "upper_share",
  "title_words",
  "avg_word_len",
  "cells",
  "pos",
  "pos_from_end",
  "log_block_lines",
  "index_in_block",
  "repeated_in_output",
  "share_of_output",
  "log_output_chars",
  "log_output_lines",
  "prev_log_chars",
  "next_log_chars",
  "dom_found",
  "dom_link_share",
  "dom_repeats",
  "dom_depth",
  "dom_order",
  ...TAGS.map((tag) => `tag_${tag}`),
  ...ROLES.map((role) => `role_${role}`),
  ...ANCESTOR_TAGS.map((tag) => `anc_${tag}`),
  ...NAME_WORDS.map((word) => `own_${word}`),
  ...NAME_WORDS.map((word) => `up_${word}`),
  ...LINE_WORDS.map((word) => `word_${word}`),
  ...DECLARED_KINDS.map(([kind]) => `page_${kind}`),
];

/** How many ancestors above a line's element are read for class words and landmarks. */
const ANCESTORS = 6;

/** The features of every non-empty line of `text`, extracted from `document`. */
export function lineRecords(text: string, document: Document): LineRecord[] {
  const { facts, elements, declared } = indexElements(document);
  const lines = text.split("\n");
  const counts = new Map<string, number>();
  for (const line of lines) if (line.trim() !== "") counts.set(line, (counts.get(line) ?? 0) + 1);
  const outputChars = text.length;
  const nonEmpty = lines.filter((line) => line.trim() !== "").length;
  // Blocks: runs of non-empty lines between blank ones.
  const blockOf: number[] = [];
  const blockSizes: number[] = [];
  const indexInBlock: number[] = [];
  let block = -1;
  let previousEmpty = true;
  for (const line of lines) {
    if (line.trim() === "") {
      previousEmpty = true;
      blockOf.push(-1);
      indexInBlock.push(0);
      continue;
    }
    if (previousEmpty) {
      block++;
      blockSizes.push(0);
    }
    previousEmpty = false;
    blockOf.push(block);
    indexInBlock.push(blockSizes[block] ?? 0);
    blockSizes[block] = (blockSizes[block] ?? 0) + 1;
  }
  const records: LineRecord[] = [];
  let inCode = false;
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith("```")) {
      inCode = !inCode;
      records.push({ text: line, code: true, features: [] });
      continue;
    }
    if (line.trim() === "") continue;
    seen++;
    if (inCode) {
      records.push({ text: line, code: true, features: [] });
      continue;
    }
    const chars = line.length;
    const words = line.match(WORD) ?? [];
    const letters = count(line, LETTER);
    const lower = new Set(words.map((word) => word.toLowerCase()));
    const neighbour = (step: number) => {
      for (let j = i + step; j >= 0 && j < lines.length; j += step) {
        const other = lines[j] as string;
        if (other.trim() !== "") return Math.log1p(other.length);
      }
      return 0;
    };
    const found = facts.get(lineKey(line));
    const chain = found?.chain ?? [];
    const ancestors: Element[] = [];
    for (
      let parent = found?.element.parent;
      parent && parent.type === "tag" && ancestors.length < ANCESTORS;
      parent = parent.parent
    ) {
      ancestors.push(parent as Element);
    }
    const ownWords = new Set<string>();
    for (const element of chain) for (const word of elementWords(element)) ownWords.add(word);
    const upWords = new Set<string>();
    for (const element of ancestors) for (const word of elementWords(element)) upWords.add(word);
    const tags = new Set(chain.map((element) => element.name));
    const roles = new Set(
      [...chain, ...ancestors].map((element) => element.attribs.role).filter((role) => role !== undefined),
    );
    const ancestorTags = new Set(ancestors.map((element) => element.name));
    const key = lineKey(line);
    const features = [
      1,
      Math.log1p(chars),
      Math.log1p(words.length),
      SENTENCE_END.test(line.trimEnd()) ? 1 : 0,
      count(line, PUNCTUATION) / Math.max(1, words.length),
      count(line, DIGIT) / Math.max(1, chars),
      count(line, UPPER) / Math.max(1, letters),
      words.filter((word) => /^\p{Lu}/u.test(word)).length / Math.max(1, words.length),
      Math.min(20, letters / Math.max(1, words.length)),
      line.includes(" | ") ? 1 : 0,
      (seen - 1) / Math.max(1, nonEmpty),
      (nonEmpty - seen) / Math.max(1, nonEmpty),
      Math.log1p(blockSizes[blockOf[i] as number] ?? 1),
      Math.min(10, indexInBlock[i] ?? 0),
      (counts.get(line) ?? 1) > 1 ? 1 : 0,
      chars / Math.max(1, outputChars),
      Math.log1p(outputChars),
      Math.log1p(nonEmpty),
      neighbour(-1),
      neighbour(1),
      found ? 1 : 0,
      found ? found.linkChars / Math.max(1, key.length) : 0,
      found && found.count > 1 ? 1 : 0,
      found ? Math.min(40, found.depth) / 40 : 0,
      found ? found.order / Math.max(1, elements) : 0,
      ...TAGS.map((tag) => (tags.has(tag) ? 1 : 0)),
      ...ROLES.map((role) => (roles.has(role) ? 1 : 0)),
      ...ANCESTOR_TAGS.map((tag) => (ancestorTags.has(tag) ? 1 : 0)),
      ...NAME_WORDS.map((word) => (ownWords.has(word) ? 1 : 0)),
      ...NAME_WORDS.map((word) => (upWords.has(word) ? 1 : 0)),
      ...LINE_WORDS.map((word) => (lower.has(word) ? 1 : 0)),
      ...DECLARED_KINDS.map(([kind]) => (declared.has(kind) ? 1 : 0)),
    ];
    records.push({ text: line, code: false, features });
  }
  return records;
}
