import { describe, expect, it } from "vitest";
import { createSitemapMemo } from "./sitemap-memo.js";

describe("createSitemapMemo", () => {
  it("answers an origin from memory while young, asks again once old or when refreshing", async () => {
    let clock = 0;
    const asked: string[] = [];
    const source = async (origin: string) => {
      asked.push(origin);
      return [`${origin}/page-${asked.length}`];
    };
    const memo = createSitemapMemo({ maxAgeMs: 100, now: () => clock });
    const through = memo.through(source);
    expect(await through("https://a.test")).toEqual(["https://a.test/page-1"]);
    clock = 100;
    expect(await through("https://a.test")).toEqual(["https://a.test/page-1"]);
    expect(await through("https://b.test")).toEqual(["https://b.test/page-2"]);
    expect(await memo.refreshing(source)("https://a.test")).toEqual(["https://a.test/page-3"]);
    expect(await through("https://a.test")).toEqual(["https://a.test/page-3"]);
    clock = 201;
    expect(await through("https://a.test")).toEqual(["https://a.test/page-4"]);
    expect(asked).toEqual(["https://a.test", "https://b.test", "https://a.test", "https://a.test"]);
  });
});
