// A Q&A page (schema.org QAPage microdata) whose answers outweigh its short question, or whose question outweighs
// its answers: a small hand-made page on the pattern of the Stack Exchange sites in the WCXB benchmark (see
// docs/benchmarks.md, "Recall side").
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const QUESTION = [
  "Should I buy a one-way ticket or a return ticket when I move abroad for good?",
  "A return ticket is sometimes cheaper, but I will not use the way back.",
];
const ANSWER = [
  "Compare the prices of both for your dates: airlines price one-way tickets very differently from each other.",
  "Some charge half of the return fare for a one-way ticket, others charge more than the whole return fare.",
  "If the return ticket is cheaper, skipping its second half is allowed on most airlines, but tell them in time.",
  "Check the luggage allowance too: moving means heavy bags, and extra bags cost more on one-way fares.",
];
const SHORT_ANSWER =
  "Book one-way with a low-cost carrier and send your boxes by sea freight, it costs far less.";

// Readers' comments under each post: furniture, and what makes the container of all posts weigh less than the
// longest post's half of the page.
const COMMENTS = [
  "Which airline are you flying with? Their conditions for one-way fares differ a lot between the big carriers.",
  "Also consider that some countries want to see a ticket out of the country before they let you in at all.",
  "I did exactly this last year and the return ticket was cheaper, nobody asked anything about the way back.",
];

const post = (
  paragraphs: string[],
  votes: number,
) => `<div class="post-layout"><div class="votecell">${votes}</div>
<div class="s-prose js-post-body" itemprop="text">${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div>
<div class="post-signature"><a href="/users/1">asked by Alex</a> <span class="relativetime">Jan 3</span></div>
<div class="comments js-comments-container"><ul class="comments-list">${COMMENTS.map((comment) => `<li class="comment"><span class="comment-copy">${comment}</span></li>`).join("")}</ul></div></div>`;

const page = (question: string[], answers: string[][]) => `<!doctype html>
<html itemscope itemtype="https://schema.org/QAPage"><head><title>One-way or return ticket? | Expats</title></head>
<body><header class="site-header"><a href="/">Expats</a><nav><a href="/questions">Questions</a><a href="/tags">Tags</a></nav></header>
<div class="container"><div id="content"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
<div class="inner-content"><h1 itemprop="name">One-way or return ticket when moving abroad?</h1>
<div id="mainbar" role="main"><div id="question" class="question">${post(question, 12)}</div>
<div id="answers"><h2>${answers.length} Answers</h2>${answers.map((answer, index) => `<div class="answer">${post(answer, 5 - index)}</div>`).join("")}</div></div>
<div id="sidebar"><h4>Related</h4><ul><li><a href="/q/1">Moving to Singapore with pets</a></li><li><a href="/q/2">Cheap flights to Asia</a></li></ul></div>
</div></div></div></div>
<footer class="site-footer"><a href="/terms">Terms of service</a> <a href="/privacy">Privacy</a></footer></body></html>`;

describe("Q&A pages marked as a schema.org Question", () => {
  it("keeps the question above answers that outweigh it", () => {
    const text = extract(page([QUESTION[0] as string], [[...QUESTION.slice(1), ...ANSWER], [SHORT_ANSWER]]));
    for (const sentence of [...QUESTION, ...ANSWER, SHORT_ANSWER]) expect(text).toContain(sentence);
    expect(text).not.toContain("Moving to Singapore with pets");
  });

  it("keeps the answers below a question that outweighs them", () => {
    const text = extract(page([...QUESTION, ...ANSWER], [[SHORT_ANSWER]]));
    for (const sentence of [...QUESTION, ...ANSWER, SHORT_ANSWER]) expect(text).toContain(sentence);
    expect(text).not.toContain("Moving to Singapore with pets");
  });
});
