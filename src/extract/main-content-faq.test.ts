// Landing and service pages whose FAQ accordion is their prose-richest block: a small hand-made page on a pattern
// that repeats across many service pages in the WCXB benchmark (see docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const SECTIONS = [
  "Plan campaigns, send emails and see what worked, all from one place built for small teams.",
  "Segment your audience by what they bought and send each group the offer that fits them best.",
  "Automations greet new subscribers, remind shoppers of their carts and thank loyal customers for you.",
];
// Links count against a block's prose: the features section is worth less than its two paragraphs alone.
const STATS = [
  "4x more orders",
  "99% delivery rate",
  "300 integrations",
  "24/7 support",
  "Drag and drop editor",
  "Custom HTML templates",
  "Audience dashboard",
  "Revenue reports",
  "Send time optimization",
  "Predicted demographics",
  "Customer journey builder",
  "Landing pages",
  "Signup forms",
  "Social posting",
  "Postcards",
  "Surveys",
];
const ANSWERS = [
  "Yes. The free plan covers up to five hundred contacts and one thousand emails a month, with every template and the basic reports included.",
  "You can import contacts from a spreadsheet or connect your shop, and the tool keeps both lists in sync every hour without any setup.",
  "Every plan includes email support, and paid plans add chat support on weekdays with answers from people who use the product daily.",
  "You can cancel at any time from the billing page; your lists and reports stay available to export for thirty days after that.",
  "Templates work in every major email client, and each one can be edited with the drag-and-drop editor or written in your own HTML.",
];

const page = (
  shop: string,
) => `<!doctype html><html><head><title>Email marketing | Example</title>${shop}</head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Pricing</a><a href="/b">Log in</a></nav></header>
<div class="page-wrapper">
<section class="hero"><h1>Email marketing that grows with you</h1><p>${SECTIONS[0]}</p></section>
<section class="features"><h2>Reach the right people</h2><p>${SECTIONS[1]}</p><h2>Save time</h2><p>${SECTIONS[2]}</p>
<ul class="feature-links">${STATS.map((label) => `<li><a href="/features/${label.length}">${label}: see how it works</a></li>`).join("")}</ul>
<p><a href="/features/automations">See all automation features</a> <a href="/features/segments">Explore segmentation tools</a> <a href="/pricing">Compare plans and pricing</a></p></section>
<section class="faq-section"><h2>Frequently asked questions</h2><div class="accordion">${ANSWERS.map(
  (answer, index) =>
    `<div class="accordion-item"><h3>Question ${index + 1}</h3><div class="accordion-body"><p>${answer}</p></div></div>`,
).join("")}</div></section>
</div>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("service pages whose FAQ accordion outwrites their other sections", () => {
  it("keeps the page's other sections with its FAQ", () => {
    const text = extract(page(""));
    for (const sentence of [...SECTIONS, ...ANSWERS]) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });
});
