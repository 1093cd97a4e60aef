import { describe, expect, it } from "vitest";
import { tokenize } from "../../../knowledge/index.js";
import { howToAction, howToClauseTerms, howToHeadingTerms } from "./how-to-action.js";

describe("howToAction", () => {
  it("finds the action an English or Chinese how-to question asks about", () => {
    expect(howToAction("How do I delete the store?")).toBe(tokenize("delete")[0]);
    expect(howToAction("怎么删除账户？")).toBe("删除");
    expect(howToAction("怎样才能删除账户？")).toBe("删除");
    expect(howToAction("如何设置云同步")).toBe("设置");
  });

  it("finds none where the question asks no action (怎么办, a question that is not a how-to)", () => {
    expect(howToAction("我换了新手机，登不进去怎么办？")).toBeUndefined();
    expect(howToAction("What does shipping cost?")).toBeUndefined();
  });
});

describe("howToClauseTerms", () => {
  it("gives the words of the clause asking how, from its action to the clause's end", () => {
    expect(howToClauseTerms("They want a selfie. How do I take one that will pass?")).toEqual(
      tokenize("take one that will pass", { bigrams: false }),
    );
    expect(howToClauseTerms("邮件没收到，怎么再要一封？")).toEqual(tokenize("要一封", { bigrams: false }));
    expect(howToClauseTerms("What does shipping cost?")).toEqual([]);
  });
});

describe("howToHeadingTerms", () => {
  it("gives a how-to heading's action first, then its other words; nothing for another heading", () => {
    expect(howToHeadingTerms("How to take a selfie")).toEqual(tokenize("take selfie"));
    expect(howToHeadingTerms("如何设置云同步")).toEqual(["设置", "云", "同步"]);
    expect(howToHeadingTerms("Troubleshooting")).toEqual([]);
  });
});
