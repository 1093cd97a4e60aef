import { describe, expect, it } from "vitest";
import { answerAsText } from "./copy-answer.js";

describe("answerAsText", () => {
  it("puts the numbered sources under the answer, the address standing in for a missing title", () => {
    expect(
      answerAsText("Returns are accepted within 30 days [1].\n", [
        { url: "https://shop.test/help/returns", title: "Returns" },
        { url: "https://shop.test/faq", title: " " },
      ]),
    ).toBe(
      "Returns are accepted within 30 days [1].\n\nSources:\n[1] Returns — https://shop.test/help/returns\n[2] https://shop.test/faq — https://shop.test/faq",
    );
  });

  it("is the answer alone when there are no sources", () => {
    expect(answerAsText(" Not covered. ", [])).toBe("Not covered.");
  });
});
