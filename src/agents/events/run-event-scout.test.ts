import { describe, expect, it } from "vitest";
import { fakeWebSource, jsonLdPage, makeDeps } from "#test/helpers/event-scout-kit.js";
import { UsageError } from "../../errors/index.js";
import type { TavilySource } from "../../events/tavily/index.js";
import { runEventScout } from "./run-event-scout.js";
import type { RetrievedDocument } from "./state.js";

const FIELDS = [
  "title",
  "start",
  "end",
  "location",
  "organizer",
  "url",
  "recommendation",
  "score",
  "rationale",
];

/** `count` jazz shows on the profile's club site, on days from Nov 23 on. */
function shows(count: number, from = 0): RetrievedDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const day = 23 + ((from + index) % 12);
    const url = `https://bluelantern.example/shows/set-${from + index}`;
    return {
      url,
      html: jsonLdPage({
        title: `Jazz Set ${from + index}`,
        start: `2026-${day > 30 ? "12" : "11"}-${String(day > 30 ? day - 30 : day).padStart(2, "0")}T20:00:00-05:00`,
        description: "Live jazz standards.",
        organizer: `Band ${from + index}`,
      }),
    };
  });
}

function fakeTavily(calls: string[]): TavilySource {
  return {
    async search(request) {
      calls.push(`search:${request.searchDepth}`);
      return { results: [], dropped: [], credits: request.searchDepth === "advanced" ? 2 : 1 };
    },
    async extract(request) {
      calls.push(`extract:${request.urls.length}`);
      return { results: [], failed: [], credits: 0 };
    },
  };
}

