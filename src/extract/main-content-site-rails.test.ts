// A landing page's rail of the site's other content — its insights, resources or case studies as teaser cards —
// under a heading that names it so ("Latest insights", "Related case studies about AI assistants"): the rail is
// furniture, even where the heading's block carries a line of intro beside it, but never the page's own prose.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PARAGRAPHS = [
  "Our analysts turn raw data from sales, supply and service systems into dashboards your teams read every " +
    "morning, and the models behind them are documented so your own staff can run them after the engagement.",
  "We start with a two-week audit of the sources you already have, the reports people actually open and the " +
    "questions they still answer by hand in spreadsheets, and we write down what each number should mean.",
  "Forecasting work covers demand, churn and staffing, with error bands your planners can trust, and every model " +
    "is checked each month against what happened so drift is caught before it reaches a decision.",
  "Governance comes built in: owners for each data set, tests on every pipeline and a catalog that says where a " +
    "figure comes from, so an auditor or a new hire can follow a number back to its source.",
  "Training is part of every project: analysts sit with your teams for the first quarter, pair on the first " +
    "reports and leave behind notebooks, runbooks and a short course your people can take again later.",
  "Pricing follows the work: a fixed fee for the audit, a monthly retainer while models are built and run, and " +
    "nothing after handover unless you ask us to keep watching the pipelines and the numbers they feed.",
  "Security reviews cover every connector we add, with access limited to the data a model needs, secrets kept " +
    "in your own vault and a record of who changed what, reviewed with your security team each quarter.",
];

const TEASERS = [
  [
    "Whitepaper",
    "Crafting a data strategy that lasts",
    "With a maturity model and a framework for choosing first projects, this whitepaper shows how a firm plans its first year of analytics work.",
  ],
  [
    "Blog",
    "Predictive analytics in healthcare",
    "Hospitals are buried under rising costs and an ageing population; forecasting admissions and staffing is where analytics pays first.",
  ],
  [
    "Blog",
    "Comparing master data platforms",
    "What if all your business data could be clean, organised and easy to find? We compare the platforms that promise exactly that.",
  ],
]
  .map(
    ([kind, title, summary]) => `<div class="col"><div class="card"><div class="card-body">
  <p class="h5">${kind}</p><h3 class="card-title">${title}</h3><p class="card-text">${summary}</p>
  <a href="/insights/${title?.replace(/\W+/g, "-")}">Read more</a></div></div></div>`,
  )
  .join("\n");

function landingPage(heading: string, after = TEASERS): string {
  return `<!doctype html><html><head><title>Data Analytics Services | Example Group</title></head><body>
<header><nav><a href="/">Home</a><a href="/services">Services</a></nav></header>
<main>
<section class="intro"><h1>Data analytics services</h1><p>${PARAGRAPHS[0]}</p></section>
<section class="audit"><h2>How we start</h2><p>${PARAGRAPHS[1]}</p></section>
<section class="capabilities"><h2>What we do</h2><p>${PARAGRAPHS[2]}</p>
<ul><li>Predictive analytics for demand and churn.</li><li>Real-time dashboards for operations.</li></ul></section>
<section class="governance"><h2>Governance</h2><p>${PARAGRAPHS[3]}</p></section>
<section class="engagement"><h2>How we work with you</h2><p>${PARAGRAPHS[4]}</p><p>${PARAGRAPHS[5]}</p>
<p>${PARAGRAPHS[6]}</p></section>
<section class="block-7"><div class="container"><div class="row heading"><div class="col"><h2>${heading}</h2>
<p class="lead">Discover how global leaders use data and analytics to identify competitive advantages and
accelerate innovation across their business.</p></div></div>
<div class="row cards">${after}</div></div></section>
</main>
<footer><p>© Example Group</p></footer>
</body></html>`;
}

describe("rails of the site's other content on a landing page", () => {
  it("leaves out the teasers under a heading naming the site's latest insights, its intro line beside it", () => {
    const text = extractMainText(parseHtml(landingPage("Latest Insights")));
    expect(text).toContain("Predictive analytics for demand and churn");
    expect(text).not.toContain("Predictive analytics in healthcare");
    expect(text).not.toContain("Comparing master data platforms");
  });

  it("reads a heading naming related case studies about a topic the same way", () => {
    const text = extractMainText(parseHtml(landingPage("Related case studies about AI assistants:")));
    expect(text).not.toContain("Comparing master data platforms");
  });

  it("keeps teasers under a heading that only mentions insights", () => {
    const text = extractMainText(parseHtml(landingPage("Insights we bring to every client")));
    expect(text).toContain("Comparing master data platforms");
  });

  it("keeps the page's own prose set beside such a heading", () => {
    const prose = `<div class="col">${PARAGRAPHS.slice(0, 6)
      .map((paragraph) => `<p>In practice: ${paragraph}</p>`)
      .join("")}</div>`;
    const text = extractMainText(parseHtml(landingPage("Featured insights", prose)));
    expect(text).toContain("In practice: Governance comes built in");
  });
});
