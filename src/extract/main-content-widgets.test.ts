// Landing and service pages built of widgets (accordions, tabs): each test is a small hand-made page built on
// a pattern that repeats across many sites in the WCXB benchmark (see docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const page = (inner: string) => `<!doctype html><html><head><title>Tax advisory | Example</title></head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Services</a><a href="/b">Careers</a></nav></header>
<div class="page">${inner}</div>
<div id="cookie-settings" hidden><p>We use cookies to improve your experience on this site and to measure our audience.</p></div>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a> <a href="/privacy">Privacy</a></footer></body></html>`;

const INTRO = `<h1>Tax advisory services</h1>
<p>Our advisors help growing companies plan for taxes, stay compliant in every state and make the most of credits.</p>
<p>Whether you file in one state or in forty, we bring the same team to every return and every question you have.</p>`;

const ANSWERS = [
  "We review your filings from the last three years and look for credits that were never claimed in any state.",
  "Our team prepares and files every state return, and answers the notices that tax authorities send afterwards.",
  "We model the tax cost of a merger or a sale before you sign, so the price reflects what you will really keep.",
];
const QUESTIONS = ["Credit studies", "State compliance", "Transaction planning"];

describe("main content of pages built of widgets", () => {
  it("keeps collapsed accordion panels that a disclosure button controls, with the button's title", () => {
    const items = QUESTIONS.map(
      (
        question,
        index,
      ) => `<h3><button aria-expanded="false" aria-controls="panel-${index}">${question}</button></h3>
<div id="panel-${index}" hidden><p>${ANSWERS[index]}</p></div>`,
    ).join("\n");
    const text = extract(page(`${INTRO}<div class="accordion">${items}</div>`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    for (const question of QUESTIONS) expect(text).toContain(question);
    expect(text).not.toContain("We use cookies");
  });

  it("keeps collapsed panels whose buttons name them without aria-expanded (a role=button link, a button)", () => {
    const items = QUESTIONS.map((question, index) =>
      index % 2 === 0
        ? `<a href="#" role="button" aria-controls="panel-${index}"><span role="heading" aria-level="3">${question}</span></a>
<div id="panel-${index}" role="region" style="display:none;"><p>${ANSWERS[index]}</p></div>`
        : `<button type="button" aria-controls="panel-${index}" aria-selected="false">${question}</button>
<div id="panel-${index}" class="collapsible" style="display: none;"><p>${ANSWERS[index]}</p></div>`,
    ).join("\n");
    const text = extract(page(`${INTRO}<div class="accordion">${items}</div>`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("We use cookies");
  });

  it("keeps the inactive panels of a tab list (aria-hidden, display:none)", () => {
    const tabs = QUESTIONS.map(
      (question, index) =>
        `<button role="tab" aria-selected="${index === 0}" aria-controls="tab-${index}">${question}</button>`,
    ).join("");
    const panels = ANSWERS.map(
      (answer, index) =>
        `<div role="tabpanel" id="tab-${index}"${index === 0 ? "" : ' aria-hidden="true" style="display: none"'}><p>${answer}</p></div>`,
    ).join("\n");
    const text = extract(page(`${INTRO}<div class="tabs"><div role="tablist">${tabs}</div>${panels}</div>`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("We use cookies");
  });

  it("keeps hidden tab panels that only name their tab (aria-labelledby)", () => {
    const tabs = QUESTIONS.map(
      (question, index) =>
        `<span role="tab" id="t-${index}" aria-selected="${index === 0}">${question}</span>`,
    ).join("");
    const panels = ANSWERS.map(
      (answer, index) =>
        `<div role="tabpanel" aria-labelledby="t-${index}"${index === 0 ? "" : " hidden"}><p>${answer}</p></div>`,
    ).join("\n");
    const text = extract(page(`${INTRO}<div role="tablist">${tabs}</div>${panels}`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("We use cookies");
  });

  it("keeps a landing page's carousel of testimonials", () => {
    const sections = ANSWERS.map(
      (answer, index) => `<section><h2>${QUESTIONS[index]}</h2><p>${answer}</p></section>`,
    );
    const quote = "They found credits we had missed for years and filed every return on time.";
    const carousel = `<div class="owl-carousel owl-theme"><div class="owl-item"><blockquote>${quote}</blockquote>
