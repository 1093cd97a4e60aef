// Rails of other products on a product page, named only by their heading, whose heading sits in a block of its
// own with a "See more" link, the products beside it (hashed class names: the heading's words are the only sign).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Faux leather jacket","offers":{"@type":"Offer","price":"49.99","priceCurrency":"EUR"}}</script>`;

function page(heading: string): string {
  const others = [
    "Bomber jacket, bordeaux",
    "Oversized denim jacket",
    "Quilted vest, black",
    "Suede biker jacket",
  ]
    .map(
      (name, index) =>
        `<article class="k${index}Q"><a href="/p/${index}"><img src="/i/${index}.jpg" alt=""><h3>${name}</h3></a><p>€${59 + index}.99</p></article>`,
    )
    .join("");
  return `<!doctype html><html><head><title>Faux leather jacket | Shop</title>${JSON_LD}</head><body>
<main><div class="x1Aa"><h1>Faux leather jacket - black</h1><p>€49.99 VAT included</p>
<p>A cropped jacket in faux leather with a turn-down collar, a zip fastening and a chest pocket, lined throughout.</p>
<ul><li>Outer fabric: 100% polyester</li><li>Care: machine wash at 30 °C</li><li>Fit: regular</li></ul></div>
<div class="r7Tz"><div class="h2Qw"><h2>${heading}</h2><a href="/more">See more</a></div><div class="g5Lp">${others}</div></div>
<div class="d3Fe"><h2>Material and care</h2>
<p>The outer fabric is a polyurethane-coated polyester that looks like leather and wipes clean with a damp cloth.</p>
<p>Wash it inside out on a gentle cycle, hang it to dry and keep it away from radiators so the coating stays supple.</p>
</div></main></body></html>`;
}

describe("rails of other products whose heading block stands apart", () => {
  it.each([
    "How about these?",
    "Variations of this style",
    "More from Bershka",
    "Often viewed with each other",
  ])("leaves out a rail headed '%s' with its products", (heading) => {
    const text = extractMainText(parseHtml(page(heading)));
    expect(text).toContain("turn-down collar");
    expect(text).toContain("keep it away from radiators");
    expect(text).not.toContain("Oversized denim jacket");
  });

  it("keeps products under a heading that does not name other products", () => {
    const text = extractMainText(parseHtml(page("In this outfit")));
    expect(text).toContain("turn-down collar");
    expect(text).toContain("Oversized denim jacket");
  });
});
