import { describe, expect, it } from "vitest";
import { blockBreak, markdownLineBody, wholeLine } from "./markdown-line-body.js";

describe("a Markdown line as the line filters read it", () => {
  it("reads a line without the renderer's list, heading and quote marks, nested ones included", () => {
    expect(markdownLineBody("- Learn more")).toBe("Learn more");
    expect(markdownLineBody("   12. Trail Wallet")).toBe("Trail Wallet");
    expect(markdownLineBody("## Get started")).toBe("Get started");
    expect(markdownLineBody("> - ### Name")).toBe("Name");
  });

  it('reads a quote\'s blank line (">", "> >") as blank, and a quote\'s paragraphs as blocks', () => {
    expect(markdownLineBody(">")).toBe("");
    expect(markdownLineBody("> >")).toBe("");
    expect("> One.\n>\n> Two.\n\nThree.".split(blockBreak(markdownLineBody))).toEqual([
      "> One.",
      "\n>\n",
      "> Two.",
      "\n\n",
      "Three.",
    ]);
    expect("> One.\n>\n> Two.".split(blockBreak(wholeLine))).toEqual(["> One.\n>\n> Two."]);
  });

  it("reads an item's later lines without the indent to its content, and their quote's blank lines and rules as breaks", () => {
    expect(markdownLineBody("   It lists your keys.")).toBe("It lists your keys.");
    expect(markdownLineBody("   > - Quoted")).toBe("Quoted");
    expect(
      "1. Open.\n\n   > One.\n   >\n   > Two.\n\n   ---\n\n   Three.".split(blockBreak(markdownLineBody)),
    ).toEqual(["1. Open.", "\n\n", "   > One.", "\n   >\n", "   > Two.", "\n\n   ---\n\n", "   Three."]);
  });

  it("keeps page text that was escaped, a rule, a table row and a plain line as they are", () => {
    expect(markdownLineBody("\\- Learn more")).toBe("\\- Learn more");
    expect(markdownLineBody("\\# 1")).toBe("\\# 1");
    expect(markdownLineBody("---")).toBe("---");
    expect(markdownLineBody("| Slim | 12 |")).toBe("| Slim | 12 |");
    expect(markdownLineBody("2026 prices")).toBe("2026 prices");
  });

  it("reads a plain-text line whole, a leading dash included", () => {
    expect(wholeLine("- Learn more")).toBe("- Learn more");
  });
});
