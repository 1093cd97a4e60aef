// Landing and service pages whose prose-richest block is one supporting section (an FAQ accordion, a carousel of
// testimonials, a disclosure) or whose sections are named "promo": small hand-made pages on patterns that repeat
// across many service pages in the WCXB benchmark (see docs/benchmarks.md).
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

const QUOTES = [
  "We moved our whole sales team over in one afternoon, and for the first time every follow-up actually happens on the day we promised it.",
  "The daily list of next actions replaced three spreadsheets and a whiteboard; our small office finally knows who calls whom and when.",
  "Support answered every question within the hour while we imported eight years of contacts, and nothing was lost along the way.",
  "It is the first tool our salespeople open in the morning, and the only one they never complain about when the quarter gets busy.",
];
const DISCLOSURE =
  "Results are estimates for illustration only and are not a promise of future returns. Investing involves risk, including the loss of principal; past results do not predict future results, and fees and taxes reduce returns.";

const landing = (
  quotes: string,
) => `<!doctype html><html><head><title>A CRM for small business | Example</title></head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Pricing</a><a href="/b">Log in</a></nav></header>
<div class="page-wrapper">
<section class="hero"><h1>The CRM built for small teams</h1><p>${SECTIONS[0]}</p></section>
<section class="features"><h2>Never miss a follow-up</h2><p>${SECTIONS[1]}</p><h2>Save time</h2><p>${SECTIONS[2]}</p>
<ul class="feature-links">${STATS.map((label) => `<li><a href="/features/${label.length}">${label}: see how it works</a></li>`).join("")}</ul></section>
${quotes}
</div>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("landing pages whose testimonials or disclosure outwrite their other sections", () => {
  it("keeps the page's other sections with a carousel of testimonials", () => {
    const carousel = `<section class="module-testimonials"><div class="testimonials-slider">${QUOTES.map(
      (quote, index) =>
        `<div class="slide"><blockquote><p>${quote}</p></blockquote><p>Customer ${index + 1}</p></div>`,
    ).join("")}</div></section>`;
    const text = extract(landing(carousel));
    for (const sentence of [...SECTIONS, ...QUOTES]) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });

  it("keeps a calculator page's instructions above its legal disclosure", () => {
    const disclosure = `<div class="ns-disclosure"><div id="disclosure"><p>${DISCLOSURE}</p><p>${DISCLOSURE}</p></div></div>`;
    const text = extract(landing(disclosure));
    for (const sentence of [...SECTIONS, DISCLOSURE]) expect(text).toContain(sentence);
  });

  it("still reads an article whose prose outweighs a small carousel beside it as the article alone", () => {
    const article = `<article class="post"><h1>How we plan a week of sales calls</h1>${[...QUOTES, ...ANSWERS]
      .map((sentence) => `<p>${sentence}</p>`)
      .join("")}</article><aside class="related-slider"><p>${SECTIONS[0]}</p></aside>`;
    const text = extract(
      `<!doctype html><html><body><div class="page-wrapper">${article}</div></body></html>`,
    );
    expect(text).toContain(ANSWERS[0]);
    expect(text).not.toContain(SECTIONS[0]);
  });
});

const PROMO_SECTIONS = [
  "Our advisers review your plan every quarter and explain each change in plain words before anything is moved.",
  "Bring your old accounts over in one step; we handle the paperwork with your previous provider for you.",
  "Fees are one flat percentage of what you hold with us, with no commissions and no charges for trading.",
];
const BANNER = "Spring sale: twenty percent off every order this weekend with the code SPRING20 at checkout";

const promoPage = (
  head: string,
) => `<!doctype html><html><head><title>Wealth planning | Example</title>${head}</head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Pricing</a><a href="/b">Log in</a></nav></header>
<div class="page-wrapper">
<section class="hero"><h1>Planning that keeps up with your life</h1><p>${SECTIONS[0]}</p></section>
${PROMO_SECTIONS.map((sentence, index) => `<section class="promo-feature"><h2>Feature ${index + 1}</h2><p>${sentence}</p></section>`).join("\n")}
<div class="promo-banner"><p>${BANNER}</p></div>
</div>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("sections named as promotions", () => {
  it("reads a service page's promo-named sections as its content", () => {
    const text = extract(promoPage(""));
    for (const sentence of [SECTIONS[0], ...PROMO_SECTIONS]) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });

  it("still leaves a promotion out of a shop's product page", () => {
    const product = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Planner",
      offers: { "@type": "Offer", price: "20.00", priceCurrency: "USD" },
    };
    const text = extract(promoPage(`<script type="application/ld+json">${JSON.stringify(product)}</script>`));
    expect(text).toContain(SECTIONS[0]);
    expect(text).not.toContain(BANNER);
  });
});
