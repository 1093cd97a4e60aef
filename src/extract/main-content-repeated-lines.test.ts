// A shop's product page that renders its name, price and specifications once per layout (one copy hidden by a
// stylesheet the extractor does not read): each line is read once, and so on a maker's page declaring its product
// without an offer. Other pages keep their repeated lines.
import { describe, expect, it } from "vitest";
import { withoutRepeatedLines } from "./main-content/repeated-lines.js";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PRODUCT_JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Trail Wallet","offers":{"@type":"Offer","price":"95.00","priceCurrency":"USD"}}</script>`;

function page(head: string): string {
  const facts = `<div class="facts"><h3>Material</h3><p>Aerospace aluminum</p><h3>Weight</h3><p>2 oz</p>
<h3>Holds</h3><p>1-12 cards</p></div>`;
  return `<!doctype html><html><head><title>Trail Wallet</title>${head}</head><body>
<header><nav><a href="/">Shop</a> <a href="/wallets">Wallets</a></nav></header>
<main><h1>Trail Wallet</h1><p>$95.00</p>
<p>A minimalist wallet that carries less but always what you need: cards, cash and a key, nothing more.</p>
<div class="mobile-only">${facts}</div><div class="desktop-only">${facts}</div>
<table><tr><th>Size</th><th>Cards</th></tr><tr><td>Slim</td><td>12</td></tr><tr><td>Slim</td><td>12</td></tr></table>
</main><footer><a href="/terms">Terms</a></footer></body></html>`;
}

const count = (text: string, line: string) => text.split("\n").filter((each) => each.trim() === line).length;

describe("lines repeated on a product page", () => {
  it("reads each line of a product page once", () => {
    const text = extractMainText(parseHtml(page(PRODUCT_JSON_LD)));
    expect(text).toContain("carries less but always what you need");
    expect(count(text, "Aerospace aluminum")).toBe(1);
    expect(count(text, "Weight")).toBe(1);
    expect(count(text, "1-12 cards")).toBe(1);
  });

  it("keeps a table's repeated rows, in text and in Markdown", () => {
    const text = extractMainText(parseHtml(page(PRODUCT_JSON_LD)));
    expect(count(text, "Slim | 12")).toBe(2);
    const markdown = extractMainMarkdown(parseHtml(page(PRODUCT_JSON_LD)));
    expect(markdown.split("\n").filter((line) => line.includes("Slim")).length).toBe(2);
  });

  it("reads each line once on a maker's page whose product has no offer (JSON-LD or microdata)", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Trail Wallet","potentialAction":{"@type":"BuyAction","target":"https://example.com/buy"}}</script>`;
    expect(count(extractMainText(parseHtml(page(jsonLd))), "Aerospace aluminum")).toBe(1);
    const microdata = page("").replace("<main>", '<main itemscope itemtype="https://schema.org/Product">');
    expect(count(extractMainText(parseHtml(microdata)), "Aerospace aluminum")).toBe(1);
  });

  it("keeps the repeated lines of a review article that declares the product it reviews", () => {
    const jsonLd = `<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Review",
"itemReviewed":{"@type":"Product","name":"Trail Wallet"}},{"@type":"NewsArticle","headline":"Trail Wallet review"}]</script>`;
    expect(count(extractMainText(parseHtml(page(jsonLd))), "Aerospace aluminum")).toBe(2);
  });

  it("keeps the repeated lines of a page that declares no product", () => {
    const text = extractMainText(parseHtml(page("")));
    expect(count(text, "Aerospace aluminum")).toBe(2);
  });

  it("leaves code fences whole", () => {
    const text = "Install\n\n```\nnpm ci\n```\n\nThen\n\n```\nnpm ci\n```\n\nInstall";
    expect(withoutRepeatedLines(text)).toBe("Install\n\n```\nnpm ci\n```\n\nThen\n\n```\nnpm ci\n```");
  });
});
