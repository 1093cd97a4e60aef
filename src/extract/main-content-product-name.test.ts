// A product page whose short description (a few paragraphs) sits in one column and whose name, price and
// summary sit in another: the block holding the name heading is the product's, not the description alone.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PRODUCT_JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Drop necklace","offers":{"@type":"Offer","price":"365.00","priceCurrency":"USD"}}</script>`;

const DESCRIPTION = `<p>A teardrop of eighteen-carat gold holds a single brilliant-cut diamond, set low so that it catches
the light without snagging on a collar or a scarf.</p>
<p>Each pendant is cast and polished by hand in our workshop, then strung on an adjustable chain that sits at
the collarbone or a little lower, as you like it.</p>`;

function page({ head = PRODUCT_JSON_LD, description = DESCRIPTION } = {}): string {
  return `<!doctype html><html><head><title>Drop necklace | Jewellers</title>${head}</head><body>
<header class="site-header"><a href="/">Jewellers</a><nav><a href="/rings">Rings</a> <a href="/necklaces">Necklaces</a></nav></header>
<div class="product-layout">
<div class="product-summary"><h1>Warrior drop necklace</h1><p class="price">$365.00</p>
<ul class="facts"><li>18K yellow gold</li><li>Diamond, 0.18 carat</li><li>Chain 15 to 16 inches</li></ul>
<ul class="lengths"><li><a href="?length=15">15 inches</a></li><li><a href="?length=16">16 inches</a></li>
<li><a href="?length=18">18 inches</a></li></ul><button>Add to cart</button>
<p><a href="/shipping">Shipping and returns</a> <a href="/care">Care guide</a> <a href="/sizes">Size guide</a></p></div>
<div class="product-description">${description}</div>
</div>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>`;
}

describe("a product's short description beside its name", () => {
  it("keeps the name, price and facts with the description on a product page", () => {
    const text = extractMainText(parseHtml(page()));
    expect(text).toContain("set low so that it catches");
    expect(text).toContain("Warrior drop necklace");
    expect(text).toContain("$365.00");
    expect(text).toContain("Diamond, 0.18 carat");
    expect(text).not.toContain("Necklaces");
  });

  it("keeps the description alone on a page that declares no product", () => {
    const text = extractMainText(parseHtml(page({ head: "" })));
    expect(text).toContain("set low so that it catches");
    expect(text).not.toContain("Diamond, 0.18 carat");
  });

  it("keeps a long description alone", () => {
    const long = `${DESCRIPTION}
<p>The diamond is graded for colour and clarity by an independent laboratory, and its certificate travels with the
necklace in a folder of recycled card, together with our lifetime guarantee against defects of workmanship.</p>
<p>Gold is recycled from our own offcuts and from refiners who certify their sources, and every piece is stamped
with its purity and our maker's mark on the back of the bail, where it stays out of sight when worn.</p>
<p>To clean it, soak the pendant in warm water with a drop of mild soap, brush it gently with a soft toothbrush,
rinse it and pat it dry; keep it in its pouch, apart from other pieces, so that nothing scratches the gold.</p>
<p>Every order ships in a padded box with tracking and insurance, and may be returned unworn within thirty days
for a full refund; resizing the chain is free for as long as you own the necklace.</p>
<p>Engraving is offered on the back of the pendant in up to twelve letters, and a gift note can be added at the
checkout; we wrap every gift by hand and leave the price out of the parcel.</p>`;
    const text = extractMainText(parseHtml(page({ description: long })));
    expect(text).toContain("keep it in its pouch");
    expect(text).not.toContain("Diamond, 0.18 carat");
  });
});