<p>Dana, finance lead</p></div></div>`;
    const text = extract(page(`${INTRO}${sections.join("\n")}${carousel}`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).toContain(quote);
  });

  it("still leaves out the carousel of other products on a shop's product page", () => {
    const product = `<script type="application/ld+json">{"@type": "Product", "name": "Oak desk",
"offers": {"@type": "Offer", "price": "499"}}</script>
<h1>Oak desk</h1>
${ANSWERS.map((answer) => `<p>${answer}</p>`).join("\n")}`;
    const other = "A walnut shelf with brass brackets, hand-oiled and sized for any alcove at all.";
    const carousel = `<div class="product-carousel"><div class="carousel-item"><p>${other}</p></div></div>`;
    const text = extract(page(`${product}${carousel}`));
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain(other);
  });

  it("prefers the page's <main> to a longer legal notice outside it", () => {
    const sections = ANSWERS.map(
      (answer, index) => `<section><h2>${QUESTIONS[index]}</h2><p>${answer}</p></section>`,
    );
    const legal = [
      "Example Advisory LLP is a limited liability partnership registered in the state of Delaware under number 4521.",
      "Nothing on this site is tax, legal or investment advice; consult a qualified professional about your own situation.",
      "Past results do not guarantee future outcomes, and every engagement is subject to the terms of a signed letter.",
      "Credits and incentives named on this site may not be available in every state or to every kind of company.",
      "Our advisors are not attorneys, and no attorney-client relationship is formed by reading or using this website.",
      "Trademarks shown on this site belong to their owners and are used only to identify the services described here.",
      "This notice was last reviewed in January and applies to every page of this website unless stated otherwise.",
    ];
    const menu = Array.from(
      { length: 40 },
      (_, index) => `<a href="/s/${index}">Service line ${index}</a>`,
    ).join("");
    const html = `<!doctype html><html><head><title>Tax advisory | Example</title></head><body>
<header><nav>${menu}</nav></header>
<main>${INTRO}${sections.join("\n")}</main>
<div class="legal-disclosures">${legal.map((line) => `<p>${line}</p>`).join("\n")}</div></body></html>`;
    const text = extract(html);
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("limited liability partnership");
  });

  it("leaves out a consent manager's settings even when they hold more prose than the page", () => {
    const purposes = Array.from(
      { length: 8 },
      (_, index) =>
        `<h4>Purpose ${index + 1}</h4><p>These cookies are set by partners to measure how often content is viewed and to build a profile of your interests across sites.</p>`,
    ).join("\n");
    const posts = ANSWERS.map(
      (answer, index) =>
        `<tr><td class="msg"><div class="author">member_${index}</div><div class="msg_text">${answer}</div></td></tr>`,
    ).join("\n");
    const html = `<!doctype html><html><head><title>Thread | Example</title></head><body>
<div class="wrapper"><table class="board">${posts}</table></div>
<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk"><h3>Privacy preference center</h3>${purposes}</div></div></body></html>`;
    const text = extract(html);
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("These cookies are set by partners");
  });

  it("keeps the <header> of each section of a <main>, but not the page's own header", () => {
    const taglines = [
      "Find every credit you are owed.",
      "File in every state on time.",
      "Know the tax cost before you sign.",
    ];
    const sections = ANSWERS.map(
      (answer, index) => `<section><header><h2>${QUESTIONS[index]}</h2><p>${taglines[index]}</p></header>
<p>${answer}</p></section>`,
    ).join("\n");
    const html = `<!doctype html><html><head><title>Tax advisory | Example</title></head><body>
<header><p>Call us today on 555 0100, weekdays from nine to five, for a free first consultation.</p></header>
<main>${INTRO}${sections}</main></body></html>`;
    const text = extract(html);
    for (const tagline of taglines) expect(text).toContain(tagline);
    for (const answer of ANSWERS) expect(text).toContain(answer);
    expect(text).not.toContain("Call us today");
  });
});
