import { describe, expect, it } from "vitest";
import { markdownLineBody } from "./markdown-line-body.js";
import { withoutRepeatedBlocks } from "./repeated-blocks.js";

const POST =
  "The widget needs a key, which you create in the dashboard. It takes about five minutes, and you only do it once.";

describe("withoutRepeatedBlocks", () => {
  it("reads a Markdown quote's paragraphs as blocks: a repeated one goes with its quoted blank line", () => {
    const markdown = `${POST}\n\n> Sam wrote:\n>\n> ${POST}\n>\n> Thanks, that worked.\n\nSee you.`;
    expect(withoutRepeatedBlocks(markdown, markdownLineBody)).toBe(
      `${POST}\n\n> Sam wrote:\n>\n> Thanks, that worked.\n\nSee you.`,
    );
  });

  it("reads the plain text's blocks at blank lines only", () => {
    const text = `${POST}\n\nSam wrote:\n${POST}\n\n${POST}`;
    expect(withoutRepeatedBlocks(text)).toBe(`${POST}\n\nSam wrote:\n${POST}`);
  });
});
