// bench/events/targets.json must describe the catalog as it is: a target list the ranker can fill, and
// must-not-return entries that really are outside the window, the city, or cancelled.
import { describe, expect, it } from "vitest";
import { anchorDay } from "../../src/demo/events/event-times.js";
import { EVENT_CATALOG, type FixtureEvent, occurrences } from "../../src/demo/events/index.js";
import { venueLine } from "../../src/demo/events/venues.js";
import type { RankedEvent } from "../../src/events/event-types.js";
import { loadTargets, queryWindow, scoreTopK } from "./score.js";

const NOW = new Date("2026-11-22T15:00:00Z");
const targets = loadTargets();
const anchor = anchorDay(NOW);
const window = queryWindow({ now: NOW, windowDays: targets.query.windowDays });

function find(entry: { title: string; venue: string }): FixtureEvent {
  const found = EVENT_CATALOG.filter(
    (event) => event.title === entry.title && event.venue.name === entry.venue,
  );
  expect(found.length, entry.title).toBeGreaterThan(0);
  return found[0] as FixtureEvent;
}

function inWindow(event: FixtureEvent): boolean {
  return occurrences(event, anchor).some((occurrence) => {
    const day = occurrence.start.toISODate() ?? "";
    return day >= window.from && day <= window.to;
  });
}

/** The event as the scout would return it: its `nth` occurrence in the window (else its first). */
function ranked(event: FixtureEvent, nth = 0): RankedEvent {
  const all = occurrences(event, anchor);
  const within = all.filter((candidate) => {
    const day = candidate.start.toISODate() ?? "";
    return day >= window.from && day <= window.to;
  });
  const occurrence = within[nth] ?? all[0];
  return {
    title: event.title,
    start: occurrence?.start.toISO() ?? "",
    end: null,
    location: venueLine(event.venue),
    organizer: event.organizer,
    url: "http://127.0.0.1/",
    recommendation: "approved",
    score: 1,
    rationale: "",
  };
}

describe("bench/events/targets.json", () => {
  it("has at least 8 targets, each a scheduled New York event in the window, on jazz, theater or talks", () => {
    expect(targets.targets.length).toBeGreaterThanOrEqual(8);
    for (const entry of targets.targets) {
      const event = find(entry);
      expect(inWindow(event), entry.title).toBe(true);
      expect(event.venue.city).toBe("New York");
      expect(event.cancelled ?? false).toBe(false);
      expect(["jazz", "theater", "talk"]).toContain(event.category);
    }
  });

  it("covers every on-topic, scheduled New York event in the window (nothing relevant is left unlisted)", () => {
    const relevant = EVENT_CATALOG.filter(
      (event) =>
        ["jazz", "theater", "talk"].includes(event.category) &&
        event.venue.city === "New York" &&
        !event.cancelled &&
        inWindow(event),
    );
    for (const event of relevant) {
      expect(
        targets.targets.some((entry) => entry.title === event.title && entry.venue === event.venue.name),
      ).toBe(true);
    }
  });

  it("lists must-not-return events that really are outside the window, the city, or cancelled", () => {
    for (const entry of targets.mustNotReturn) {
      const event = find(entry);
      if (entry.reason === "out-of-window") expect(inWindow(event), entry.title).toBe(false);
      if (entry.reason === "out-of-city") {
        expect(event.venue.city).not.toBe("New York");
        expect(inWindow(event), entry.title).toBe(true);
      }
      if (entry.reason === "cancelled") expect(event.cancelled).toBe(true);
    }
    expect(new Set(targets.mustNotReturn.map((entry) => entry.reason))).toEqual(
      new Set(["out-of-window", "out-of-city", "cancelled"]),
    );
  });

  it("scores a perfect Top-10 at recall and precision 1, and counts forbidden events", () => {
    const perfect = targets.targets.map((entry) => ranked(find(entry)));
    const series = find({ title: "Lunchtime Gallery Talk", venue: "Hamilton Heights Library" });
    perfect.push(ranked(series, 1));
    const best = scoreTopK(perfect, { targets, window });
    expect(best.recallAtK).toBe(1);
    expect(best.precisionAtK).toBe(1);

    const boston = find({ title: "New York Jazz All-Stars on Tour", venue: "Tremont Street Music Hall" });
    const gala = find({ title: "Big Band Winter Gala", venue: "Blue Lantern Jazz Club" });
    const worse = scoreTopK([...perfect.slice(0, 8), ranked(boston), ranked(gala)], { targets, window });
    expect(worse.recallAtK).toBeCloseTo(8 / 9);
    expect(worse.outOfCity).toBe(1);
    expect(worse.outOfWindow).toBe(1);
    expect(worse.precisionAtK).toBeCloseTo(0.8);
  });
});
