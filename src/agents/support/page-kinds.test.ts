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
