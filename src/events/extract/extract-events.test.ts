import { describe, expect, it } from "vitest";
import { UsageError } from "../../errors/index.js";
import { parseHtml } from "../../extract/index.js";
import { extractEvents } from "./extract-events.js";

const url = "https://venue.example/events/";
const now = new Date("2026-11-22T15:00:00Z");
const defaultTimeZone = "America/New_York";

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

function ics(...lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
}

describe("extractEvents", () => {
  it("takes JSON-LD first, adds microdata-only events, and drops the microdata copy of a JSON-LD event", () => {
    const html = `<html><body>
      ${jsonLd({ "@type": "MusicEvent", name: "Jazz Night", startDate: "2026-12-05T19:30", location: "Blue Room" })}
      <div itemscope itemtype="https://schema.org/Event">
        <span itemprop="name">Jazz Night</span><meta itemprop="startDate" content="2026-12-05T19:30:00-05:00">
      </div>
      <div itemscope itemtype="https://schema.org/Event">
        <span itemprop="name">Poetry Slam</span><meta itemprop="startDate" content="2026-12-07T20:00">
      </div>
      <p>Also: December 24, 2026 at 6pm carols (page text is not read when structured data exists).</p>
    </body></html>`;
    const events = extractEvents({ html, url, defaultTimeZone, now });
    expect(events.map((event) => [event.title, event.source])).toEqual([
      ["Jazz Night", "json-ld"],
      ["Poetry Slam", "microdata"],
    ]);
  });

  it("reads the page text only when there is no structured event", () => {
    const html = `<html><head><title>Carols | Venue</title></head><body><main>
      <h1>Carols by Candlelight</h1><p>December 24, 2026 at 6pm</p><p>Location: St. Mark's Church, New York</p>
      </main></body></html>`;
    const events = extractEvents({ html, url, defaultTimeZone, now });
    expect(events.map((event) => [event.title, event.start, event.source])).toEqual([
      ["Carols by Candlelight", "2026-12-24T18:00:00-05:00", "html"],
    ]);
  });

  it("accepts an already parsed document", () => {
    const document = parseHtml(jsonLd({ "@type": "Event", name: "Parsed", startDate: "2026-12-01" }));
    expect(extractEvents({ document, url, defaultTimeZone, now }).map((event) => event.title)).toEqual([
      "Parsed",
    ]);
  });

  it("skips a broken JSON-LD block next to a good one", () => {
    const html = `<script type="application/ld+json">{"@type": "Event", "name": "Broken" "startDate": }</script>
      ${jsonLd({ "@type": "Event", name: "Good", startDate: "2026-12-01T19:00" })}`;
    expect(extractEvents({ html, url, defaultTimeZone, now }).map((event) => event.title)).toEqual(["Good"]);
  });

  it("renders New York times with the right offset on both sides of both 2026 DST changes", () => {
    const html = jsonLd(
      [
        ["Before fall back", "2026-10-31T19:00"],
        ["After fall back", "2026-11-02T19:00"],
        ["Before spring forward", "2026-03-07T19:00"],
        ["After spring forward", "2026-03-09T19:00"],
      ].map(([name, startDate]) => ({ "@type": "Event", name, startDate })),
    );
    const starts = extractEvents({ html, url, defaultTimeZone, now }).map((event) => event.start);
    expect(starts).toEqual([
      "2026-10-31T19:00:00-04:00",
      "2026-11-02T19:00:00-05:00",
      "2026-03-07T19:00:00-05:00",
      "2026-03-09T19:00:00-04:00",
    ]);
  });

  it("gives the same event the same start instant from JSON-LD and from an .ics feed", () => {
    const html = jsonLd({
      "@type": "MusicEvent",
      name: "Midnight Jazz Trio",
      startDate: "2026-12-05T19:30",
      location: { "@type": "Place", name: "Blue Room", address: { addressLocality: "New York" } },
    });
    const fromPage = extractEvents({ html, url, defaultTimeZone, now });
    const feeds = [
      ics(
        "BEGIN:VEVENT",
        "UID:a@test",
        "DTSTART;TZID=America/New_York:20261205T193000",
        "SUMMARY:Midnight Jazz Trio",
        "END:VEVENT",
      ),
      ics(
        "BEGIN:VEVENT",
        "UID:b@test",
        "DTSTART:20261206T003000Z",
        "SUMMARY:Midnight Jazz Trio",
        "END:VEVENT",
      ),
    ];
    for (const feed of feeds) {
      const fromFeed = extractEvents({
        ics: feed,
        url: "https://venue.example/calendar.ics",
        defaultTimeZone,
        now,
      });
      expect(fromFeed).toHaveLength(1);
      expect(fromFeed[0]?.start).toBe(fromPage[0]?.start);
      expect(Date.parse(fromFeed[0]?.start ?? "")).toBe(Date.parse("2026-12-06T00:30:00Z"));
    }
  });

  it("reads a page and a feed in one call", () => {
    const events = extractEvents({
      html: jsonLd({ "@type": "Event", name: "From page", startDate: "2026-12-01T19:00" }),
      ics: ics("BEGIN:VEVENT", "UID:c@test", "DTSTART:20261202T190000", "SUMMARY:From feed", "END:VEVENT"),
      url,
      defaultTimeZone,
      now,
    });
    expect(events.map((event) => [event.title, event.source, event.start])).toEqual([
      ["From page", "json-ld", "2026-12-01T19:00:00-05:00"],
      ["From feed", "ical", "2026-12-02T19:00:00-05:00"],
    ]);
  });

  it("never throws on hostile content, and returns [] for pages and feeds without events", () => {
    const garbage = `<div itemscope itemtype="https://schema.org/Event">${"<div>".repeat(3000)}</div>
      <script type="application/ld+json">{"@graph": [null, 1, "x", {"@type": null}]}</script>`;
    expect(extractEvents({ html: garbage, url, defaultTimeZone, now })).toEqual([]);
    expect(extractEvents({ html: "", ics: "not a calendar", url, defaultTimeZone, now })).toEqual([]);
  });

  it("throws a UsageError for a bad zone or window: those are the caller's mistakes", () => {
    expect(() => extractEvents({ html: "", url, defaultTimeZone: "New York" })).toThrow(UsageError);
    expect(() => extractEvents({ ics: "", url, defaultTimeZone, windowFrom: "tomorrow" })).toThrow(
      UsageError,
    );
  });
});
