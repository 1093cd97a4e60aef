import { describe, expect, it } from "vitest";
import { framedPairs } from "./framed-pairs.js";

const framing = (character: string) => ["做", "还", "要", "用"].includes(character);

describe("framedPairs", () => {
  it("returns the pairs the pages hold that hold a framing word (做同 of 做/同/一件事, 要再 of 还/要/再/交)", () => {
    const counts: Record<string, number> = { 做同: 1, 要再: 4, 再交: 0 };
    const frequency = (pair: string) => counts[pair] ?? 0;
    expect(framedPairs("只需要做同一件事", frequency, framing)).toEqual(new Set(["做同"]));
    expect(framedPairs("已知旅客号码还要再交一次钱吗", frequency, framing)).toEqual(new Set(["要再"]));
  });

  it("leaves pairs no page holds, and pairs without a framing word, alone", () => {
    expect(framedPairs("能用微信扫码登录吗", () => 0, framing).size).toBe(0);
    expect(framedPairs("加载中组件", () => 5, framing).size).toBe(0);
  });
});
