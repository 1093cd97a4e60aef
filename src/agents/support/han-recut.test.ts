import { describe, expect, it } from "vitest";
import { hanRecut } from "./han-recut.js";

const holding = (terms: string[]) => (term: string) => terms.includes(term);

describe("hanRecut", () => {
  it("cuts a dictionary word no page holds where its edge character and the one-character word beside it are the pages' pair", () => {
    // 能手/动 ("expert" + "move") where the question means 能/手动 ("can … by hand"), and 轻/量的 for 轻量/的.
    expect(hanRecut("浅层对象能手动触发更新吗？", holding(["手动", "触发", "更新"]))).toEqual({
      pairs: new Set(["手动"]),
      recut: new Set(["能手", "动"]),
    });
    expect(hanRecut("有没有轻量的版本？", holding(["轻量", "版本"]))).toEqual({
      pairs: new Set(["轻量"]),
      recut: new Set(["量的", "轻"]),
    });
  });

  it("keeps the question's cut when the pages hold its word, the pair, or the neighbour is a word of its own", () => {
    // The pages hold 能手: a word of theirs.
    expect(hanRecut("对象能手动触发更新吗？", holding(["能手", "手动"])).pairs.size).toBe(0);
    // No page holds 手动 either.
    expect(hanRecut("对象能手动触发更新吗？", holding(["触发"])).pairs.size).toBe(0);
    // 手机 is a word of two characters: the question's cut stands (我能/手机).
    expect(hanRecut("我能手机登录吗", holding(["能手", "手机", "登录"])).pairs.size).toBe(0);
  });

  it("leaves a pair holding a framing or stop character (会 of 会被) to the question's cut", () => {
    const framing = (character: string) => character === "会";
    expect(hanRecut("账户会不会被删", holding(["会被", "删除"]), framing).pairs.size).toBe(0);
  });
});
