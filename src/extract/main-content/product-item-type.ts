// A schema.org microdata item that is a product (its `itemtype`), as a page declares it (product-page.ts) and as
// a description's item is told apart from a card's or an offer's (product-description.ts).

const PRODUCT_ITEM_TYPE = /schema\.org\/(?:Product|ProductGroup|IndividualProduct)$/i;

/** Whether a microdata `itemtype` names a product. */
export function isProductItemType(itemtype: string): boolean {
  return PRODUCT_ITEM_TYPE.test(itemtype.trim());
}
