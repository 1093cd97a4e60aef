import { Command, CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import type { EventsResult } from "../../agents/events/state.js";
import { registerEventsCommand } from "./events.js";
import { contractOf, describeScoutProgress, formatEventList } from "./run-events.js";

const result: EventsResult = {
  events: [
    {
      title: "The Marcus Hale Trio",
      start: "2026-12-05T19:30:00-05:00",
      end: null,
      location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY",
      organizer: "Blue Lantern Jazz Club",
      url: "http://127.0.0.1:28320/shows/marcus-hale-trio",
      recommendation: "approved",
      score: 0.91,
      rationale: 'Recommended: it matches "jazz" from your search; it is on Sat Dec 5, 7:30 PM.',
    },
  ],
  cached: false,
  iterations: 2,
  blocked: null,
  cost: { projectedUsd: 0.03, actualUsd: 0.02 },
  window: {
    requested: { from: "2026-12-01", to: "2026-12-15" },
    used: { from: "2026-12-01", to: "2026-12-15" },
    widenedBecause: null,
  },
  belowFloor: 0,
};

function program() {
  const root = new Command("webscout").exitOverride();
  registerEventsCommand(root, { stdout: { write: () => true }, stderr: { write: () => true } });
  for (const command of root.commands) command.exitOverride();
  return root;
}

describe("webscout events", () => {
  it("registers the options of DESIGN.md, plus --demo and --database-url", () => {
    const events = program().commands.find((command) => command.name() === "events");
    const flags = events?.options.map((option) => option.long);
    expect(flags).toEqual([
      "--city",
      "--from",
      "--to",
      "--profile",
      "--allow-domain",
      "--source",
      "--budget",
      "--confirm-cost",
      "--no-cache",
      "--llm",
      "--allow-private-network",
      "--allow-link-local",
      "--data-dir",
      "--database-url",
      "--demo",
      "--json",
    ]);
  });

  it.each([
    [["--source", "bing"], /expected "tavily" or "web"/],
    [["--budget", "cheap"], /amount in USD/],
  ])("rejects %o before running anything", async (args, message) => {
    const root = program();
    let error: unknown;
    root.commands[0]?.configureOutput({
      writeErr: (text) => {
        error = text;
      },
    });
    await expect(root.parseAsync(["node", "webscout", "events", ...args, "jazz"])).rejects.toThrow(
      CommanderError,
    );
    expect(String(error)).toMatch(message);
  });

  it("prints a numbered list with the local time, place, organizer, link and rationale", () => {
    const text = formatEventList(result, "America/New_York");
    expect(text).toBe(
      [
        "Window: 2026-12-01 to 2026-12-15",
        "",
        "1. The Marcus Hale Trio  [recommended, score 0.91]",
        "   Sat Dec 5, 7:30 PM · Blue Lantern Jazz Club, 87 Barrow Street, New York, NY",
        "   by Blue Lantern Jazz Club",
        "   http://127.0.0.1:28320/shows/marcus-hale-trio",
        '   Recommended: it matches "jazz" from your search; it is on Sat Dec 5, 7:30 PM.',
        "",
        "2 passes · cost $0.0200 (projected $0.0300)",
        "",
      ].join("\n"),
    );
    expect(formatEventList({ ...result, events: [] }, "America/New_York")).toMatch(/No events found/);
  });

  it("says when the window was widened, what was asked for and why, and how many fell below the floor", () => {
    const widened = formatEventList(
      {
        ...result,
        belowFloor: 4,
        window: {
          requested: { from: "2026-12-01", to: "2026-12-15" },
          used: { from: "2026-12-01", to: "2026-12-22" },
          widenedBecause: "only 2 events to recommend",
        },
      },
      "America/New_York",
    );
    expect(widened).toMatch(
      /^Window WIDENED to 2026-12-01 to 2026-12-22 \(you asked for 2026-12-01 to 2026-12-15\): only 2 event/,
    );
    expect(widened).toMatch(/4 more events in the window matched too weakly/);
    expect(formatEventList(result, "America/New_York")).not.toMatch(/WIDENED|more event/);
  });

  it("keeps only the contract's keys for --json and turns progress into short lines", () => {
    expect(Object.keys(contractOf({ ...result, notes: ["x"] })).sort()).toEqual([
      "belowFloor",
      "blocked",
      "cached",
      "cost",
      "events",
      "iterations",
      "window",
    ]);
    expect(describeScoutProgress({ type: "cache-hit", events: 10 })).toMatch(/Cached result/);
    expect(
      describeScoutProgress({
        type: "gate-decided",
        decision: "revise",
        viable: 12,
        approved: 7,
        advice: ["add-domain"],
      }),
    ).toBe("  Only 7 events to recommend: revising (add-domain).");
    expect(describeScoutProgress({ type: "node-finished", node: "planner", durationMs: 1 })).toBeUndefined();
  });
});
