import { describe, expect, it } from "vitest";
import { countMarkdownVisible } from "./markdown-visible-chars.js";

const countVisible = (text: string) => text.match(/\S/g)?.length ?? 0;

describe("countMarkdownVisible", () => {
  it("counts the page's text as the plain text holds it, without the renderer's marks, rules and escapes", () => {
    const plain = "Prices\n\nShop | Base\nAcme | $4.99\n\nClear plastic\n* Not at Amazon\n\nFirst.";
    const markdown =
      "## Prices\n\n| Shop | Base |\n| --- | --- |\n| Acme | $4.99 |\n\n- Clear plastic\n\\* Not at Amazon\n\n---\n\n> First.";
    // All but each table row's closing pipe (2 rows): near enough for a threshold of hundreds of characters.
    expect(countMarkdownVisible(markdown)).toBe(countVisible(plain) + 2);
  });
});
