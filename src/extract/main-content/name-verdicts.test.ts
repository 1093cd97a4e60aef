import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { memoizeByClassAndId } from "./name-verdicts.js";

const element = (attribs: Record<string, string>) => ({ attribs }) as unknown as Element;

describe("memoizeByClassAndId", () => {
  it("asks the rule once per distinct class and id pair and repeats its verdict", () => {
    const asked: string[] = [];
    const rule = memoizeByClassAndId((candidate) => {
      asked.push(`${candidate.attribs.class}#${candidate.attribs.id}`);
      return candidate.attribs.class === "share";
    });
    expect(rule(element({ class: "share" }))).toBe(true);
    expect(rule(element({ class: "share" }))).toBe(true);
    expect(rule(element({ class: "share", id: "x" }))).toBe(true);
    expect(rule(element({ id: "share" }))).toBe(false);
    expect(rule(element({ class: "story" }))).toBe(false);
    expect(rule(element({ class: "story" }))).toBe(false);
    expect(asked).toEqual(["share#undefined", "share#x", "undefined#share", "story#undefined"]);
  });

  it("keeps each rule's own verdict when rules share the memory of a pair", () => {
    const asked: string[] = [];
    const isShare = memoizeByClassAndId((candidate) => {
      asked.push(`share?${candidate.attribs.class}`);
      return candidate.attribs.class === "share";
    });
    const isStory = memoizeByClassAndId((candidate) => {
      asked.push(`story?${candidate.attribs.class}`);
      return candidate.attribs.class === "story";
    });
    for (let round = 0; round < 2; round++) {
      for (const className of ["share", "story", "share"]) {
        const candidate = element({ class: className });
        expect([isShare(candidate), isStory(candidate)]).toEqual([
          className === "share",
          className === "story",
        ]);
      }
    }
    expect(asked).toEqual(["share?share", "story?share", "share?story", "story?story"]);
  });

  it("asks the rule every time for an element with neither attribute", () => {
    let calls = 0;
    const rule = memoizeByClassAndId(() => ++calls > 0);
    rule(element({}));
    rule(element({ role: "main" }));
    expect(calls).toBe(2);
  });

  it("keeps giving the rule's verdicts after its memory starts afresh", () => {
    const rule = memoizeByClassAndId((candidate) => (candidate.attribs.class ?? "").endsWith("7"));
    for (let index = 0; index < 50_000; index++) {
      expect(rule(element({ class: `c${index}` }))).toBe(index % 10 === 7);
    }
  });
});
