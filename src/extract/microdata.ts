// Reads schema.org microdata (itemscope / itemprop) following the HTML spec's item and property algorithms.
import { type Document, type Element, isTag } from "domhandler";
import { findEvery, visibleText } from "./dom-query.js";
import { findBaseHref, resolvePageHref } from "./page-href.js";
import type { MicrodataItem } from "./types.js";

export interface ExtractMicrodataOptions {
  /** The page's URL, to make URL-valued properties absolute. Without it, URL values are kept as written. */
  pageUrl?: string;
}

/** Items nested deeper than this are left out: real pages nest a handful of levels, hostile ones thousands. */
const MAX_ITEM_DEPTH = 32;

/** Elements whose property value is the URL in `src`, per the HTML spec. */
const SRC_ELEMENTS = new Set(["audio", "embed", "iframe", "img", "source", "track", "video"]);
const HREF_ELEMENTS = new Set(["a", "area", "link"]);

interface ReadContext {
  /** Every element's position in tree order, for sorting properties found through itemref. */
  order: Map<Element, number>;
  /** The first element with each id, for itemref. */
  byId: Map<string, Element>;
  resolve(href: string): string;
}

/**
 * Returns the document's top-level microdata items (itemscope elements that are not themselves a property of
 * another item), in page order. Property values follow the spec: `meta` content, URL attributes made absolute,
 * `data`/`meter` value, `time` datetime, otherwise the text (whitespace collapsed). Nested items are objects;
 * `itemref` is followed, and a reference cycle is cut instead of looping.
 */
export function extractMicrodata(document: Document, options: ExtractMicrodataOptions = {}): MicrodataItem[] {
  const scopes = findEvery((element) => element.attribs.itemscope !== undefined, document);
  if (scopes.length === 0) return [];
  const context = buildContext(document, options.pageUrl);
  return scopes
    .filter((element) => element.attribs.itemprop === undefined)
    .map((element) => readItem(element, context, new Set(), 0));
}

function buildContext(document: Document, pageUrl: string | undefined): ReadContext {
  const order = new Map<Element, number>();
  const byId = new Map<string, Element>();
  for (const element of findEvery(() => true, document)) {
    order.set(element, order.size);
    const id = element.attribs.id;
    if (id && !byId.has(id)) byId.set(id, element);
  }
  const baseHref = findBaseHref(document);
  const resolve = (href: string): string => {
    const trimmed = href.trim();
    if (pageUrl === undefined || trimmed === "") return trimmed;
    // Non-web schemes (mailto:, urn:, tel:) do not resolve to a crawlable URL; the value as written still matters.
    return resolvePageHref({ href: trimmed, baseHref, pageUrl }) ?? trimmed;
  };
  return { order, byId, resolve };
}

function readItem(
  element: Element,
  context: ReadContext,
  ancestors: Set<Element>,
  depth: number,
): MicrodataItem {
  const item: MicrodataItem = { type: splitTokens(element.attribs.itemtype), properties: {} };
  const itemId = element.attribs.itemid;
  if (itemId !== undefined && itemId.trim() !== "") item.id = context.resolve(itemId);

  const lineage = new Set(ancestors).add(element);
  for (const property of crawlProperties(element, context)) {
    let value: string | MicrodataItem;
    if (property.attribs.itemscope !== undefined) {
      if (lineage.has(property) || depth + 1 >= MAX_ITEM_DEPTH) continue;
      value = readItem(property, context, lineage, depth + 1);
    } else {
      value = readValue(property, context);
    }
    for (const name of splitTokens(property.attribs.itemprop)) addProperty(item.properties, name, value);
  }
  return item;
}

/** The spec's "crawl the properties": children and itemref targets, not descending into nested items. */
function crawlProperties(root: Element, context: ReadContext): Element[] {
  const pending: Element[] = childElements(root);
  for (const id of splitTokens(root.attribs.itemref)) {
    const referenced = context.byId.get(id);
    if (referenced) pending.push(referenced);
  }
  const seen = new Set<Element>([root]);
  const results: Element[] = [];
  while (pending.length > 0) {
    const current = pending.pop() as Element;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.attribs.itemscope === undefined) pending.push(...childElements(current));
    if (splitTokens(current.attribs.itemprop).length > 0) results.push(current);
  }
  return results.sort((left, right) => (context.order.get(left) ?? 0) - (context.order.get(right) ?? 0));
}

function readValue(element: Element, context: ReadContext): string {
  const attribs = element.attribs;
  const name = element.name;
  if (name === "meta") return attribs.content ?? "";
  if (SRC_ELEMENTS.has(name)) return attribs.src === undefined ? "" : context.resolve(attribs.src);
  if (HREF_ELEMENTS.has(name)) return attribs.href === undefined ? "" : context.resolve(attribs.href);
  if (name === "object") return attribs.data === undefined ? "" : context.resolve(attribs.data);
  if (name === "data" || name === "meter") return attribs.value ?? "";
  if (name === "time" && attribs.datetime !== undefined) return attribs.datetime.trim();
  return visibleText(element.children);
}

function addProperty(
  properties: MicrodataItem["properties"],
  name: string,
  value: string | MicrodataItem,
): void {
  const existing = Object.hasOwn(properties, name) ? properties[name] : undefined;
  if (existing) {
    existing.push(value);
    return;
  }
  // defineProperty, not assignment: a property named "__proto__" in page markup must stay an ordinary key.
  Object.defineProperty(properties, name, {
    value: [value],
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function childElements(element: Element): Element[] {
  return element.children.filter(isTag);
}

function splitTokens(value: string | undefined): string[] {
  return value ? value.split(/[\t\n\f\r ]+/).filter((token) => token !== "") : [];
}
