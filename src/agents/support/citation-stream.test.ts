import { describe, expect, it } from "vitest";
import { createCitationStream } from "./citation-stream.js";
import { resolveCitations } from "./resolve-citations.js";

/** Prompt numbers 1..4 → page indices; the model cites them in another order, and once a number that is no source. */
const PAGE_OF_SOURCE = [7, 2, 9, 4];

const DRAFTS = [
  "You can return unused items within 30 days [3]. Refunds take 5 business days [1][3].\n\nShipping is free over $50 [2] .",
  "  [no-answer] The sites cover returns and shipping [4], but not gift cards.",
  "[NO-ANSWER]\n\nNothing on warranties.",
  "The kettle holds 1.7 litres [9] , and the lid [12] is glass [2].",
  "See [the returns page](https://shop.test/returns) [1]; a list [x] and an array a[0] stay as written.   ",
  "[no] is not the marker [1].",
];

/** What a reader sees when the draft arrives in pieces of `size` characters. */
function streamed(draft: string, size: number): { text: string; seen: string[] } {
  const stream = createCitationStream({ pageOfSource: PAGE_OF_SOURCE });
  const seen: string[] = [];
  let text = "";
  for (let at = 0; at < draft.length; at += size) {
    text += stream.push(draft.slice(at, at + size));
    seen.push(text);
  }
  text += stream.end();
  return { text, seen };
}

describe("createCitationStream", () => {
  it("adds up to exactly the final answer, however the draft is split", () => {
    for (const draft of DRAFTS) {
      const final = resolveCitations(draft, PAGE_OF_SOURCE).answer;
      for (let size = 1; size <= draft.length; size++) expect(streamed(draft, size).text).toBe(final);
    }
  });

  it("only ever shows a beginning of the final answer: no prompt page number, marker or space to be closed", () => {
    for (const draft of DRAFTS) {
      const final = resolveCitations(draft, PAGE_OF_SOURCE).answer;
      for (let size = 1; size <= 6; size++) {
        for (const text of streamed(draft, size).seen) expect(final.startsWith(text), text).toBe(true);
      }
    }
  });

  it("shows text before the model is done", () => {
    const stream = createCitationStream({ pageOfSource: PAGE_OF_SOURCE });
    expect(stream.push("Returns are free ")).toBe("Returns are free");
    expect(stream.push("within 30 days [3")).toBe(" within 30 days");
    expect(stream.push("]. More")).toBe(" [1]. More");
    expect(stream.end()).toBe("");
  });
});
