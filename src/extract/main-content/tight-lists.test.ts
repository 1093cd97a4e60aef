import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { withTightLists } from "./tight-lists.js";

describe("withTightLists", () => {
  it("drops the blank line between two item lines, in a quote too, and nowhere else", () => {
    const markdown = [
      "1. Open the dashboard.",
      "",
      "2. Create a key",
      "",
      "   - name it",
      "   - copy it",
      "",
      "Its own paragraph.",
      "",
      "- After a paragraph",
      "",
      "> - Quoted",
      ">",
      "> - list",
      "",
      "```",
      "- a",
      "",
      "- b",
      "```",
    ].join("\n");
    expect(withTightLists(markdown)).toBe(
      [
        "1. Open the dashboard.",
        "2. Create a key",
        "   - name it",
        "   - copy it",
        "",
        "Its own paragraph.",
        "",
        "- After a paragraph",
        "",
        "> - Quoted",
        "> - list",
        "",
        "```",
        "- a",
        "",
        "- b",
        "```",
      ].join("\n"),
    );
    const [list] = marked.lexer(withTightLists(markdown)) as Tokens.List[];
    expect(list?.loose).toBe(false);
  });

  it("drops the blank line between two item lines of a quote indented into a list item", () => {
    const markdown = ["- Rules", "", "  > - Quoted", "  >", "  > - list", "- Next"].join("\n");
    expect(withTightLists(markdown)).toBe(["- Rules", "", "  > - Quoted", "  > - list", "- Next"].join("\n"));
    const quote = (marked.lexer(withTightLists(markdown))[0] as Tokens.List).items[0]?.tokens.find(
      (token) => token.type === "blockquote",
    ) as Tokens.Blockquote;
    expect((quote.tokens[0] as Tokens.List).loose).toBe(false);
  });

  it("returns a text without such a blank line as it is", () => {
    const markdown = "Text\n\n- one\n- two\n\nMore text";
    expect(withTightLists(markdown)).toBe(markdown);
  });
});
