import { describe, expect, it } from "vitest";
import type { ChatProgress } from "./api-types.js";
import { describeProgress, INITIAL_PROGRESS, reduceProgress, summarizeProgress } from "./progress-state.js";

const fold = (events: ChatProgress[]) => events.reduce(reduceProgress, INITIAL_PROGRESS);

describe("reduceProgress", () => {
  it("says how many pages are being read and fills in titles as pages arrive", () => {
    const state = fold([
      {
        type: "crawl-started",
        iteration: 1,
        urls: ["https://a.example/", "https://a.example/b", "https://a.example/c"],
      },
      {
        type: "page-fetched",
        url: "https://a.example/b",
        title: "Returns",
        textChars: 10,
        links: 2,
        cached: false,
      },
      { type: "page-failed", url: "https://a.example/c", reason: "HTTP 500" },
    ]);
    expect(describeProgress(state)).toBe("Reading 3 pages…");
    expect(state.pages).toEqual([
      { url: "https://a.example/", title: "", status: "reading" },
      {
        url: "https://a.example/b",
        title: "Returns",
        status: "read",
        cached: false,
        thin: expect.stringMatching(/^almost no text/),
      },
      { url: "https://a.example/c", title: "", status: "failed", reason: "HTTP 500" },
    ]);
  });

  it("follows decisions: exploring, then writing, keeping each page once", () => {
    const state = fold([
      { type: "crawl-started", iteration: 1, urls: ["https://a.example/"] },
      {
        type: "page-fetched",
        url: "https://a.example/",
        title: "Home",
        textChars: 1,
        links: 1,
        cached: true,
      },
      { type: "decision-made", iteration: 1, decision: "explore", reasoning: "need the policy", urls: ["u"] },
    ]);
    expect(describeProgress(state)).toBe("Looking further…");
    expect(state.reasoning).toBe("need the policy");
    const next = fold([
      { type: "crawl-started", iteration: 1, urls: ["https://a.example/"] },
      { type: "crawl-started", iteration: 2, urls: ["https://a.example/", "https://a.example/p"] },
      {
        type: "page-fetched",
        url: "https://a.example/p",
        title: "Policy",
        textChars: 1,
        links: 1,
        cached: false,
      },
      { type: "decision-made", iteration: 2, decision: "answer", reasoning: "found it", urls: [] },
      { type: "fallback-used", step: "draft", reason: "model timed out" },
    ]);
    expect(describeProgress(next)).toBe("Writing the answer…");
    // The page read came back with almost no text: flagged, so an empty answer has a visible reason.
    expect(next.pages.find((page) => page.url === "https://a.example/p")?.thin).toMatch(
      /may need JavaScript/,
    );
    expect(next.pages.map((page) => page.url)).toEqual(["https://a.example/", "https://a.example/p"]);
    expect(next.fallbacks).toEqual(["draft: model timed out"]);
    expect(summarizeProgress(next, 2)).toBe("Read 1 page in 2 steps");
  });

  it("uses the singular for one page and starts with a neutral status", () => {
    expect(describeProgress(INITIAL_PROGRESS)).toBe("Starting…");
    expect(
      describeProgress(fold([{ type: "crawl-started", iteration: 1, urls: ["https://a.example/"] }])),
    ).toBe("Reading 1 page…");
  });

  it("after the first round, says how the batch relates to the pages listed", () => {
    const state = fold([
      { type: "crawl-started", iteration: 1, urls: ["https://a.example/", "https://a.example/b"] },
      { type: "decision-made", iteration: 1, decision: "explore", reasoning: "more", urls: ["u"] },
      { type: "crawl-started", iteration: 2, urls: ["https://a.example/c"] },
    ]);
    expect(describeProgress(state)).toBe("Reading 1 more page (3 in all)…");
    expect(state.pages).toHaveLength(3);
  });

  it("does not flag a page with a normal amount of text", () => {
    const state = fold([
      {
        type: "page-fetched",
        url: "https://a.example/",
        title: "Home",
        textChars: 4000,
        links: 9,
        cached: false,
      },
    ]);
    expect(state.pages[0]?.thin).toBeUndefined();
  });
});
