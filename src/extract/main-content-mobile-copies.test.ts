// A section rendered once per layout (desktop, tablet and phone copies the stylesheet swaps) is said once; a line
// said twice that no phone-only block holds stays twice. Hand-made pages on a pattern of the WCXB benchmark's
// shop themes, page builders and news sites (a guide in columns and again in an accordion, a lead story in a grid
// and again in a phone carousel).
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const guide = `<!doctype html><html><head><title>Carry-on luggage guide | Roamwell</title></head><body><main>
<h1>Carry-on luggage guide</h1>
<p>Airlines set their own limits for the bag you take on board, and the numbers change more often than travellers
expect, so we keep this guide up to date with each carrier's published sizes and weights.</p>
<div class="d-none d-lg-block guide-columns">
<h2>How big can a carry-on be?</h2>
<p>Most carriers allow 22 by 14 by 9 inches, wheels included.</p>
<p>Budget airlines allow less unless you pay for priority boarding.</p>
<h2>Weight limits are stricter abroad</h2>
<p>European airlines often weigh the bag at the gate.</p>
</div>
<div class="d-none d-md-block d-lg-none guide-tablet">
<h2>How big can a carry-on be?</h2>
<p>Most carriers allow 22 by 14 by 9 inches, wheels included.</p>
<p>Budget airlines allow less unless you pay for priority boarding.</p>
<h2>Weight limits are stricter abroad</h2>
<p>European airlines often weigh the bag at the gate.</p>
</div>
<div class="guide-phone d-md-none">
<h2>How big can a carry-on be?</h2>
<p>Most carriers allow 22 by 14 by 9 inches, wheels included.</p>
<p>Budget airlines allow less unless you pay for priority boarding.</p>
<h2>Weight limits are stricter abroad</h2>
<p>European airlines often weigh the bag at the gate.</p>
</div>
<h2>Before you fly</h2>
<p>Measure the bag when it is packed full, then weigh it with everything you plan to carry on board.</p>
<ul><li>Pack liquids in a clear bag of one litre</li><li>Keep medicines in the bag you carry on</li></ul>
<p>A soft bag squeezes into the airline's sizer where a hard shell of the same size will not.</p>
<ul><li>Pack liquids in a clear bag of one litre</li><li>Keep chargers in the bag you carry on</li></ul>
</main></body></html>`;

const count = (text: string, part: string) => text.split(part).length - 1;

describe("a section said again for phones", () => {
  it("says the section once", () => {
    const text = extractMainText(parseHtml(guide));
    expect(count(text, "Most carriers allow 22 by 14 by 9 inches")).toBe(1);
    expect(count(text, "European airlines often weigh the bag")).toBe(1);
    expect(text).toContain("Budget airlines allow less");
    expect(count(text, "How big can a carry-on be?")).toBe(1);
  });

  it("keeps a line said twice that no phone-only block holds", () => {
    const text = extractMainText(parseHtml(guide));
    expect(count(text, "Pack liquids in a clear bag of one litre")).toBe(2);
  });

  it("says it once in the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(guide));
    expect(count(markdown, "Most carriers allow 22 by 14 by 9 inches")).toBe(1);
  });

  it("says once a section a site builder renders once per breakpoint (Framer's variants)", () => {
    const variant = (hidden: string) => `<div class="ssr-variant ${hidden}"><div class="framer-1d549uq">
<h2 class="framer-text">What a kitchen remodel costs</h2>
<p class="framer-text">Cabinets and counters take half of a kitchen budget.</p>
<p class="framer-text">Moving plumbing adds weeks and permits to the job.</p></div></div>`;
    const page = `<!doctype html><html><head><title>Remodel costs | Loft Builders</title></head><body>
<div id="main"><section><h1>Remodel costs</h1>
<p>What we charge depends on the rooms, the materials and how much of the house stays livable while we work, so
every estimate starts with a visit and a written scope that you keep whether or not you hire us.</p>
${variant("hidden-bnz77l hidden-12t0irv")}${variant("hidden-12t0irv hidden-1rq27kw")}${variant("hidden-bnz77l hidden-1rq27kw")}
</section></div></body></html>`;
    const text = extractMainText(parseHtml(page));
    expect(count(text, "Cabinets and counters take half of a kitchen budget.")).toBe(1);
    expect(count(text, "Moving plumbing adds weeks and permits to the job.")).toBe(1);
  });
});

const steps = (classes: string) => `<div class="${classes}"><h2>Renting a car in three steps</h2><ol>
<li><p>Compare the daily prices of the rental companies.</p></li><li><p>Bring your licence and a credit card.</p></li>
<li><p>Check the car for damage before you drive off.</p></li></ol></div>`;
const rental = `<!doctype html><html><head><title>Renting a car | Roamwell</title></head><body><main>
<h1>Renting a car</h1>
<p>Renting a car abroad is simple once you know what the counter will ask for, and a little preparation saves both
money and the time you would rather spend on the road.</p>
${steps("ssr-variant hidden-72rtr7")}${steps("ssr-variant hidden-1n5eh0v")}${steps("ssr-variant hidden-x3v8kk")}
<p>Return the car with a full tank: the rental companies charge far more than a petrol station for the fuel.</p>
</main></body></html>`;

describe("a numbered list said again for phones", () => {
  it("is said once in the Markdown, as in the plain text (its item numbers are no words of the page)", () => {
    const text = extractMainText(parseHtml(rental));
    const markdown = extractMainMarkdown(parseHtml(rental));
    expect(count(text, "Bring your licence and a credit card.")).toBe(1);
    expect(count(markdown, "Bring your licence and a credit card.")).toBe(1);
    expect(markdown).toContain("2. Bring your licence and a credit card.");
  });
});
