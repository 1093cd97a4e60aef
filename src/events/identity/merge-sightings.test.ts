import { describe, expect, it } from "vitest";
import { makeEvent } from "#test/helpers/event-scout-kit.js";
import { mergeSightings } from "./merge-sightings.js";

describe("mergeSightings", () => {
  it("merges the same event from JSON-LD and an .ics feed into one, keeping the page URL and both descriptions", () => {
    const fromPage = makeEvent({ description: "Standards and ballads." });
    const fromFeed = makeEvent({
      source: "ical",
      start: "2026-11-29T01:00:00Z",
      location: "Blue Lantern Jazz Club",
      url: "https://bluelantern.example/calendar.ics",
      sourceUrl: "https://bluelantern.example/calendar.ics",
      description: "Late set, live.",
      categories: ["Music"],
    });
    const merged = mergeSightings([fromFeed, fromPage]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      source: "json-ld",
      url: "https://bluelantern.example/shows/late-night-jazz-trio",
      description: "Late set, live.\nStandards and ballads.",
    });
    expect(merged[0]?.categories.sort()).toEqual(["Jazz", "Music"]);
  });

  it("keeps different events and different venues apart, and lets a cancellation win", () => {
    const elsewhere = makeEvent({ location: "Pier 17, New York, NY" });
    const later = makeEvent({ start: "2026-11-28T22:00:00-05:00" });
    const cancelled = makeEvent({ status: "cancelled", source: "html" });
    const merged = mergeSightings([makeEvent(), elsewhere, later, cancelled]);
    expect(merged).toHaveLength(3);
    expect(merged[0]?.status).toBe("cancelled");
  });
});
