import { describe, expect, it } from "vitest";
import { createFakePageFetcher, type FakePages } from "#test/helpers/fake-page-fetcher.js";
import { blockedPage, failedPage, okPage, skippedPage } from "#test/helpers/fetch-results.js";
import { crawlBatch } from "./crawl-batch.js";
import type { PageFetcher } from "./crawl-page.js";
import type { CrawlProgress } from "./crawl-progress.js";

/** A fetcher over a table of canned outcomes; the delay varies per URL so pages finish out of input order. */
function tableFetcher(table: FakePages) {
  return createFakePageFetcher(table, { delayMs: (url) => (url.length % 3 === 0 ? 15 : 1) });
}

const html = (title: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Body of ${title}, long enough to keep.</p>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join("")}</main></body></html>`;

describe("crawlBatch", () => {
  it("returns one result per URL in input order and isolates every kind of failure", async () => {
    const urls = [
      "https://a.test/one",
      "https://a.test/server-error",
      "https://a.test/report.pdf",
      "https://a.test/throws",
      "https://a.test/blocked",
      "https://a.test/two",
    ];
    const fetcher = tableFetcher({
      "https://a.test/one": okPage("https://a.test/one", html("One", ["/two", "https://b.test/x"])),
      "https://a.test/server-error": failedPage("https://a.test/server-error", "HTTP 500", {
        httpStatus: 500,
        isRetryable: true,
      }),
      "https://a.test/report.pdf": skippedPage("https://a.test/report.pdf", "application/pdf"),
      "https://a.test/throws": new Error("socket hang up"),
      "https://a.test/blocked": blockedPage(
        "https://a.test/blocked",
        "robots",
        "disallowed by robots.txt of https://a.test",
      ),
      "https://a.test/two": okPage("https://a.test/two", html("Two")),
    });

    const results = await crawlBatch({ urls, fetcher, concurrency: 3 });

    expect(results.map((result) => [result.url, result.status])).toEqual([
      ["https://a.test/one", "ok"],
      ["https://a.test/server-error", "failed"],
      ["https://a.test/report.pdf", "skipped"],
      ["https://a.test/throws", "failed"],
      ["https://a.test/blocked", "blocked"],
      ["https://a.test/two", "ok"],
    ]);
    const [one, serverError, pdf, thrown] = results;
    expect(one?.page?.title).toBe("One");
    expect(one?.page?.links.map((link) => link.url)).toEqual(["https://a.test/two", "https://b.test/x"]);
    // The raw body is not kept once extracted.
    expect(one?.fetch).not.toHaveProperty("body");
    expect(serverError).toMatchObject({ reason: "HTTP 500", httpStatus: 500 });
    expect(pdf).toMatchObject({ reason: "not HTML or text: application/pdf", httpStatus: 200 });
    expect(thrown).toMatchObject({ status: "failed", reason: "fetch error: socket hang up" });
  });

  it("turns an extractor that throws into a failed result for that page only", async () => {
    const fetcher = tableFetcher({
      "https://a.test/good": okPage("https://a.test/good", html("Good")),
      "https://a.test/bad": okPage("https://a.test/bad", html("Bad")),
    });
    const results = await crawlBatch({
      urls: ["https://a.test/bad", "https://a.test/good"],
      fetcher,
      extract: (body, options) => {
        if (body.includes("Bad")) throw new Error("parser exploded");
        return { title: options.url, text: body, links: [], jsonLd: [], microdata: [] };
      },
    });
    expect(results[0]).toMatchObject({
      status: "failed",
      reason: "extraction error: parser exploded",
      httpStatus: 200,
    });
    expect(results[0]?.fetch.status).toBe("ok");
    expect(results[1]).toMatchObject({ status: "ok", page: { title: "https://a.test/good" } });
  });

  it("never has more than `concurrency` pages in flight, and uses all of them", async () => {
    const fetcher = createFakePageFetcher((url) => html(url), { delayMs: () => 5 });
    const urls = Array.from({ length: 25 }, (_, index) => `https://a.test/${index}`);
    const results = await crawlBatch({ urls, fetcher, concurrency: 4 });
    expect(results).toHaveLength(25);
    expect(fetcher.peak).toBe(4);
  });

  it("emits one event per page with what the CLI prints", async () => {
    const events: CrawlProgress[] = [];
    const fetcher = tableFetcher({
      "https://a.test/one": okPage("https://a.test/one", html("One", ["/two", "/three"])),
      "https://a.test/boom": new Error("connection reset"),
      "https://a.test/file.zip": skippedPage("https://a.test/file.zip", "application/zip"),
      "https://a.test/private": blockedPage(
        "https://a.test/private",
        "address",
        "127.0.0.1 is a loopback address",
      ),
    });
    await crawlBatch({
      urls: [
        "https://a.test/one",
        "https://a.test/boom",
        "https://a.test/file.zip",
        "https://a.test/private",
      ],
      fetcher,
      onProgress: (event) => {
        events.push(event);
        throw new Error("a broken listener must not break the batch");
      },
    });
    const byUrl = Object.fromEntries(events.map((event) => [event.url, event]));
    expect(events).toHaveLength(4);
    expect(byUrl["https://a.test/one"]).toMatchObject({
      type: "page-fetched",
      title: "One",
      httpStatus: 200,
      links: 2,
    });
    expect((byUrl["https://a.test/one"] as { textChars: number }).textChars).toBeGreaterThan(10);
    expect(byUrl["https://a.test/boom"]).toMatchObject({
      type: "page-failed",
      reason: "fetch error: connection reset",
    });
    expect(byUrl["https://a.test/file.zip"]).toMatchObject({
      type: "page-skipped",
      contentType: "application/zip",
    });
    expect(byUrl["https://a.test/private"]).toMatchObject({ type: "page-blocked", rule: "address" });
  });

  it("marks pages not started before an abort as failed without fetching them", async () => {
    const controller = new AbortController();
    const fetcher: PageFetcher & { calls: number } = {
      calls: 0,
      async fetchPage(url) {
        this.calls++;
        controller.abort();
        return okPage(url, html(url));
      },
    };
    const results = await crawlBatch({
      urls: ["https://a.test/1", "https://a.test/2", "https://a.test/3"],
      fetcher,
      concurrency: 1,
      signal: controller.signal,
    });
    expect(fetcher.calls).toBe(1);
    expect(results.map((result) => result.status)).toEqual(["ok", "failed", "failed"]);
    expect(results[2]).toMatchObject({ reason: "aborted" });
  });
});
