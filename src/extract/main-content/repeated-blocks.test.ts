import { marked } from "marked";
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

  it("counts no block for a Markdown rule, as the plain text writes an <hr> as a blank line: a card's copy goes in both", () => {
    // A card's date said again 7 blocks after the first (a layout's copy): within reach in the plain text …
    const cards = ["Alpine lodge", "Lake cabin", "City loft"];
    const text = [`BOOK: By Jan 5, 2026`, ...cards, `BOOK: By Jan 5, 2026`].join("\n\n");
    const plain = withoutRepeatedBlocks(text.replace(/\n\n(?=[A-Z][a-z])/g, "\n\nNights from 3\n\n"));
    expect(plain.split("BOOK: By Jan 5, 2026")).toHaveLength(2);
    // … and in the Markdown, where a rule stands between the cards.
    const markdown = withoutRepeatedBlocks(
      text.replace(/\n\n(?=[A-Z][a-z])/g, "\n\n---\n\n### Nights from 3\n\n"),
      markdownLineBody,
    );
    expect(markdown.split("BOOK: By Jan 5, 2026")).toHaveLength(2);
    expect(marked.lexer(markdown).filter((token) => token.type === "hr")).toHaveLength(3);
  });
});
