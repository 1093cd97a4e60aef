// A listed item's bare actions ("Add to cart", "Quick view", "Visit website") are not content; a line saying more is.
// A hand-made category page on a pattern that repeats across the WCXB benchmark's collection and listing pages.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const product = (name: string, price: string, action: string) => `<li class="product">
  <a href="/p/${price}"><h3>${name}</h3></a><p>Hand-thrown stoneware, glazed in small batches and fired twice.</p>
  <div class="price">$${price}</div><div class="hover-actions"><a href="#">Quick view</a></div>
  <div class="actions"><a class="btn" href="#">${action}</a></div><div class="compare"><a href="#">Compare</a></div></li>`;

const category = `<!doctype html><html><head><title>Mugs | Clay Works</title></head><body><main>
<h1>Mugs</h1>
<p>Every mug we sell is made in our own studio, from local clay, and each one is a little different from the next.</p>
<ul class="products">
${product("Morning mug", "28", "Add to cart")}${product("Tall latte mug", "32", "+ Add to Bag")}${product("Espresso cup", "18", "Choose options")}
</ul>
<p><a href="/compare">Compare glazes and clays</a> before you buy, or <a href="/shop">shop now</a> for the whole range.</p>
</main></body></html>`;

describe("a shop card's bare actions", () => {
  it("leaves out each product's buttons and keeps its name, text and price", () => {
    const text = extractMainText(parseHtml(category));
    expect(text).toContain("Tall latte mug");
    expect(text).toContain("Hand-thrown stoneware");
    expect(text).toContain("$18");
    expect(text).not.toMatch(/quick view|add to cart|add to bag|choose options|^compare$/im);
  });

  it("keeps a line that says more than the action", () => {
    const text = extractMainText(parseHtml(category));
    expect(text).toContain("Compare glazes and clays");
    expect(text).toContain("shop now for the whole range");
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(category));
    expect(markdown).toContain("Espresso cup");
    expect(markdown).not.toMatch(/quick view|add to cart|^compare$/im);
  });
});

const company = (name: string, city: string) => `<article class="company">
  <h3><a href="/c/${city}">${name}</a></h3><p>Family-run remodelling firm serving ${city} and the towns around it since 1987.</p>
  <ul class="actions"><li><a href="/c/${city}">View company profile</a></li><li><a href="https://example.com">Visit website</a></li></ul>
  </article>`;

const directory = `<!doctype html><html><head><title>Remodelers | Trade Directory</title></head><body><main>
<h1>Remodelers near you</h1>
<p>Every firm listed here is licensed and insured, and has been reviewed by at least ten of its customers.</p>
${company("Oak & Nail", "Springfield")}${company("Level Best Builders", "Shelbyville")}${company("North Star Homes", "Ogdenville")}
<p>Ask us to <a href="/match">view the profile</a> of any firm you are thinking of hiring.</p>
</main></body></html>`;

describe("a directory entry's bare actions", () => {
  it("leaves out each entry's profile and website links and keeps its name and text", () => {
    const text = extractMainText(parseHtml(directory));
    expect(text).toContain("Level Best Builders");
    expect(text).toContain("serving Ogdenville and the towns");
    expect(text).not.toMatch(/view company profile|visit website/i);
    expect(text).toContain("view the profile of any firm");
  });
});

const pick = (name: string, review: string, merchants: string[]) => `<div class="entry"><h2>${name}</h2>
  <p>${review}</p>${merchants.map((merchant) => `<p>${merchant}</p>`).join("")}</div>`;

const roundup = `<!doctype html><html><head><title>The best commuter e-bikes | Ride Lab</title></head><body><article>
<h1>The best commuter e-bikes</h1>
<p>We bought eleven e-bikes, rode each of them to work for a month and measured range, weight and comfort.</p>
${pick("Vela Urban 2", "It held its charge through every commute of the three weeks we rode it, cold mornings included.", ["Check price at Amazon", "Check price at REI (on sale!)"])}
${pick("Torq City", "The lightest of the test at nineteen kilos, it climbs well but its seat gets hard after half an hour.", ["$1,299.00 from Best Buy", "See it at Walmart"])}
${pick("Nimbus Fold", "It folds in ten seconds and fits under a desk, which made up for its short range on our hilly loop.", ["Buy now at Amazon", "Buy on Nimbus"])}
<p>Check the price at your local shop too: they often match online deals and throw in a free fitting.</p>
</article></body></html>`;

describe("a review roundup's merchant links", () => {
  it("leaves out each pick's price and merchant lines and keeps its review", () => {
    const text = extractMainText(parseHtml(roundup));
    expect(text).toContain("Torq City");
    expect(text).toContain("climbs well but its seat gets hard");
    expect(text).not.toMatch(/check price at|from best buy|see it at|buy now at/i);
  });

  it("keeps a sentence about prices, and a merchant line of another form", () => {
    const text = extractMainText(parseHtml(roundup));
    expect(text).toContain("Check the price at your local shop too");
    expect(text).toContain("Buy on Nimbus");
  });
});
