// A listed item's bare review count ("146 reviews", "(80 reviews)") is not content; a line saying more is.
// A hand-made shop category page on a pattern that repeats across WCXB's collection and listing pages.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const card = (name: string, price: string, reviews: string) => `<li class="product-card">
  <h3><a href="/p/${name.toLowerCase().replace(/ /g, "-")}">${name}</a></h3>
  <p>Waxed canvas, brass buckles and a padded laptop sleeve, made to last a decade of daily commuting.</p>
  <div class="price">${price}</div><div class="rating-count">${reviews}</div></li>`;

const page = `<!doctype html><html><head><title>Backpacks</title></head><body><main>
<h1>Backpacks</h1>
<p>Everyday packs for the commute and the weekend, tested by our staff on the trails and the trains.</p>
<ul class="products">${card("Canvas Rucksack", "$129.00", "146 reviews")}${card("Roll Top Pack", "$149.00", "(80 reviews)")}
${card("City Daypack", "$99.00", "1 review")}${card("Trail Pack 30", "$179.00", "2,695 customer reviews")}</ul>
<p>411 reviews with an average rating of 4.1 out of 5 stars say the Canvas Rucksack is the one to buy.</p>
</main></body></html>`;

describe("a listed item's bare review count", () => {
  it("leaves out each card's review count and keeps its name, summary and price", () => {
    const text = extractMainText(parseHtml(page));
    expect(text).toContain("Roll Top Pack");
    expect(text).toContain("Waxed canvas, brass buckles");
    expect(text).toContain("$179.00");
    expect(text).not.toMatch(/^\(?[\d,]+ (?:customer )?reviews?\)?$/im);
  });

  it("keeps a line that says more than the count", () => {
    expect(extractMainText(parseHtml(page))).toContain("411 reviews with an average rating of 4.1");
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(page));
    expect(markdown).toContain("City Daypack");
    expect(markdown).not.toMatch(/^\(?[\d,]+ (?:customer )?reviews?\)?$/im);
  });
});
