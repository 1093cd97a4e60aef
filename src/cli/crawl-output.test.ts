import { describe, expect, it } from "vitest";
import { crawlSummary, pageFileName } from "./crawl-output.js";

describe("pageFileName", () => {
  it("names a page after its host and path, never leaving the directory, unique ignoring case", () => {
    const used = new Set<string>();
    expect(pageFileName("https://site.test/", used)).toBe("site.test_index");
    expect(pageFileName("http://127.0.0.1:8080/docs/a%2F..%2F..%2Fetc/", used)).toBe(
      "127.0.0.1_8080_docs_a_2F.._2F.._2Fetc",
    );
    expect(pageFileName("https://site.test/Guide?x=1&y=../2", used)).toBe("site.test_Guide_x_1_y_.._2");
    expect(pageFileName("https://site.test/guide?X=1&y=../2", used)).toBe("site.test_guide_X_1_y_.._2-2");
    for (const name of used) expect(name).not.toMatch(/[/\\]|^\./);
  });
});

describe("crawlSummary", () => {
  it("lists pages read with their titles, then the others with why, with terminal escapes removed", () => {
    const text = crawlSummary({
      entries: [
        { url: "https://site.test/", status: "ok", title: "Home \u001b[31mred", chars: 1234 },
        { url: "https://site.test/x.pdf", status: "skipped", title: "", chars: 0, reason: "not HTML" },
      ],
      savedTo: "out",
    });
    expect(text).toBe(
      "Read 1 page of 2:\n  Home red — https://site.test/ (1,234 chars)\nNot read (1):\n" +
        "  skipped https://site.test/x.pdf: not HTML\nSaved 1 page to out as Markdown (.md) and JSON (.json).\n",
    );
  });
});
