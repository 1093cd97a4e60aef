// A section's heading whose class calls it the block's header ("accordion-header", Divi's "et_pb_module_header"):
// the heading of the section it heads, not page furniture. A small hand-made service page on a pattern that
// repeats across page builders in the WCXB benchmark (see docs/benchmarks.md, svc27).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const INTRO =
  "We plan, build and look after cloud platforms for mid-sized companies, from the first audit to the daily running.";
const SERVICES = [
  [
    "Cloud migration",
    "We move your applications and data to the cloud in planned stages, with a rollback plan for every step of the way.",
  ],
  [
    "Managed operations",
    "Our engineers watch your systems around the clock, apply the updates and answer your team's tickets within the hour.",
  ],
  [
    "Cost reviews",
    "Every quarter we go through your invoices line by line and show where the same workload could run for less money.",
  ],
];

const page = (heading: (title: string) => string, extra = "") => `<!doctype html><html><head>
<title>Cloud services - Example Consulting</title></head>
<body><header class="site-header"><a href="/">Example Consulting</a><nav><a href="/about">About us</a></nav></header>
<main><h1>Cloud services</h1><p>${INTRO}</p>
${SERVICES.map(([title, text]) => `<div class="et_pb_module et_pb_blurb">${heading(title as string)}<div class="et_pb_blurb_description"><p>${text}</p></div></div>`).join("\n")}
${extra}</main>
<footer class="site-footer"><a href="/privacy">Privacy policy of Example Consulting</a></footer></body></html>`;

describe("a section's heading named as its block's header", () => {
  it("keeps the headings of the sections it heads", () => {
    const text = extract(page((title) => `<h4 class="et_pb_module_header">${title}</h4>`));
    expect(text).toContain(INTRO);
    for (const [title, body] of SERVICES) {
      expect(text).toContain(title);
      expect(text).toContain(body);
    }
  });

  it("keeps an accordion's question headings", () => {
    const text = extract(
      page(
        (title) => `<h3 class="accordion-header"><span>${title}</span></h3>`,
        `<h2>Questions</h2><div class="accordion"><h3 class="accordion-header">How long does a migration take?</h3>
<div class="accordion-body"><p>Most of the migrations we run take between six and twelve weeks, the audit included in that time.</p></div></div>`,
      ),
    );
    expect(text).toContain("How long does a migration take?");
    for (const [title] of SERVICES) expect(text).toContain(title);
  });

  it("leaves out a heading whose class also says furniture, a link preview's title and a page header", () => {
    const text = extract(
      page(
        (title) => `<h4 class="et_pb_module_header">${title}</h4>`,
        `<div class="unfurl"><h3 class="unfurl-header"><a href="https://other.example/review">A review of the other cloud provider</a></h3>
<p>What another site wrote about a provider we are often compared with, in a long and detailed review.</p></div>
<h3 class="sr-only-header">Skip the list of our offices</h3>
<div class="page-header"><h2>Example Consulting offices</h2></div>`,
      ),
    );
    expect(text).toContain("Cloud migration");
    expect(text).not.toContain("A review of the other cloud provider");
    expect(text).not.toContain("Skip the list of our offices");
    expect(text).not.toContain("Example Consulting offices");
  });
});
