// A product page's JSON-LD facts, added when the text found lacks them: a description some shops' templates
// store percent-encoded ("An%20elegant%20sofa…") is added as the text it encodes, never as "An%20elegant".
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const DESCRIPTION =
  "An elegant sofa with a curved frame and rounded cushions, upholstered in a washable boucle fabric.";

function productPage(description: string): string {
  const jsonLd = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Atelier Sofa",
    description,
    offers: { "@type": "Offer", price: "2999.00", priceCurrency: "AUD" },
  });
  return `<!doctype html><html><head><title>Atelier Sofa</title>
<script type="application/ld+json">${jsonLd}</script></head><body><main>
<h1>Atelier Sofa</h1><p>$2,999.00</p>
<p>Choose a fabric and a leg stain; each sofa is made to order in our workshop and delivered in ten weeks.</p>
<p>Seat height 45 cm, seat depth 60 cm, overall width 220 cm, overall depth 95 cm.</p>
</main></body></html>`;
}

describe("a product page's JSON-LD description", () => {
  it("is added as the text a percent-encoded description encodes", () => {
    const text = extract(productPage(encodeURIComponent(DESCRIPTION)));
    expect(text).toContain(DESCRIPTION);
    expect(text).not.toContain("%20");
  });

  it("is added as it is when it is plain text", () => {
    const text = extract(productPage(DESCRIPTION));
    expect(text).toContain(DESCRIPTION);
  });

  it("keeps a plain description that holds a percent sign as written", () => {
    const sale = "A sofa at 20% off this week only, with a curved frame and rounded cushions in boucle.";
    expect(extract(productPage(sale))).toContain(sale);
  });
});