describe("runEventScout", () => {
  it("returns the Top-10 with every field, recording every node's run", async () => {
    const web = fakeWebSource(shows(14));
    const { deps } = makeDeps({ webSource: web.source });
    const result = await runEventScout({ query: { text: "live jazz" }, deps });
    expect(Object.keys(result).sort()).toEqual([
      "belowFloor",
      "blocked",
      "cached",
      "cost",
      "events",
      "iterations",
      "window",
    ]);
    expect(result.window).toEqual({
      requested: { from: "2026-11-22", to: "2026-12-06" },
      used: { from: "2026-11-22", to: "2026-12-06" },
      widenedBecause: null,
    });
    expect(result.events).toHaveLength(10);
    for (const event of result.events) {
      expect(Object.keys(event).sort()).toEqual([...FIELDS].sort());
      expect(event.rationale.length).toBeLessThanOrEqual(350);
    }
    expect(result).toMatchObject({
      cached: false,
      iterations: 1,
      blocked: null,
      cost: { projectedUsd: 0, actualUsd: 0 },
    });
    const [run] = await deps.telemetry.recentRuns();
    const nodes = (await deps.telemetry.agentRuns(run?.id as string)).map((agent) => agent.node);
    expect(nodes).toEqual([
      "input_guard",
      "cache_check",
      "budget_gate",
      "planner",
      "retriever",
      "extractor",
      "recommender",
      "canonicalize_merge",
      "ui_formatter",
      "telemetry_logger",
    ]);
  });

  it("answers the same query from the cache without reading anything, and --no-cache reads again", async () => {
    const web = fakeWebSource(shows(12));
    const { deps } = makeDeps({ webSource: web.source });
    const first = await runEventScout({ query: { text: "live jazz" }, deps });
    const second = await runEventScout({ query: { text: "live jazz" }, deps });
    expect(web.calls).toHaveLength(1);
    expect(second).toEqual({
      ...first,
      cached: true,
      iterations: 0,
      cost: { projectedUsd: 0, actualUsd: 0 },
    });
    const [run] = await deps.telemetry.recentRuns();
    expect(run?.cached).toBe(true);
    expect((await deps.telemetry.agentRuns(run?.id as string)).map((agent) => agent.node)).toEqual([
      "input_guard",
      "cache_check",
      "ui_formatter",
      "telemetry_logger",
    ]);
    await runEventScout({ query: { text: "live jazz" }, options: { useCache: false }, deps });
    expect(web.calls).toHaveLength(2);
  });

  it("blocks a run projected over the budget without spending, and runs it once the cost is confirmed", async () => {
    const calls: string[] = [];
    const { deps } = makeDeps({ tavily: fakeTavily(calls) });
    const blocked = await runEventScout({ query: { text: "jazz" }, options: { budgetUsd: 0.01 }, deps });
    expect(blocked).toMatchObject({
      events: [],
      iterations: 0,
      blocked: { projectedUsd: 0.024, budgetUsd: 0.01, plan: { source: "tavily", extractUrls: 10 } },
      cost: { projectedUsd: 0.024, actualUsd: 0 },
    });
    expect(calls).toEqual([]);
    expect((await deps.telemetry.recentRuns())[0]?.blocked).toBe(true);

    const confirmed = await runEventScout({
      query: { text: "jazz" },
      options: { budgetUsd: 0.01, confirmCost: true, maxRevisions: 1 },
      deps,
    });
    expect(confirmed.blocked).toBeNull();
    expect(calls).toEqual(["search:basic", "search:advanced"]);
    expect(confirmed.cost.actualUsd).toBe(0.024);
  });

  it("bounds the revise loop in state: at most maxRevisions re-plans, each piece of advice once", async () => {
    const web = fakeWebSource((call) => shows(1, call));
    const { deps } = makeDeps({ webSource: web.source });
    const plans: string[][] = [];
    deps.onProgress = (event) => {
      if (event.type === "plan-made") plans.push(event.plan.applied);
    };
    const result = await runEventScout({ query: { text: "live jazz" }, options: { maxRevisions: 2 }, deps });
    expect(result.iterations).toBe(3);
    expect(plans).toEqual([[], ["advanced-search"], ["widen-window", "relax-keywords"]]);
    // The second revision only re-ranks: the web source was read twice, not three times.
    expect(web.calls).toHaveLength(2);
    expect(result.events.map((event) => event.title).sort()).toEqual(["Jazz Set 1", "Jazz Set 2"]);

    const unbounded = await runEventScout({
      query: { text: "live jazz", city: "New York" },
      options: { maxRevisions: 10, useCache: false },
      deps,
    });
    expect(unbounded.iterations).toBe(3);
  });

  it("widens only a default window, and the result says so; a given end date is never widened", async () => {
    const later: RetrievedDocument = {
      url: "https://bluelantern.example/shows/later",
      html: jsonLdPage({
        title: "Jazz After the Window",
        start: "2026-12-10T20:00:00-05:00",
        description: "Live jazz standards.",
      }),
    };
    const documents = [later, ...shows(2)];
    const { deps } = makeDeps({ webSource: fakeWebSource(documents).source });
    const widened = await runEventScout({ query: { text: "live jazz" }, deps });
    expect(widened.window.requested).toEqual({ from: "2026-11-22", to: "2026-12-06" });
    expect(widened.window.used.to > "2026-12-06").toBe(true);
    expect(widened.window.widenedBecause).toMatch(/only 2 events to recommend/);
    expect(widened.events.map((event) => event.title)).toContain("Jazz After the Window");
    // The cached copy keeps saying so.
    const cached = await runEventScout({ query: { text: "live jazz" }, deps });
    expect(cached.cached).toBe(true);
    expect(cached.window).toEqual(widened.window);

    const kept = await runEventScout({ query: { text: "live jazz", to: "2026-12-06" }, deps });
    expect(kept.window).toEqual({
      requested: { from: "2026-11-22", to: "2026-12-06" },
      used: { from: "2026-11-22", to: "2026-12-06" },
      widenedBecause: null,
    });
    expect(kept.events.map((event) => event.title)).not.toContain("Jazz After the Window");
  });

  it("soft-deletes a cancelled event and never returns it", async () => {
    const cancelled: RetrievedDocument = {
      url: "https://bluelantern.example/shows/cancelled",
      html: jsonLdPage({
        title: "Cancelled Jazz Night",
        start: "2026-11-25T20:00:00-05:00",
        status: "cancelled",
      }),
    };
    const { deps } = makeDeps({ webSource: fakeWebSource([cancelled, ...shows(3)]).source });
    const result = await runEventScout({ query: { text: "jazz" }, options: { maxRevisions: 0 }, deps });
    expect(result.events.map((event) => event.title)).not.toContain("Cancelled Jazz Night");
    const stored = (await deps.events.listEvents({ includeDeleted: true })).find(
      (event) => event.title === "Cancelled Jazz Night",
    );
    expect(stored?.status).toBe("cancelled");
    expect(stored?.deletedAt).not.toBeNull();
  });

  it("refuses a bad query or a source that cannot run with usage errors", async () => {
    const { deps } = makeDeps({ webSource: fakeWebSource([]).source });
    await expect(runEventScout({ query: { text: "" }, deps })).rejects.toThrow(UsageError);
    await expect(
      runEventScout({ query: { text: "jazz", from: "2026-12-10", to: "2026-12-01" }, deps }),
    ).rejects.toThrow(/reversed/);
    await expect(
      runEventScout({ query: { text: "jazz" }, options: { source: "tavily" }, deps }),
    ).rejects.toThrow(/TAVILY_API_KEY/);
    const { deps: empty } = makeDeps({ profileEvents: [] });
    await expect(runEventScout({ query: { text: "jazz" }, deps: empty })).rejects.toThrow(/no site to read/);
  });
});
