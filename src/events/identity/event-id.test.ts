import { describe, expect, it } from "vitest";
import type { EventRecord } from "../event-types.js";
import { eventId } from "./event-id.js";

function event(overrides: Partial<EventRecord> = {}): EventRecord {
  return {
    title: "Jazz Night",
    start: "2026-12-05T19:30:00-05:00",
    end: null,
    timeZone: "America/New_York",
    location: "Le Poisson Rouge, 158 Bleecker St, New York, NY",
    city: "New York",
    organizer: "LPR Presents",
    url: "https://lpr.example/events/jazz-night",
    status: "scheduled",
    categories: ["jazz"],
    source: "json-ld",
    sourceUrl: "https://lpr.example/events/jazz-night",
    ...overrides,
  };
}

describe("eventId", () => {
  it("is the same for one event written differently by a page and a feed", () => {
    const page = event();
    const feed = event({
      title: "  JAZZ night! ",
      start: "2026-12-06T00:30:00Z",
      location: "Le Poisson Rouge",
      source: "ical",
      sourceUrl: "https://lpr.example/calendar.ics",
    });
    expect(eventId(feed)).toBe(eventId(page));
    expect(eventId(event({ start: "2026-12-05T20:30:00-05:00" }))).not.toBe(eventId(page));
    expect(eventId(event({ location: "Blue Note, 131 W 3rd St" }))).not.toBe(eventId(page));
    expect(eventId(event({ title: "Jazz Brunch" }))).not.toBe(eventId(page));
  });
});
