// A product page whose long description is in one column and whose name, blurb, price and options are in another:
// the name's block is said first when it holds prose of its own, and stays out when it holds only the name, the
// price and buttons.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PRODUCT_JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Field watch","offers":{"@type":"Offer","price":"240.00","priceCurrency":"USD"}}</script>`;

const BLURB = `<p class="blurb">A field watch for every day: a 38 mm steel case, a sapphire crystal over a matte dial, and
a strap of waxed canvas that softens with wear and dries in minutes after the rain.</p>`;

const DESCRIPTION = `<h2>About this watch</h2>
<p>The case is machined from a single bar of surgical steel and brushed by hand, so that scratches from daily wear
blend into its finish instead of standing out against a polished surface, and the crown is screwed down.</p>
<p>Its automatic movement is wound by the motion of your wrist and keeps forty hours of reserve, enough to leave it
on the dresser over a weekend and find it still running, still close to the time you set on Friday.</p>
<p>The dial is printed in three layers so the numerals stand slightly proud of it, and the hands and markers are
filled with a luminous paint that glows for hours after a short time in daylight or under a lamp.</p>
<p>Water resistance is rated to one hundred metres: swimming and showering are fine, and the gaskets are checked
at every service, which we recommend every five years and perform at our own workshop at cost.</p>
<p>Every watch ships with a second strap of leather, a tool to change straps without scratching the lugs, and a
two-year warranty that covers the movement, the crystal and the case against defects of workmanship.</p>
<p>We assemble and regulate each movement in small batches, test it for a week in six positions, and sign the
card that comes with it, so the name on the card is the name of the person who checked your watch.</p>`;

const RAIL =
  "Pilot,Diver,Dress,Chronograph,Canvas strap,Leather strap,Steel bracelet,Gift card,Watch roll,Service plan,Engraving,Workshop"
    .split(",")
    .map((name) => `<li><a href="/p/${name.toLowerCase().replace(/ /g, "-")}">${name}</a></li>`)
    .join("");

function page(summaryProse: string): string {
  return `<!doctype html><html><head><title>Field watch | Watchmakers</title>${PRODUCT_JSON_LD}</head><body>
<header class="site-header"><a href="/">Watchmakers</a><nav><a href="/watches">Watches</a> <a href="/straps">Straps</a></nav></header>
<div class="product-layout">
<div class="product-summary"><h1>Field watch 38</h1>${summaryProse}<p class="price">$240.00</p>
<ul class="sizes"><li><a href="?size=36">36 mm</a></li><li><a href="?size=38">38 mm</a></li></ul>
<button>Add to cart</button></div>
</div>
<div class="shop-links"><ul>${RAIL}</ul></div>
<div class="product-description">${DESCRIPTION}</div>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>`;
}

describe("a product's name block beside its description", () => {
  it("says the name block first when it holds prose of its own", () => {
    const text = extractMainText(parseHtml(page(BLURB)));
    expect(text).toContain("still close to the time you set on Friday");
    expect(text).toContain("Field watch 38");
    expect(text).toContain("dries in minutes after the rain");
    expect(text.indexOf("Field watch 38")).toBeLessThan(text.indexOf("About this watch"));
    expect(text).not.toContain("Straps");
  });

  it("leaves out a name block of only the name, the price and buttons", () => {
    const text = extractMainText(parseHtml(page("")));
    expect(text).toContain("still close to the time you set on Friday");
    expect(text).not.toContain("$240.00");
  });

  it("says the name block first when the page is read again as its grid", () => {
    const text = extractMainText(parseHtml(SHORT_COLUMN_PAGE));
    expect(text).toContain("Basecamp Orange");
    expect(text).toContain("block card readers");
    expect(text.indexOf("block card readers")).toBeLessThan(text.indexOf("Matte Olive"));
  });
});

// A short column beside the name block and a grid three times as long: the grid is read as the page's text.
const CARDS =
  "Matte Olive,Carbon Weave,Gunmetal,Alpine Navy,Matte Black,Burnt Titanium,Forged Carbon,Iridescent,Dark Harbor,Green Flash,Royal Black,Basecamp Orange"
    .split(",")
    .map(
      (name, i) =>
        `<li class="product-card"><a href="/p/${i}"><span class="name">${name}</span><span class="material">Aluminium, anodized</span><span class="price">$${80 + i * 5}</span></a></li>`,
    )
    .join("\n");

const SHORT_COLUMN_PAGE = `<!doctype html><html><head><title>Wallets | Carry</title><meta property="og:type" content="product"></head><body>
<header class="site-header"><a href="/">Carry</a><nav><a href="/wallets">Wallets</a> <a href="/bags">Bags</a></nav></header>
<div class="collection-hero"><h1>Wallets</h1><p>Slim metal wallets that hold twelve cards and your cash, and block card readers.</p></div>
<div class="collection-grid"><ul class="products">
${CARDS}
</ul></div>
<div class="collection-story"><h2>Built to last</h2><p>Our materials are chosen with care and a thoughtful connection to what our community tells us, and every wallet is tested to carry cards for years.</p>
</div>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>`;
