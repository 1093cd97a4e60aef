// Accordions built with markup that otherwise says furniture or "never text": an FAQ whose wrapper carries
// role="tablist" around its questions and answers, and questions written as <button>s named as an accordion's
// headers. Small hand-made pages on patterns that repeat across service pages of the WCXB benchmark (see
// docs/benchmarks.md, svc20).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const INTRO = [
  "Our free course teaches the basics of heat pumps in six short lessons, from how they move heat to how to size one for a home.",
  "Each lesson takes about fifteen minutes and ends with a short quiz, so you can learn at your own pace over a week or two.",
  "You get a certificate once every quiz is passed, and the lessons stay open to you for a whole year after you sign up.",
  "Installers, homeowners and students take the course together, and the forum beside each lesson is answered by our engineers.",
  "The first lesson explains the refrigerant cycle with a kitchen fridge, the second compares air, ground and water sources.",
  "Later lessons cover noise, running costs, grants and the questions to ask an installer before you sign anything at all.",
];
const FAQ = [
  [
    "Who is this course for?",
    "Anyone who wants to understand heat pumps before buying or installing one; no background is needed, and the first lesson starts from the very beginning.",
  ],
  [
    "How much does it cost?",
    "Nothing at all: the lessons, the quizzes and the certificate are free for everyone who signs up, now and for as long as the course runs.",
  ],
  [
    "Can I study on my phone?",
    "Yes, every lesson works in a phone's browser, and your progress is saved between your devices.",
  ],
];

const page = (faq: string) => `<!doctype html><html><head><title>Heat pump basics | Example</title></head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Courses</a><a href="/b">Log in</a></nav></header>
<main><h1>Heat pump basics</h1>${INTRO.map((paragraph) => `<p>${paragraph}</p>`).join("")}
<section class="faq"><h2>Frequently asked questions</h2>${faq}</section></main>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("an FAQ accordion whose wrapper says role=tablist", () => {
  it("reads its questions and answers", () => {
    const faq = `<div class="panel-group" role="tablist">${FAQ.slice(0, 2)
      .map(
        ([question, answer]) =>
          `<div class="panel"><div class="panel-heading" role="tab"><h4><a href="#a">${question}</a></h4></div><div class="panel-body"><p>${answer}</p></div></div>`,
      )
      .join("")}</div>`;
    const text = extract(page(faq));
    for (const paragraph of INTRO) expect(text).toContain(paragraph);
    for (const [question, answer] of FAQ.slice(0, 2)) {
      expect(text).toContain(question);
      expect(text).toContain(answer);
    }
  });

  it("still leaves out a tab strip of short names", () => {
    const tabs = `<ul role="tablist"><li role="tab">Overview</li><li role="tab">Lessons</li><li role="tab">Reviews</li></ul>`;
    const text = extract(page(`${tabs}<p>${FAQ[0]?.[1]}</p>`));
    expect(text).not.toContain("Lessons");
    expect(text).toContain(FAQ[0]?.[1]);
  });
});

describe("an FAQ whose questions are buttons named as an accordion's headers", () => {
  const faq = `<div class="faq-accordion"><button class="faq-accordion__toggle">Expand all</button>${FAQ.map(
    ([question, answer]) =>
      `<div class="faq-accordion__item"><button class="faq-accordion__question"><span>${question}</span><svg><path d="M0 0"/></svg></button><div class="faq-accordion__answer"><p>${answer}</p></div></div>`,
  ).join("")}</div>`;

  it("reads the questions with their answers", () => {
    const text = extract(page(faq));
    for (const [question, answer] of FAQ) {
      expect(text).toContain(question);
      expect(text).toContain(answer);
    }
  });

  it("leaves out a bare-text control such as 'Expand all'", () => {
    expect(extract(page(faq))).not.toContain("Expand all");
  });
});
