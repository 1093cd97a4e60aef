import { describe, expect, it } from "vitest";
import { createSafeTextStream } from "./openai-stream-text.js";

/** Feeds `deltas`, then the final answer; returns each push's output and everything a client received. */
function received(deltas: string[], finalAnswer: string): { streamed: string[]; total: string } {
  const stream = createSafeTextStream();
  const streamed = deltas.map((delta) => stream.push(delta));
  const rest = stream.finish(finalAnswer);
  return { streamed, total: streamed.join("") + rest };
}

describe("createSafeTextStream", () => {
  it("sends whole words as they end and the rest at the finish, adding up to the final answer", () => {
    const answer = "Returns are free within 30 days [1]. Refunds take 5 days. [2]";
    const { streamed, total } = received(
      ["Returns are fr", "ee within 30 days [1]. Refu", "nds take 5 days. [2]"],
      answer,
    );
    expect(streamed).toEqual(["Returns are ", "free within 30 days [1]. ", "Refunds take 5 days. "]);
    expect(total).toBe(answer);
  });

  it("never sends a link from page text while streaming, even one split across deltas", () => {
    const deltas = [
      "See [Claim your ",
      "refund here](http://evil.test/",
      "refund) or www.evil.test now.\n",
      "Done.",
    ];
    const stream = createSafeTextStream();
    const pushed = deltas.map((delta) => stream.push(delta));
    expect(pushed[0]).toBe("See ");
    expect(pushed[1]).toBe("");
    expect(pushed.join("")).toBe("See Claim your refund here or `www.evil.test` now.\n");
  });

  it("holds an unclosed code span until it closes", () => {
    const stream = createSafeTextStream();
    expect(stream.push("Run `npm install ")).toBe("Run ");
    expect(stream.push("webscout` to start. ")).toBe("`npm install webscout` to start. ");
  });

  it("when a later part changes what was sent, ends with the final answer's rest after a space", () => {
    // A link text over a line break: each line alone reads as plain text with a bracket.
    const finalAnswer = "A multi\nline link. Done.";
    const { total } = received(["A [multi\n", "line](http://evil.test/) link. Done."], finalAnswer);
    expect(total).not.toContain("http://evil.test");
    expect(total).not.toMatch(/\]\(/);
    expect(total.endsWith("link. Done.")).toBe(true);
  });
});
