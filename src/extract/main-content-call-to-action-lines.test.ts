// A section's bare call to action ("Get started", "Book a demo", "Start your free trial") is not content; a line
// or a sentence that says more is, and so is "Contact us", a contact section's own title as often as a button.
// Hand-made page on a pattern that repeats across the WCXB benchmark's service and landing pages (sections each
// ending in a button) and its reviews (each pick ending in "Read the review").
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const landing = `<!doctype html><html><head><title>Ledgerly | Bookkeeping for small teams</title></head><body><main>
<section><h1>Bookkeeping that closes itself</h1>
<p>Ledgerly matches every bank line to its receipt, flags what it cannot match and keeps your books ready for the
accountant at the end of each month, so the small team behind a shop or a studio spends its evenings elsewhere.</p>
<p><a class="btn" href="/signup">Get started</a> <a class="btn" href="/demo">Book a demo</a></p></section>
<section><h2>Invoices paid on time</h2>
<p>Send invoices in your own design, remind late payers without writing the email yourself and see at a glance
which clients pay within the week and which ones need a phone call.</p>
<a class="button" href="/trial">Start your free trial →</a></section>
<section><h2>For developers</h2>
<p><a href="/docs">Get started with the API in five minutes</a>: every ledger entry is one request away.</p>
<p>When you are ready, get started for free and book a demo with our team, or download now the desktop app.</p></section>
<section><h2>Contact us</h2><p>Write to hello@ledgerly.example or call us on weekdays between nine and five.</p></section>
</main></body></html>`;

describe("bare calls to action", () => {
  it("leaves out each section's buttons and keeps the sections' text", () => {
    const text = extractMainText(parseHtml(landing));
    expect(text).toContain("matches every bank line to its receipt");
    expect(text).toContain("remind late payers");
    expect(text).not.toMatch(/^\s*(?:get started|book a demo|start your free trial)\W*$/im);
  });

  it("keeps a line that says more, a sentence holding the words, and a 'Contact us' title", () => {
    const text = extractMainText(parseHtml(landing));
    expect(text).toContain("Get started with the API in five minutes");
    expect(text).toContain("get started for free and book a demo");
    expect(text).toMatch(/^Contact us$/m);
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(landing));
    expect(markdown).toContain("## Invoices paid on time");
    expect(markdown).not.toMatch(/^\s*(?:get started|book a demo|start your free trial)\W*$/im);
  });
});
