import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { extractJsonLd, parseHtml } from "../../extract/index.js";
import { eventsFromJsonLd } from "./json-ld-events.js";

const pageUrl = "https://venue.example/events/winter";
const now = new Date("2026-11-22T12:00:00Z");

function events(...blocks: unknown[]) {
  return eventsFromJsonLd({ blocks, pageUrl, defaultTimeZone: "America/New_York", now });
}

const musicEvent = {
  "@context": "https://schema.org",
  "@type": "MusicEvent",
  name: "Midnight Jazz Trio",
  startDate: "2026-12-05T19:30",
  endDate: "2026-12-05T22:00",
  location: {
    "@type": "Place",
    name: "Le Poisson Rouge",
    address: {
      "@type": "PostalAddress",
      streetAddress: "158 Bleecker St",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10012",
    },
  },
  organizer: { "@type": "Organization", name: "Lower East Jazz Society" },
  url: "/events/midnight-jazz?utm_source=newsletter",
  keywords: "jazz, live music, Jazz",
  description: "<p>Standards &amp; originals.</p>\n\n  <p>Doors   at 7.</p>",
};

describe("eventsFromJsonLd", () => {
  it("expands a series' eventSchedule (no startDate) into its dated occurrences within the window", () => {
    const series = {
      "@context": "https://schema.org",
      "@type": ["EventSeries", "EducationEvent"],
      name: "Wheel-Throwing for Beginners",
      location: musicEvent.location,
      eventSchedule: {
        "@type": "Schedule",
        repeatFrequency: "P1W",
        byDay: "https://schema.org/Tuesday",
        startDate: "2026-11-01",
        endDate: "2026-12-31",
        startTime: "18:30:00",
        endTime: "20:30:00",
        exceptDate: "2026-12-01",
        scheduleTimezone: "America/New_York",
      },
    };
    const found = eventsFromJsonLd({
      blocks: [series],
      pageUrl,
      defaultTimeZone: "America/New_York",
      now,
      window: {
        from: DateTime.fromISO("2026-11-22", { zone: "America/New_York" }),
        to: DateTime.fromISO("2026-12-09T23:59", { zone: "America/New_York" }),
      },
    });
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-11-24T18:30:00-05:00", "2026-11-24T20:30:00-05:00"],
      ["2026-12-08T18:30:00-05:00", "2026-12-08T20:30:00-05:00"],
    ]);
    expect(found[0]?.types).toEqual(["eventseries", "educationevent"]);
    // A schedule that names no rule gives no made-up dates.
    expect(events({ ...series, eventSchedule: { "@type": "Schedule", startTime: "18:30" } })).toEqual([]);
  });

  it("reads a subtype with a nested Place and PostalAddress, organizer object, url, keywords, description", () => {
    expect(events(musicEvent)).toEqual([
      {
        title: "Midnight Jazz Trio",
        start: "2026-12-05T19:30:00-05:00",
        end: "2026-12-05T22:00:00-05:00",
        timeZone: "America/New_York",
        location: "Le Poisson Rouge, 158 Bleecker St, New York, NY 10012",
        city: "New York",
        organizer: "Lower East Jazz Society",
        url: "https://venue.example/events/midnight-jazz",
        description: "Standards & originals. Doors at 7.",
        status: "scheduled",
        categories: ["jazz", "live music"],
        types: ["musicevent"],
        source: "json-ld",
        sourceUrl: pageUrl,
      },
    ]);
  });

  it("finds events in @graph, in arrays, and nested in other nodes", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Winter season" },
        { "@type": ["Event", "TheaterEvent"], name: "Graph play", startDate: "2026-12-01T20:00" },
      ],
    };
    const array = [
      { "@type": "https://schema.org/ComedyEvent", name: "Array comedy", startDate: "2026-12-02T21:00" },
      { "@type": "schema:Festival", name: "Prefixed festival", startDate: "2026-12-03" },
    ];
    const organization = {
      "@type": "Organization",
      name: "Club",
      event: [{ "@type": "DanceEvent", name: "Nested dance", startDate: "2026-12-04T22:00" }],
    };
    const itemList = {
      "@type": "ItemList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          item: { "@type": "Hackathon", name: "Listed hackathon", startDate: "2026-12-06T09:00" },
        },
      ],
    };
    const titles = events(graph, array, organization, itemList).map((event) => event.title);
    expect(titles).toEqual([
      "Graph play",
      "Array comedy",
      "Prefixed festival",
      "Nested dance",
      "Listed hackathon",
    ]);
  });

  it("reads an EventSeries and its sub-events, but not Event-looking non-events", () => {
    const series = {
      "@type": "EventSeries",
      name: "Winter Jazz Fest",
      startDate: "2027-01-08",
      endDate: "2027-01-10",
      subEvent: [{ "@type": "MusicEvent", name: "Opening night", startDate: "2027-01-08T19:00" }],
    };
    const notEvents = { "@type": "Product", name: "Gift card", startDate: "2026-12-01" };
    const found = events(series, notEvents);
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      // A date-only end means "through that day": the next midnight.
      ["Winter Jazz Fest", "2027-01-08T00:00:00-05:00", "2027-01-11T00:00:00-05:00"],
      ["Opening night", "2027-01-08T19:00:00-05:00", null],
    ]);
  });

  it("joins an organizer list and reads organizer strings and people", () => {
    const [event] = events({
      "@type": "Event",
      name: "Co-hosted",
      startDate: "2026-12-10T18:00",
      organizer: [
        { "@type": "Organization", name: "Brooklyn Arts Council" },
        "Kings County Jazz",
        { "@type": "Person", name: "Ana Ruiz" },
      ],
    });
    expect(event?.organizer).toBe("Brooklyn Arts Council, Kings County Jazz, Ana Ruiz");
    expect(event?.url).toBe(pageUrl);
    expect(event?.location).toBe("");
  });

  it("maps eventStatus, as a URL, a bare name or an @id object", () => {
    const statuses = events(
      {
        "@type": "Event",
        name: "A",
        startDate: "2026-12-01",
        eventStatus: "https://schema.org/EventCancelled",
      },
      { "@type": "Event", name: "B", startDate: "2026-12-01", eventStatus: "EventPostponed" },
      {
        "@type": "Event",
        name: "C",
        startDate: "2026-12-01",
        eventStatus: { "@id": "schema:EventRescheduled" },
      },
      { "@type": "Event", name: "D", startDate: "2026-12-01" },
    ).map((event) => event.status);
    expect(statuses).toEqual(["cancelled", "postponed", "rescheduled", "scheduled"]);
  });

  it("reads location as text, a bare PostalAddress, a VirtualLocation, or a hybrid list", () => {
    const locations = events(
      { "@type": "Event", name: "Text", startDate: "2026-12-01", location: "Union Pool, Brooklyn" },
      {
        "@type": "Event",
        name: "Address",
        startDate: "2026-12-01",
        location: { "@type": "PostalAddress", streetAddress: "1 Main St", addressLocality: "Chicago" },
      },
      {
        "@type": "Event",
        name: "Online",
        startDate: "2026-12-01",
        location: { "@type": "VirtualLocation", url: "https://stream.example/live" },
      },
      {
        "@type": "Event",
        name: "Hybrid",
        startDate: "2026-12-01",
        location: [
          { "@type": "VirtualLocation", url: "https://stream.example/live" },
          { "@type": "Place", name: "Town Hall", address: "123 W 43rd St, New York, NY" },
        ],
      },
    ).map((event) => [event.location, event.city]);
    expect(locations).toEqual([
      ["Union Pool, Brooklyn", "New York"],
      ["1 Main St, Chicago", "Chicago"],
      ["Online", undefined],
      ["Town Hall, 123 W 43rd St, New York, NY", "New York"],
    ]);
  });

  it("follows @id references to graph nodes for the venue and organizer", () => {
    const [event] = events({
      "@graph": [
        { "@id": "#venue", "@type": "Place", name: "Blue Note", address: "131 W 3rd St, New York, NY" },
        { "@id": "#org", "@type": "Organization", name: "Blue Note Entertainment" },
        {
          "@type": "MusicEvent",
          name: "Late set",
          startDate: "2026-12-12T22:30",
          location: { "@id": "#venue" },
          organizer: { "@id": "#org" },
        },
      ],
    });
    expect(event?.location).toBe("Blue Note, 131 W 3rd St, New York, NY");
    expect(event?.organizer).toBe("Blue Note Entertainment");
  });

  it("uses the venue city's zone for floating times, and keeps the instant of explicit offsets", () => {
    const [london, offset] = events(
      {
        "@type": "Event",
        name: "London gig",
        startDate: "2026-12-05T19:30",
        location: { "@type": "Place", name: "Jazz Cafe", address: { addressLocality: "London" } },
      },
      { "@type": "Event", name: "Offset gig", startDate: "2026-12-06T01:30:00+01:00" },
    );
    expect([london?.start, london?.timeZone]).toEqual(["2026-12-05T19:30:00+00:00", "Europe/London"]);
    expect([offset?.start, offset?.timeZone]).toEqual(["2026-12-05T19:30:00-05:00", "America/New_York"]);
  });

  it("drops events without a parseable start or a name, and reads human-written start dates", () => {
    const found = events(
      { "@type": "Event", name: "No start" },
      { "@type": "Event", name: "Bad start", startDate: "sometime soon" },
      { "@type": "Event", startDate: "2026-12-01T19:00" },
      { "@type": "Event", name: "Human start", startDate: "December 9, 2026 8:00 pm" },
      { "@type": "Event", name: "Half ISO", startDate: "2026-12-10T7:30PM" },
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Human start", "2026-12-09T20:00:00-05:00"],
      ["Half ISO", "2026-12-10T19:30:00-05:00"],
    ]);
  });

  it("caps the description at 1,000 characters and computes the end from a duration", () => {
    const [event] = events({
      "@type": "Event",
      name: "Long talk",
      startDate: "2026-12-01T18:00",
      duration: "PT1H30M",
      description: "word ".repeat(400),
    });
    expect(event?.description?.length).toBeLessThanOrEqual(1000);
    expect(event?.description?.endsWith("…")).toBe(true);
    expect(event?.end).toBe("2026-12-01T19:30:00-05:00");
  });

  it("skips a broken block next to a good one", () => {
    const html = `<script type="application/ld+json">{"@type": "Event", "name": "Broken", </script>
      <script type="application/ld+json">${JSON.stringify(musicEvent)}</script>`;
    const found = events(...extractJsonLd(parseHtml(html)));
    expect(found.map((event) => event.title)).toEqual(["Midnight Jazz Trio"]);
  });

  it("survives hostile shapes: deep nesting, non-string fields", () => {
    let deep: unknown = { "@type": "Event", name: "Too deep", startDate: "2026-12-01" };
    for (let level = 0; level < 5000; level++) deep = { child: deep };
    const odd = {
      "@type": "Event",
      name: ["Odd"],
      startDate: [20261201],
      location: 42,
      organizer: [null, {}],
    };
    expect(() => events(deep, odd)).not.toThrow();
    expect(events(deep)).toEqual([]);
  });
});
