// A shop's own description of its product, named as such by its class or id ("product-description",
// "woocommerce-product-details__short-description", "buy-box-product-description") or by schema.org microdata
// (the `description` property of a Product's item): it often sits in the
// purchase column, beside the name and price, while the root chosen is the long description or the
// specifications below. When the text found does not hold it, it is prepended, as a JSON-LD description is
// (see structured-fallback.ts). Collected while the page is walked anyway (observe): no walk of its own.
import type { Element } from "domhandler";
import { visibleText } from "../dom-query.js";
import { isHidden } from "./boilerplate-rules.js";
import { classNameWords } from "./class-name-words.js";
import { isWithin } from "./is-within.js";
import { memoizeByClassAndId } from "./name-verdicts.js";
import { isProductItemType } from "./product-item-type.js";
import { words } from "./word-share.js";

/** Words naming a description … */
const DESCRIPTION_WORDS = new Set(["description", "desc"]);
/** … as the product's own (a "contact-description", a "dialog_description", a card's "description" are not). */
const PRODUCT_WORDS = new Set(["product", "short", "primary", "pdp", "item"]);
/** A shorter block is a tagline or a label, not a description. */
const MIN_CHARS = 100;
/** More blocks so named than this are a grid's cards, not one product's description. */
const MAX_BLOCKS = 8;
/** Elements whose descriptions are never the page's product (a menu's, a form's field hints). */
const FURNITURE_TAGS = new Set(["nav", "header", "footer", "aside", "form", "select", "dialog"]);
/** The text holds the description when this share of its three-word runs are in the text. */
const HELD_SHARE = 0.5;

/** The element is the `description` property of the schema.org Product item it sits in. */
function isMicrodataDescription(element: Element, itemprop: string | undefined): boolean {
  if (itemprop === undefined || !itemprop.split(/\s+/).includes("description")) return false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    const scope = node as Element;
    if (scope.attribs.itemscope !== undefined) return isProductItemType(scope.attribs.itemtype ?? "");
  }
  return false;
}

/** Class or id names the product's description: one name holding a description word and a product word. */
const hasProductDescriptionName = memoizeByClassAndId((element) => {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name === "") continue;
    const nameWords = classNameWords(name);
    if (
      nameWords.some((word) => DESCRIPTION_WORDS.has(word)) &&
      nameWords.some((word) => PRODUCT_WORDS.has(word))
    )
      return true;
  }
  return false;
});

export class ProductDescriptions {
  private readonly blocks: Element[] = [];
  private tooMany = false;

  /**
   * Called for each element of the first walk over <body> (one memoized name test), with its `itemprop`, which the
   * caller has read (each attribute read is a slow one: the attributes objects come in many shapes).
   */
  observe(element: Element, itemprop: string | undefined): void {
    if (this.tooMany || !(hasProductDescriptionName(element) || isMicrodataDescription(element, itemprop)))
      return;
    if (this.blocks.length >= MAX_BLOCKS) this.tooMany = true;
    else this.blocks.push(element);
  }

  /**
   * The page's one description block (outermost of nested ones, ≥ MIN_CHARS, not in furniture or hidden) when
   * `text` does not hold it; [] otherwise, and when there are several (cards of other products).
   */
  linesMissingFrom(text: string): string[] {
    if (this.tooMany || this.blocks.length === 0) return [];
    const outermost = this.blocks.filter(
      (block) => !this.blocks.some((other) => other !== block && isWithin(block, other)),
    );
    const texts = outermost
      .filter((block) => !isInFurniture(block))
      .map((block) => visibleText([block]))
      .filter((blockText) => blockText.length >= MIN_CHARS);
    if (texts.length !== 1) return [];
    const description = texts[0] as string;
    return heldShare(description, text) < HELD_SHARE ? [description] : [];
  }
}

function isInFurniture(element: Element): boolean {
  for (
    let node: Element | null = element;
    node && node.type === "tag";
    node = node.parent as Element | null
  ) {
    if (FURNITURE_TAGS.has(node.name) || isHidden(node)) return true;
  }
  return false;
}

/** Share of `part`'s three-word runs that `whole` holds (a shared word or two is not the same text). */
function heldShare(part: string, whole: string): number {
  const runs = new Set<string>();
  const wholeWords = words(whole);
  for (let index = 0; index + 2 < wholeWords.length; index++) {
    runs.add(`${wholeWords[index]} ${wholeWords[index + 1]} ${wholeWords[index + 2]}`);
  }
  const partWords = words(part);
  let held = 0;
  let total = 0;
  for (let index = 0; index + 2 < partWords.length; index++) {
    total++;
    if (runs.has(`${partWords[index]} ${partWords[index + 1]} ${partWords[index + 2]}`)) held++;
  }
  return total === 0 ? 1 : held / total;
}
