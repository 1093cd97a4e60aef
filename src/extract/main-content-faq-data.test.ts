// FAQs whose answers a script fills in from JSON: hand-made pages on a pattern that repeats across the WCXB
// benchmark's service and landing pages (see docs/benchmarks.md, issue 12's prod12 round).
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const QUESTIONS = [
  "How long does a website redesign take?",
  "Do you write the copy as well?",
  "Can you move our old blog posts to the new site?",
];
const ANSWERS = [
  "Most redesigns take eight to twelve weeks, from the first workshop to the day the new site goes live.",
  "Yes: our writers interview your team and draft every page, and you approve each one before launch.",
  "We move every post, keep its address and set redirects, so readers and search engines find them again.",
];

function faqData(questions = QUESTIONS, answers = ANSWERS): string {
  const entities = questions.map((name, index) => ({
    "@type": "Question",
    name,
    acceptedAnswer: { "@type": "Answer", text: `<p>${answers[index]}</p>` },
  }));
  const data = {
    "@context": "https://schema.org",
    "@graph": [{ "@type": "Service", subjectOf: [{ mainEntity: entities }] }],
  };
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}

const INTRO = `<h1>Website redesign</h1>
<p>We rebuild company websites that have grown slow and hard to update, and we keep what already works for you.</p>
<p>Each project starts with a workshop with your team and ends with a site your own staff can edit every day.</p>`;

const page = (
  faq: string,
  data: string,
) => `<!doctype html><html><head><title>Redesign | Studio</title></head>
<body><header><nav><a href="/">Studio</a><a href="/work">Work</a></nav></header>
<main><section>${INTRO}</section><section><h2>Frequently asked questions</h2>${faq}</section></main>
<footer><a href="/privacy">Privacy policy of the studio</a></footer>${data}</body></html>`;

/** An accordion whose buttons hold the questions as headings, without ARIA and without the answers. */
const collapsedFaq = QUESTIONS.map(
  (question) => `<div class="item"><button><h5>${question}</h5></button></div>`,
).join("\n");

describe("FAQs filled in by script", () => {
  it("reads a button that holds a heading as that heading (an accordion header without ARIA)", () => {
    const text = extractMainText(parseHtml(page(collapsedFaq, "")));
    for (const question of QUESTIONS) expect(text).toContain(question);
  });

  it("puts each answer of the page's FAQPage data after its question", () => {
    const html = page(collapsedFaq, faqData());
    for (const text of [extractMainText(parseHtml(html)), extractMainMarkdown(parseHtml(html))]) {
      for (const [index, answer] of ANSWERS.entries()) {
        expect(text).toContain(answer);
        expect(text.indexOf(answer)).toBeGreaterThan(text.indexOf(QUESTIONS[index] as string));
      }
      expect(text.indexOf(ANSWERS[0] as string)).toBeLessThan(text.indexOf(QUESTIONS[1] as string));
    }
  });

  it("answers the last question of a collapsed FAQ too, when the page's text goes on after it", () => {
    const faq = `${collapsedFaq}<p>Still have questions? Write to our studio and a designer answers within a day.</p>`;
    const text = extractMainText(parseHtml(page(faq, faqData())));
    const last = ANSWERS[2] as string;
    expect(text).toContain(last);
    expect(text.indexOf(last)).toBeLessThan(text.indexOf("Still have questions?"));
  });

  it("adds the questions an accordion did not render after the last one it did", () => {
    const text = extractMainText(
      parseHtml(
        page(
          collapsedFaq,
          faqData(
            [...QUESTIONS, "Who hosts the new site?"],
            [
              ...ANSWERS,
              "We host it on our own servers in two data centres, with backups every night and a person on call.",
            ],
          ),
        ),
      ),
    );
    expect(text).toContain("Who hosts the new site?");
    expect(text.indexOf("Who hosts the new site?")).toBeGreaterThan(text.indexOf(ANSWERS[2] as string));
  });

  it("leaves alone questions the page answers itself, in other words than its data", () => {
    const answered = QUESTIONS.map(
      (question) =>
        `<h3>${question}</h3><p>That depends on the size of the site, the number of people who approve pages and the content.</p>`,
    ).join("\n");
    const text = extractMainText(parseHtml(page(answered, faqData())));
    for (const answer of ANSWERS) expect(text).not.toContain(answer);
  });

  it("does not add an FAQ whose questions the text does not show", () => {
    const text = extractMainText(parseHtml(page("<p>Ask us anything by mail.</p>", faqData())));
    for (const answer of ANSWERS) expect(text).not.toContain(answer);
  });
});

describe("FAQ accordions built without ARIA", () => {
  it("keeps each hidden answer that comes right after its question", () => {
    const items = QUESTIONS.map(
      (question, index) =>
        `<div class="q" style="cursor:pointer"><div>${question}</div></div><div style="visibility:hidden;height:0"><p>${ANSWERS[index]}</p></div>`,
    ).join("\n");
    const text = extractMainText(parseHtml(page(items, "")));
    for (const [index, answer] of ANSWERS.entries()) {
      expect(text).toContain(answer);
      expect(text.indexOf(answer)).toBeGreaterThan(text.indexOf(QUESTIONS[index] as string));
    }
  });

  it("still leaves out hidden text after a line that is not a question", () => {
    const items = `<div>Our newsletter</div><div style="display:none"><p>${ANSWERS[0]}</p></div>`;
    const text = extractMainText(parseHtml(page(items, "")));
    expect(text).not.toContain(ANSWERS[0]);
  });
});
