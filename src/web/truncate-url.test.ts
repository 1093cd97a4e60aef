import { describe, expect, it } from "vitest";
import { limitLinks, truncateUrlForPrompt } from "./truncate-url.js";

describe("truncateUrlForPrompt", () => {
  it("leaves a URL of at most linksMaxChars unchanged", () => {
    const url = `https://example.com/${"a".repeat(480)}`;
    expect(url).toHaveLength(500);
    expect(truncateUrlForPrompt(url)).toBe(url);
  });

  it("cuts a longer URL to linksMaxChars - buffer characters plus '...'", () => {
    const url = `https://example.com/${"a".repeat(481)}`;
    const shown = truncateUrlForPrompt(url);
    expect(shown).toBe(`${url.slice(0, 490)}...`);
    expect(shown).toHaveLength(493);
  });

  it("honours custom limits", () => {
    expect(
      truncateUrlForPrompt("https://example.com/abcdef", { linksMaxChars: 20, urlTruncationBuffer: 5 }),
    ).toBe("https://example...");
    expect(
      truncateUrlForPrompt("https://example.com/abcdef", { linksMaxChars: 20, urlTruncationBuffer: 0 }),
    ).toBe("https://example.com/...");
  });

  it("never cuts a character in half or goes negative", () => {
    const url = `https://x.example/${"😀".repeat(10)}`;
    expect(truncateUrlForPrompt(url, { linksMaxChars: 22, urlTruncationBuffer: 2 })).toBe(
      "https://x.example/😀...",
    );
    // 19 code units would end on the first half of the emoji: it is dropped rather than split.
    expect(truncateUrlForPrompt(url, { linksMaxChars: 21, urlTruncationBuffer: 2 })).toBe(
      "https://x.example/...",
    );
    expect(truncateUrlForPrompt("https://example.com/", { linksMaxChars: 5, urlTruncationBuffer: 10 })).toBe(
      "...",
    );
  });
});

describe("limitLinks", () => {
  it("keeps the first maxLinksPerPage links in page order", () => {
    const links = Array.from({ length: 350 }, (_, index) => `https://example.com/${index}`);
    const kept = limitLinks(links);
    expect(kept).toHaveLength(300);
    expect(kept[0]).toBe("https://example.com/0");
    expect(kept[299]).toBe("https://example.com/299");
    expect(limitLinks(links, 2)).toEqual(["https://example.com/0", "https://example.com/1"]);
    expect(limitLinks(links.slice(0, 3), 300)).toHaveLength(3);
    expect(limitLinks(links, 0)).toEqual([]);
  });
});
