// A page where every reading finds nothing: a shop's category page whose only products sit in a grid its
// theme names as other products ("related-product"), each price printed by a template that leaves spaces
// and a line break between the currency sign and the number (see docs/benchmarks.md, list15).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const MOWERS = [
  ["KR161", "Quarter-acre robotic lawn mower", "2,099.99"],
  ["KR172", "Half-acre robotic lawn mower", "2,499.99"],
  ["KR173", "Three-quarter-acre robotic lawn mower with obstacle avoidance", "2,999.99"],
  ["KR233", "Three-acre robotic lawn mower with obstacle avoidance", "8,499.99"],
  ["KR237", "Seven-acre robotic lawn mower with obstacle avoidance", "15,999.99"],
];

const cards = MOWERS.map(
  ([sku, name, price]) => `<div class="col-md-4 items-listing">
  <a href="/p/${sku}" class="item-img-listing"><h4 class="sku-code">${sku}</h4><img src="/${sku}.png" alt="">
    <div class="item-title-listing"><h3>${name}</h3>
      <div class="price-wrap"><span class="price">
        &#36;
          ${price}
      </span></div></div></a></div>`,
).join("\n");

const page = (
  before: string,
) => `<!doctype html><html><head><title>Robotic lawn mowers | Mowers Inc.</title></head>
<body><header class="site-header"><a href="/">Mowers Inc.</a><nav><a href="/mowers">Mowers</a><a href="/dealers">Dealers</a></nav></header>
<section id="site-content"><div class="entry-content">${before}
<section class="related-product"><div class="row"><div class="content-listing">${cards}</div></div></section>
</div></section>
<div class="signup-popup"><p>Leave your email, and we’ll let you know when a dealer opens near you.</p></div>
<footer class="site-footer"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a>
<p>©2026 Mowers Group Ltd. Mowers® is a registered trademark of Mowers Group Ltd. All rights reserved. Prices exclude delivery and installation by your local dealer.</p></footer></body></html>`;

describe("a page whose only products sit in a grid named as other products", () => {
  it("gives that grid rather than no text", () => {
    const text = extract(
      page(`<ul class="breadcrumbs"><li><a href="/">Home</a></li><li>Robotic lawn mowers</li></ul>`),
    );
    for (const [sku, name, price] of MOWERS) {
      expect(text).toContain(sku as string);
      expect(text).toContain(name as string);
      expect(text).toContain(price as string);
    }
    expect(text).not.toContain("Dealers");
    expect(text).not.toContain("Terms of use");
    expect(text).not.toContain("Leave your email");
    expect(text).not.toContain("registered trademark");
  });

  it("still leaves such a grid out beside the page's own text", () => {
    const text = extract(
      page(`<div class="intro"><h1>Our dealers</h1>
<p>Every Mowers Inc. dealer installs the boundary antenna, maps your lawn and services the mower each spring.</p>
<p>Find the nearest dealer by postcode: most visit within a week and bring a demonstration mower along.</p>
<p>Dealers also collect old batteries for recycling and lend a mower while yours is in the workshop.</p></div>`),
    );
    expect(text).toContain("Every Mowers Inc. dealer installs the boundary antenna");
    expect(text).not.toContain("Quarter-acre robotic lawn mower");
  });
});
