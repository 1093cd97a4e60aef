import { describe, expect, it } from "vitest";
import { askedPageKinds, kindCredit } from "./page-kinds.js";

describe("askedPageKinds for the settings reference", () => {
  it("asks for it when the question is about what happens when nothing is set ('out of the box')", () => {
    const question = "Which hosts does the tool clone shallowly out of the box?";
    expect(askedPageKinds(question)).toContain("configuration");
    expect(kindCredit(askedPageKinds(question), "Network /settings/network")).toBe(1);
  });

  it("asks for it when the question asks whether a behaviour can change ('can it … instead')", () => {
    expect(
      askedPageKinds(
        "Before a script runs, can it just warn me that the lockfile is stale instead of installing?",
      ),
    ).toContain("configuration");
  });

  it("does not for a plain how-to question", () => {
    expect(askedPageKinds("How do I install the tool on a new laptop?")).not.toContain("configuration");
    expect(askedPageKinds("Can I pay with a gift card instead of a credit card?")).not.toContain(
      "configuration",
    );
  });
});

describe("askedPageKinds for the API reference", () => {
  it("asks for it when the question quotes a code identifier: a directive, a member path, a build flag", () => {
    for (const question of [
      "一个弹窗要频繁地打开关闭，用 v-if 还是 v-show 性能更好？",
      "What does app.config.errorHandler catch?",
      "How do I turn on __FEATURE_DETAILS__ in production?",
    ])
      expect(askedPageKinds(question)).toContain("api");
    expect(kindCredit(["api"], "指令 /api/built-in-directives")).toBe(1);
  });

  it("does not for file names or everyday hyphenated words", () => {
    for (const question of [
      "Should I commit package.json and pnpm-lock.yaml?",
      "Can I change my e-mail address?",
      "Do you ship t-shirts abroad?",
      "Is there a mirror of vuejs.org, e.g. for China?",
    ])
      expect(askedPageKinds(question)).not.toContain("api");
  });
});
