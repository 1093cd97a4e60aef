import { describe, expect, it } from "vitest";
import { type BenchQuestion, pathOf, scoreAnswer } from "./questions.js";

const question: BenchQuestion = {
  id: "node-version",
  question: "Which Node.js version does create-vue need?",
  expect: { facts: ["20.19.0"], sources: ["/guide/quick-start"], refuse: false },
};

describe("scoreAnswer sources", () => {
  it("takes a page served at /x.html for the expected /x, and nothing else for it", () => {
    expect(pathOf("http://127.0.0.1:8080/guide/quick-start.html")).toBe("/guide/quick-start");
    expect(pathOf("http://127.0.0.1:8080/guide/")).toBe("/guide");
    const answer = { answer: "Node.js ^20.19.0 is required.", refused: false };
    const html = scoreAnswer(question, { ...answer, sources: [{ url: "http://h/guide/quick-start.html" }] });
    expect(html.correct).toBe(true);
    const other = scoreAnswer(question, { ...answer, sources: [{ url: "http://h/guide/quick-start-old" }] });
    expect(other.sourceFound).toBe(false);
  });
});
