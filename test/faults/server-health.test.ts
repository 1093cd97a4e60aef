// Fault: a hostile start page must not stall the server (issue 14, item 2). The built server reads a page of
// 150k nested <div>s for one visitor while /health keeps answering everyone else.
import { beforeAll, describe, expect, it } from "vitest";
import { ensureCliBuilt } from "#test/helpers/built-cli.js";
import { measureHealthWhileParsing } from "./health-while-parsing.js";

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);

describe("webscout serve reading a deeply nested start page", () => {
  it("keeps answering /health while the page is parsed, and answers the chat", async () => {
    const figures = await measureHealthWhileParsing(150_000);
    expect(figures.chatStatus).toBe(200);
    expect(figures.samples).toBeGreaterThan(0);
    // Generous for a loaded 2-core machine (the goal, in bench:faults, is < 100 ms); before: 28 s.
    expect(figures.maxMs).toBeLessThan(1_000);
  }, 120_000);
});
