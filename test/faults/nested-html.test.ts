// Fault: deeply nested HTML (issue 14, item 2). Extraction cost must grow linearly with nesting, not quadratically,
// and the deepest text must survive.
import { describe, expect, it } from "vitest";
import { extractPage } from "../../src/extract/index.js";

function nestedDivs(depth: number): string {
  return `<html><head><title>Deep</title></head><body>${"<div>".repeat(depth)}<p>Deepest words</p>${"</div>".repeat(depth)}<p>After the pile</p></body></html>`;
}

function timeExtract(html: string): { ms: number; text: string } {
  const started = performance.now();
  const page = extractPage(html, { url: "http://127.0.0.1/deep" });
  return { ms: performance.now() - started, text: page.text };
}

describe("deeply nested HTML", () => {
  it("extracts 200k nested divs in time linear in the input and keeps their text", () => {
    timeExtract(nestedDivs(2_000)); // warm-up: compile the extractor's paths first
    const small = Math.min(...[0, 1, 2].map(() => timeExtract(nestedDivs(20_000)).ms));
    const large = timeExtract(nestedDivs(200_000));
    expect(large.text).toContain("Deepest words");
    expect(large.text).toContain("After the pile");
    // 10× the input: linear work takes ~10×; quadratic (the bug: 45 s at 200k) takes ~100×.
    expect(large.ms / small).toBeLessThan(30);
  });
});
