import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import type { CrawlPageResult } from "../crawl/index.js";
import { crawlSummary, createPageSaver, pageFileName } from "./crawl-output.js";

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

describe("createPageSaver", () => {
  it("writes the page's title as a heading that a Markdown parser reads as text, never as HTML", () => {
    const dir = mkdtempSync(join(tmpdir(), "webscout-saver-"));
    try {
      const title = "<img src=x onerror=alert(1)> *Sale* [now](/cart)";
      const result = {
        url: "https://site.test/",
        status: "ok",
        fetch: { finalUrl: "https://site.test/" },
        page: { title, text: "Welcome." },
      } as CrawlPageResult;
      const name = createPageSaver({ dir }).save(result);
      const markdown = readFileSync(join(dir, `${name}.md`), "utf8");
      const heading = marked.lexer(markdown)[0];
      expect(heading?.type).toBe("heading");
      const types: string[] = [];
      marked.walkTokens([heading as NonNullable<typeof heading>], (token) => {
        types.push(token.type);
      });
      for (const type of ["html", "em", "link"]) expect(types).not.toContain(type);
      expect(heading?.raw.trim()).toBe("# \\<img src=x onerror=alert(1)> \\*Sale\\* \\[now](/cart)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
