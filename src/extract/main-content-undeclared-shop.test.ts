// A shop's product page that declares no product in its structured data: customer reviews named as such
// ("customerReviews", "customer_review-R1…") are furniture, however much of the page's prose they hold, and so are
// rails of other products under the headings only shops use ("Customers also bought").
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const REVIEW =
  "I bought these for my daily commute and they have been wonderful so far. The sound is clear, the battery " +
  "lasts the whole week and the case fits in any pocket. Pairing took seconds and the fit is comfortable. ";

const RAIL = Array.from(
  { length: 5 },
  (_, index) =>
    `<li><a href="/dp/${index}">Over-ear headphones model ${index} with a long battery and a soft case</a><span>$${19 + index}.99</span></li>`,
).join("");

function shopPage(reviewsClass: string, railHeading = "Customers also bought"): string {
  const reviews = Array.from(
    { length: 6 },
    (_, index) => `<div id="${reviewsClass}-R${index}" class="a-section">
  <span class="a-profile-name">Buyer ${index}</span><h3>5.0 out of 5 stars Great value</h3>
  <div class="review-text-content"><p>${REVIEW.repeat(2)}</p></div></div>`,
  ).join("\n");
  return `<!doctype html><html><head><title>Wireless Earbuds X2 | Example Shop</title></head><body>
<header><a href="/">Example Shop</a></header>
<div id="dp"><div id="centerCol"><h1>Wireless Earbuds X2 with charging case</h1>
<ul><li>Up to 30 hours of playback with the charging case, 8 hours on a single charge.</li>
<li>Active noise cancellation with a transparency mode for conversations.</li>
<li>Sweat and water resistant to IPX4, for workouts and rainy commutes.</li></ul>
<p>Compact earbuds with a pocket-sized case, three sizes of silicone tips and a USB-C cable in the box.</p></div>
<div id="customerReviews"><h2>Top reviews</h2>${reviews}</div>
<div class="a-carousel-container"><h2>${railHeading}</h2><ol>${RAIL}</ol></div></div>
</body></html>`;
}

describe("customer reviews on a page that declares no product", () => {
  it("leaves out a block named as customer reviews, though it holds most of the prose", () => {
    const text = extractMainText(parseHtml(shopPage("customer_review")));
    expect(text).toContain("Active noise cancellation with a transparency mode");
    expect(text).toContain("Compact earbuds with a pocket-sized case");
    expect(text).not.toContain("daily commute");
  });

  it("leaves out a rail of other products under a shop's heading", () => {
    const text = extractMainText(parseHtml(shopPage("customer_review")));
    expect(text).toContain("Active noise cancellation with a transparency mode");
    expect(text).not.toContain("Over-ear headphones model");
  });

  it("keeps a list under a heading that other pages use for their own lists", () => {
    const text = extractMainText(parseHtml(shopPage("customer_review", "Our other models")));
    expect(text).toContain("Over-ear headphones model");
  });
});
