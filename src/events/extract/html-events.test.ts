import { describe, expect, it } from "vitest";
import { parseHtml } from "../../extract/index.js";
import { eventsFromHtml } from "./html-events.js";

const url = "https://blueroom.example/shows/midnight-jazz-trio";
const now = new Date("2026-11-22T15:00:00Z");

function events(html: string, defaultTimeZone = "America/New_York") {
  return eventsFromHtml({ document: parseHtml(html), url, defaultTimeZone, now });
}

function page(body: string, title = "Midnight Jazz Trio | Blue Room"): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
    <nav><a href="/">Home</a> <a href="/shows">Shows</a> <a href="/about">About</a></nav>
    <main><article>${body}</article></main>
    <footer>© 2026 Blue Room · <a href="/privacy">Privacy</a></footer></body></html>`;
}

describe("eventsFromHtml", () => {
  it("reads title, a human date with its time, venue and 'Presented by' from a one-event page", () => {
    const found = events(
      page(`<h1>Midnight Jazz Trio</h1>
        <p>Saturday, December 5, 2026 · 7:30 PM</p>
        <p>Venue: The Blue Room, 12 Orchard St, New York, NY</p>
        <p>Presented by Lower East Jazz Society. Tickets $20 at the door.</p>
        <p>An evening of standards and originals from three of the city's finest players.</p>`),
    );
    expect(found).toEqual([
      {
        title: "Midnight Jazz Trio",
        start: "2026-12-05T19:30:00-05:00",
        end: null,
        timeZone: "America/New_York",
        location: "The Blue Room, 12 Orchard St, New York, NY",
        city: "New York",
        organizer: "Lower East Jazz Society",
        url,
        description: expect.stringContaining("An evening of standards"),
        status: "scheduled",
        categories: [],
        source: "html",
        sourceUrl: url,
      },
    ]);
  });

  it("reads short and numeric date forms, a time range, and 'Hosted by' / 'Where:' lines", () => {
    const [short] = events(
      page(`<h1>Poetry at the Pool</h1><p>Dec 5, 7:30pm – 9pm</p><p>Where: Union Pool, Brooklyn</p>
        <p>Hosted by Kings County Poets</p>`),
    );
    expect([short?.start, short?.end, short?.location, short?.organizer]).toEqual([
      "2026-12-05T19:30:00-05:00",
      "2026-12-05T21:00:00-05:00",
      "Union Pool, Brooklyn",
      "Kings County Poets",
    ]);
    const [numeric] = events(
      page(`<h1>Synth meetup</h1><p>When: 2026-12-05 19:30</p><p>Organizer: Synth NYC</p>`),
    );
    expect([numeric?.start, numeric?.organizer]).toEqual(["2026-12-05T19:30:00-05:00", "Synth NYC"]);
  });

  it("takes the venue from an <address> element and the zone from its city", () => {
    const [event] = events(
      page(`<h1>Late show</h1><p>Friday, December 11, 2026 at 10 PM</p>
        <address>Jazz Cafe, 5 Parkway, London NW1 7PG</address>`),
    );
    expect([event?.location, event?.city, event?.timeZone, event?.start]).toEqual([
      "Jazz Cafe, 5 Parkway, London NW1 7PG",
      "London",
      "Europe/London",
      "2026-12-11T22:00:00+00:00",
    ]);
  });

  it("falls back to the <title> without its site name, and finds a date in it", () => {
    const [event] = events(
      `<html><head><title>Winter Solstice Drum Circle – Dec 21 | Park Events</title></head>
       <body><p>Bring a drum. Everyone welcome.</p></body></html>`,
    );
    expect([event?.title, event?.start]).toEqual([
      "Winter Solstice Drum Circle",
      "2026-12-21T00:00:00-05:00",
    ]);
  });

  it("is DST-correct: a date before and after the November change", () => {
    const [before] = events(page(`<h1>Halloween show</h1><p>October 31, 2027, 7pm</p>`));
    const [after] = events(page(`<h1>Monday show</h1><p>November 1, 2027, 7pm</p>`));
    // US DST ends on 2027-11-07.
    expect(before?.start).toBe("2027-10-31T19:00:00-04:00");
    expect(after?.start).toBe("2027-11-01T19:00:00-04:00");
    const [december] = events(page(`<h1>Holiday show</h1><p>December 1, 2027, 7pm</p>`));
    expect(december?.start).toBe("2027-12-01T19:00:00-05:00");
  });

  it("keeps the instant of a time with a named zone", () => {
    const [event] = events(page(`<h1>Webinar</h1><p>January 3, 2027, 8pm EST</p>`), "America/Chicago");
    expect(event?.start).toBe("2027-01-03T19:00:00-06:00");
  });

  it("marks a cancelled event from its title", () => {
    const [event] = events(page(`<h1>CANCELLED: Brass Night</h1><p>December 9, 2026, 8pm</p>`));
    expect(event?.status).toBe("cancelled");
  });

  it("returns [] for a page with no date", () => {
    expect(events(page(`<h1>About the Blue Room</h1><p>We have hosted live jazz since 1998.</p>`))).toEqual(
      [],
    );
    expect(events("")).toEqual([]);
  });

  it("returns [] for a listing page with more than three distinct dates", () => {
    const listing = page(`<h1>Upcoming shows</h1><ul>
      <li>Dec 3 — Trio</li><li>Dec 5 — Quartet</li><li>Dec 9 — Big band</li><li>Dec 12 — Solo piano</li></ul>`);
    expect(events(listing)).toEqual([]);
  });
});
