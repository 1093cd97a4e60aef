// A shop's product page that prints its details in a dialog's markup ("product-details-modal"), shown in the
// page's HTML: on a product page that dialog is content; elsewhere a dialog (a sign-up box) stays furniture.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PRODUCT_JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Cube shelf unit","offers":{"@type":"Offer","price":"79.99","priceCurrency":"USD"}}</script>`;

function page(head: string): string {
  return `<!doctype html><html><head><title>Cube shelf unit</title>${head}</head><body>
<header><nav><a href="/">Store</a> <a href="/storage">Storage</a></nav></header>
<main><h1>Cube shelf unit, white</h1><p>$79.99</p>
<p>Standing or lying, the shelf unit adapts to taste, space and budget: add inserts, doors or drawers.</p>
<p>Use it as a room divider, a sideboard under the television or a bookcase by the bed: it looks good from
every side, so it can stand in the middle of a room as well as against a wall.</p>
<p>Designed to be assembled by one person in under an hour, with every screw and dowel in one numbered bag and
pictures that walk you through each step, and a wall anchor in the box for homes with small children.</p>
<div class="product-details-modal"><h2>Product details</h2>
<p>The simple design with clean lines makes the unit flexible and easy to use at home.</p>
<p>Material: particleboard, fiberboard and acrylic paint. Wipe clean with a damp cloth.</p>
<p>Width 30 inches, depth 15 inches, height 57 inches; each shelf holds up to 29 pounds.</p></div>
</main><footer><a href="/terms">Terms</a></footer></body></html>`;
}

describe("a product page's details in a dialog's markup", () => {
  it("reads the dialog on a product page", () => {
    const text = extractMainText(parseHtml(page(PRODUCT_JSON_LD)));
    expect(text).toContain("adapts to taste, space and budget");
    expect(text).toContain("each shelf holds up to 29 pounds");
  });

  it("leaves it out on a page that declares no product", () => {
    const text = extractMainText(parseHtml(page("")));
    expect(text).toContain("adapts to taste, space and budget");
    expect(text).not.toContain("each shelf holds up to 29 pounds");
  });
});
