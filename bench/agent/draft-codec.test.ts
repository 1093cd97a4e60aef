import { describe, expect, it } from "vitest";
import type { TermWeights } from "../../src/agents/support/term-weights.js";
import { DraftCodecError, decodeValue, encodeValue } from "./draft-codec.js";

const roundTrip = (value: unknown) => decodeValue(JSON.parse(JSON.stringify(encodeValue(value))));

describe("draft-codec", () => {
  it("gives back term weights with the Sets and the Map they carry as properties", () => {
    const weights: TermWeights = Object.assign(
      new Map([
        ["组件", 2.5],
        ["卸载", 1 / 3],
      ]),
      {
        context: new Set(["组件"]),
        absent: new Set<string>(),
        framed: new Set(["件卸"]),
        sides: new Map([["件卸", [{ before: "组件", after: "卸载" }]]]),
        language: "zh",
      },
    );
    const back = roundTrip({ question: "组件卸载", termWeights: weights }) as { termWeights: TermWeights };
    expect(back.termWeights).toBeInstanceOf(Map);
    expect([...back.termWeights]).toEqual([...weights]);
    expect(back.termWeights.get("卸载")).toBe(1 / 3);
    expect(back.termWeights.context).toEqual(new Set(["组件"]));
    expect(back.termWeights.absent).toEqual(new Set());
    expect(back.termWeights.framed?.has("件卸")).toBe(true);
    expect(back.termWeights.sides?.get("件卸")).toEqual([{ before: "组件", after: "卸载" }]);
    expect(back.termWeights.language).toBe("zh");
  });

  it("keeps non-finite numbers, -0 and undefined array items; drops undefined fields as JSON does", () => {
    const back = roundTrip({
      scores: [Number.NaN, -Infinity, -0, 0.1 + 0.2],
      items: [1, undefined],
      gone: undefined,
    });
    expect(back).toEqual({ scores: [Number.NaN, -Infinity, -0, 0.1 + 0.2], items: [1, undefined] });
    expect(Object.is((back as { scores: number[] }).scores[2], -0)).toBe(true);
    expect("gone" in (back as object)).toBe(false);
  });

  it("refuses what it cannot give back, and a tag it did not write", () => {
    expect(() => encodeValue(new Date(0))).toThrow(DraftCodecError);
    expect(() => encodeValue({ $codec: "map" })).toThrow(DraftCodecError);
    expect(() => decodeValue({ $codec: "regexp" })).toThrow(DraftCodecError);
  });
});
