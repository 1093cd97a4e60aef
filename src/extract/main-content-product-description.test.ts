// A shop's description of its product, named as such by its class, in the purchase column beside a root chosen
// on the long text below (or marked as a Product's description in microdata): prepended when the text found
// lacks it; a rail's card descriptions never are.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const SHORT =
  "A light, packable insulated jacket that stays warm when wet, made for cold belays and windy ridges alike.";

const STORY = Array.from(
  { length: 6 },
  (_, index) =>
    `<p>Section ${index}: the shell is a recycled ripstop with a water-repellent finish, and the insulation is a ` +
    "synthetic fill that keeps its loft in damp weather. The cuffs are elastic, the hem adjusts with one hand, " +
    "and the jacket packs into its own chest pocket with a loop to clip it to a harness.</p>",
).join("\n");

const SIZES = ["XS", "S", "M", "L", "XL"].map((size) => `<li><a href="/nano?size=${size}">${size}</a></li>`);
const RAIL = [1, 2, 3, 4].map((index) => `<li><a href="/p/${index}">Jacket ${index}</a> $${index}9.00</li>`);

/** The purchase column, then a rail of other products, then the long description in <main>. */
function productPage(purchaseColumn: string): string {
  return `<!doctype html><html><head><title>Nano Jacket | Example Outfitters</title></head><body>
<header><a href="/">Example Outfitters</a><nav><a href="/men">Men</a><a href="/women">Women</a></nav></header>
<div class="product-top"><div class="gallery"><img src="/a.jpg" alt="Nano Jacket"></div>
<div class="purchase">${purchaseColumn}<span class="price">$249.00</span><ul class="sizes">${SIZES.join("")}</ul>
<button>Add to cart</button></div></div>
<div class="rail"><h2>You may also like</h2><ul>${RAIL.join("")}</ul></div>
<main class="details"><h2>Details</h2>${STORY}</main>
<footer><p>© Example Outfitters</p></footer></body></html>`;
}

describe("a product's short description named as such", () => {
  it("is added when the text found lacks it", () => {
    const text = extract(
      productPage(`<h1>Nano Jacket</h1><div class="product-description"><p>${SHORT}</p></div>`),
    );
    expect(text).toContain(SHORT);
    expect(text).toContain("Section 5: the shell");
  });

  it("is not added when the block's name does not say it is the product's", () => {
    const text = extract(
      productPage(`<h1>Nano Jacket</h1><div class="contact-description"><p>${SHORT}</p></div>`),
    );
    expect(text).not.toContain(SHORT);
  });

  it("is not added when other blocks are so named too (a rail's cards)", () => {
    const card = (index: number) =>
      `<div class="card"><div class="product-description"><p>Jacket ${index}: ${SHORT}</p></div></div>`;
    const html = productPage(
      `<h1>Nano Jacket</h1><div class="product-description"><p>${SHORT}</p></div>`,
    ).replace("</ul></div>\n<main", `</ul>${card(1)}${card(2)}</div>\n<main`);
    expect(extract(html)).not.toContain(SHORT);
  });

  it("is added when schema.org microdata names it the Product's description", () => {
    const purchase = `<h1>Nano Jacket</h1><div itemprop="description"><p>${SHORT}</p></div>`;
    const html = productPage(purchase).replace(
      '<div class="product-top">',
      '<div class="product-top" itemscope itemtype="https://schema.org/Product">',
    );
    expect(extract(html)).toContain(SHORT);
  });

  it("is not added when the microdata describes another item (an article's)", () => {
    const purchase = `<h1>Nano Jacket</h1><div itemprop="description"><p>${SHORT}</p></div>`;
    const html = productPage(purchase).replace(
      '<div class="product-top">',
      '<div class="product-top" itemscope itemtype="https://schema.org/Article">',
    );
    expect(extract(html)).not.toContain(SHORT);
  });
});
