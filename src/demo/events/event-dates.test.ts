import ICAL from "ical.js";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { extractJsonLd, parseHtml } from "../../extract/index.js";
import { demoProfileEvents, type EventSiteOrigins, routeEventDemoRequest } from "./index.js";

const ORIGINS: EventSiteOrigins = {
  jazz: "http://127.0.0.1:28320",
  theater: "http://127.0.0.1:28321",
  arts: "http://127.0.0.1:28322",
  library: "http://127.0.0.1:28323",
  aggregator: "http://127.0.0.1:28324",
};

function body(site: keyof EventSiteOrigins, url: string, now: Date): string {
  return routeEventDemoRequest({ site, url, origins: ORIGINS, now }).body;
}

function startDate(site: keyof EventSiteOrigins, url: string, now: Date): string {
  const blocks = extractJsonLd(parseHtml(body(site, url, now))) as Record<string, unknown>[];
  const nodes = blocks.flatMap(
    (block) => (block["@graph"] as Record<string, unknown>[] | undefined) ?? [block],
  );
  return String(nodes.find((node) => typeof node.startDate === "string")?.startDate);
}

interface FeedOccurrence {
  summary: string;
  start: DateTime;
  status: string;
}

/** Reads the library feed with ical.js, expanding each series up to `until`. */
function readFeed(ics: string, until: DateTime): FeedOccurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const found: FeedOccurrence[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const status = String(component.getFirstPropertyValue("status"));
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const start = DateTime.fromJSDate(next.toJSDate(), { zone: "America/New_York" });
      if (start > until) break;
      found.push({ summary: event.summary, start, status });
    }
  }
  return found;
}

describe("event dates relative to the injected clock", () => {
  it("moves every date with `now`: the same show is two days after whichever day it is", () => {
    const url = "/shows/marcus-hale-trio";
    expect(startDate("jazz", url, new Date("2026-11-22T15:00:00Z"))).toBe("2026-11-24T20:00:00-05:00");
    expect(startDate("jazz", url, new Date("2027-06-10T15:00:00Z"))).toBe("2027-06-12T20:00:00-04:00");
  });

  it("anchors to the New York day, not the UTC one", () => {
    // 02:00 UTC on the 23rd is still the evening of the 22nd in New York.
    expect(startDate("jazz", "/shows/marcus-hale-trio", new Date("2026-11-23T02:00:00Z"))).toBe(
      "2026-11-24T20:00:00-05:00",
    );
  });

  it("keeps local times across the spring DST change, with the right offset on each side", () => {
    const now = new Date("2026-03-05T15:00:00Z"); // DST starts Sunday 2026-03-08
    expect(startDate("jazz", "/shows/marcus-hale-trio", now)).toBe("2026-03-07T20:00:00-05:00");
    expect(startDate("jazz", "/shows/vanessa-ortiz-quartet", now)).toBe("2026-03-10T19:30:00-04:00");
  });

  it("dates the profile's pre-approved events in the past", () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const profile = demoProfileEvents({ origins: ORIGINS, now });
    expect(profile.every((event) => DateTime.fromISO(event.start) < DateTime.fromJSDate(now))).toBe(true);
    expect(new Set(profile.map((event) => new URL(event.url).origin))).toEqual(
      new Set(Object.values(ORIGINS)),
    );
  });
});

describe("the library's iCalendar feed", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const windowEnd = DateTime.fromISO("2026-12-06T23:59:59", { zone: "America/New_York" });
  const windowStart = DateTime.fromISO("2026-11-22T00:00:00", { zone: "America/New_York" });
  const feed = readFeed(body("library", "/calendar.ics", now), windowEnd);

  it("parses with ical.js, in TZID America/New_York", () => {
    const talk = feed.find((entry) => entry.summary === "Author Talk: Harlem Nights and the Jazz Age");
    expect(talk?.start.toISO()).toBe("2026-11-29T18:00:00.000-05:00");
    expect(talk?.start.toUTC().hour).toBe(23);
  });

  it("holds a weekly series that began before the window and has two occurrences in it", () => {
    const series = feed.filter((entry) => entry.summary === "Lunchtime Gallery Talk");
    const inWindow = series.filter((entry) => entry.start >= windowStart);
    expect(series.length).toBeGreaterThan(inWindow.length);
    expect(inWindow.map((entry) => entry.start.toISODate())).toEqual(["2026-11-28", "2026-12-05"]);
  });

  it("marks one event cancelled", () => {
    expect(feed.filter((entry) => entry.status === "CANCELLED").map((entry) => entry.summary)).toEqual([
      "Curator Talk: Photographs of Old New York",
    ]);
  });
});
