import { describe, expect, it } from "vitest";
import { sourcesBlock } from "./openai-content.js";

describe("sourcesBlock", () => {
  it("numbers the sources as Markdown links in citation order", () => {
    expect(
      sourcesBlock([
        { url: "https://shop.test/returns", title: "Returns" },
        { url: "https://shop.test/faq", title: "" },
      ]),
    ).toBe(
      "\n\nSources:\n1. [Returns](https://shop.test/returns)\n2. [https://shop.test/faq](https://shop.test/faq)",
    );
  });

  it("keeps a hostile title and URL inside one link each", () => {
    const block = sourcesBlock([
      { url: "https://shop.test/a b)(x", title: "Deals](https://evil.test) *now*\n# Heading" },
    ]);
    expect(block).toBe(
      "\n\nSources:\n1. [Deals\\](https://evil.test) \\*now\\* # Heading](https://shop.test/a%20b%29%28x)",
    );
  });

  it("is empty when nothing is cited", () => {
    expect(sourcesBlock([])).toBe("");
  });
});
