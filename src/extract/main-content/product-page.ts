// Tells a shop's product page from other pages by what it declares about itself: a schema.org Product with an
// offer (JSON-LD or microdata) and no article, or og:type "product". On such a page the customer reviews are
// furniture (the description and specifications are the content); on a review article they are the story.
import type { Document, Element } from "domhandler";
import { declaresDiscussionInJsonLd, isDiscussionItemType } from "./discussion-page.js";
import { ProductDescriptions } from "./product-description.js";
import { isProductItemType } from "./product-item-type.js";

const PRODUCT_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:Product|ProductGroup|IndividualProduct)"/;
const OFFER_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:Offer|AggregateOffer)"/;
const ARTICLE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:\w*Article|BlogPosting)"/;

/**
 * Collects the signals while the page is walked anyway (observe), then decides once (isProductPage): no walk
 * of its own besides the children of <head>.
 */
export class ProductPageSignals {
  private readonly jsonLd: string[] = [];
  private microdataProduct = false;
  private microdataOffer = false;
  private microdataDiscussion = false;
  private openGraphArticle = false;
  private decided: boolean | undefined;
  /** The blocks naming themselves the product's description, seen by the same walk (see product-description.ts). */
  readonly descriptions = new ProductDescriptions();

  /** Called for each element of a walk over <body> (attribute tests only). */
  observe(element: Element): void {
    if (this.decided !== undefined) return;
    if (element.name === "script") {
      if (isJsonLd(element)) this.jsonLd.push(scriptText(element));
      return;
    }
    const { itemtype, itemprop } = element.attribs;
    if (itemtype !== undefined && isProductItemType(itemtype)) this.microdataProduct = true;
    if (itemprop === "offers") this.microdataOffer = true;
    if (itemtype !== undefined && isDiscussionItemType(itemtype)) this.microdataDiscussion = true;
    this.descriptions.observe(element, itemprop);
  }

  /** Whether the page is a product page, from what observe saw and the page's <head>; decided once. */
  isProductPage(document: Document): boolean {
    if (this.decided === undefined) this.decided = this.decide(document);
    return this.decided;
  }

  /**
   * Whether the page declares a product, offered or not, and no article: a shop's product page, or a maker's own
   * page for what others sell (Apple's and Samsung's JSON-LD Product has no offer).
   */
  declaresProduct(document: Document): boolean {
    if (this.isProductPage(document)) return true;
    const text = this.jsonLd.join("\n");
    return (this.microdataProduct || PRODUCT_TYPE.test(text)) && !ARTICLE_TYPE.test(text);
  }

  /** Whether the page's JSON-LD declares an article (NewsArticle, BlogPosting …): comments there are readers'. */
  declaresArticle(document: Document): boolean {
    this.isProductPage(document);
    return ARTICLE_TYPE.test(this.jsonLd.join("\n"));
  }

  /** Whether the page says it is an article, in its JSON-LD or as its Open Graph type ("article"). */
  announcesArticle(document: Document): boolean {
    return this.declaresArticle(document) || this.openGraphArticle;
  }

  /** Whether the page declares a forum post or a Q&A page (see discussion-page.ts). */
  declaresDiscussion(document: Document): boolean {
    this.isProductPage(document);
    return this.microdataDiscussion || declaresDiscussionInJsonLd(this.jsonLd);
  }

  /** The page's JSON-LD blocks as text: those of <head> and those the walk saw. */
  jsonLdTexts(document: Document): readonly string[] {
    this.isProductPage(document);
    return this.jsonLd;
  }

  private decide(document: Document): boolean {
    let productType = false;
    for (const element of headChildren(document)) {
      if (element.name === "script" && isJsonLd(element)) this.jsonLd.push(scriptText(element));
      const key = element.attribs.property ?? element.attribs.name;
      const ogType = key === "og:type" ? element.attribs.content?.trim().toLowerCase() : undefined;
      if (ogType?.startsWith("product")) productType = true;
      if (ogType === "article") this.openGraphArticle = true;
    }
    if (productType || (this.microdataProduct && this.microdataOffer)) return true;
    const text = this.jsonLd.join("\n");
    return PRODUCT_TYPE.test(text) && OFFER_TYPE.test(text) && !ARTICLE_TYPE.test(text);
  }
}

function isJsonLd(script: Element): boolean {
  return script.attribs.type?.split(";")[0]?.trim().toLowerCase() === "application/ld+json";
}

function scriptText(script: Element): string {
  return script.children.map((child) => (child.type === "text" ? child.data : "")).join("");
}

function headChildren(document: Document): Element[] {
  // domhandler types <script> and <style> elements as "script" / "style", not "tag".
  const tags = (parent: { children: Document["children"] }) =>
    parent.children.filter(
      (child): child is Element => child.type === "tag" || child.type === "script" || child.type === "style",
    );
  const html = tags(document).find((element) => element.name === "html");
  const head = tags(html ?? document).find((element) => element.name === "head");
  return head ? tags(head) : [];
}
