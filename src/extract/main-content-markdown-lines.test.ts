// The line filters read a Markdown line without the renderer's own block prefix: a list item's "Learn more" or a
// product's name said again as "- Name" goes from the Markdown as its line goes from the plain text, and the lines
// kept keep their prefix.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const services = `<!doctype html><html><head><title>Services | Acme Advisory</title></head><body><main>
<h1>Our services</h1>
<p>We help mid-sized companies plan, build and run the systems their finance and people teams depend on, from the
first audit to the day the new process runs without us.</p>
<ul>
<li><h3>Finance and accounting</h3><p>Close the books in days rather than weeks with integrated tools.</p></li>
<li><a class="btn" href="/finance">Learn more</a></li>
<li><h3>Workforce</h3><p>Reshape payroll and HR around data you can trust, with fewer manual steps.</p></li>
<li><a class="btn" href="/workforce">Learn more</a></li>
</ul>
<h2>Get started</h2>
<p>Call us to talk through where your teams lose the most time each month, and what to change first.</p>
</main></body></html>`;

const product = `<!doctype html><html><head><title>Trail Wallet</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Trail Wallet","offers":{"@type":"Offer","price":"95.00","priceCurrency":"USD"}}</script></head><body>
<main><h1>Trail Wallet</h1><p>$95.00</p>
<p>A minimalist wallet that carries less but always what you need: cards, cash and a key, nothing more.</p>
<p>Aerospace aluminum</p>
<ul><li>Aerospace aluminum</li><li>Holds 1-12 cards</li></ul>
</main></body></html>`;

const lines = (text: string, pattern: RegExp) => text.split("\n").filter((line) => pattern.test(line));

describe("Markdown lines filtered as the plain text's", () => {
  it("drops a list item's and a heading's bare call to action, as the plain text drops the line", () => {
    const text = extractMainText(parseHtml(services));
    expect(lines(text, /learn more|get started/i)).toEqual([]);
    const markdown = extractMainMarkdown(parseHtml(services));
    expect(lines(markdown, /learn more|get started/i)).toEqual([]);
    expect(markdown).toContain("- ### Finance and accounting");
    expect(markdown).toContain("Call us to talk through");
  });

  it("reads a product's line said again as a list item once, and keeps the item's marker on the lines kept", () => {
    const text = extractMainText(parseHtml(product));
    expect(lines(text, /Aerospace aluminum/)).toHaveLength(1);
    const markdown = extractMainMarkdown(parseHtml(product));
    expect(lines(markdown, /Aerospace aluminum/)).toEqual(["Aerospace aluminum"]);
    expect(markdown).toContain("- Holds 1-12 cards");
  });
});
