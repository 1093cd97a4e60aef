import { describe, expect, it } from "vitest";
import { extractMicrodata, parseHtml } from "../../extract/index.js";
import { eventsFromMicrodata } from "./microdata-events.js";

const pageUrl = "https://smalls.example/calendar/";
const now = new Date("2026-11-22T12:00:00Z");

function events(html: string) {
  const items = extractMicrodata(parseHtml(html), { pageUrl });
  return eventsFromMicrodata({ items, pageUrl, defaultTimeZone: "America/New_York", now });
}

describe("eventsFromMicrodata", () => {
  it("reads a schema.org Event item with a nested Place, PostalAddress and Organization", () => {
    const found = events(`
      <div itemscope itemtype="https://schema.org/MusicEvent">
        <h2 itemprop="name">Smalls Late Jam</h2>
        <time itemprop="startDate" datetime="2026-12-04T23:30">Fri Dec 4, 11:30pm</time>
        <time itemprop="endDate" datetime="2026-12-05T02:00">2am</time>
        <link itemprop="eventStatus" href="https://schema.org/EventScheduled">
        <a itemprop="url" href="/calendar/late-jam-1204">Details</a>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place">
          <span itemprop="name">Smalls Jazz Club</span>
          <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
            <span itemprop="streetAddress">183 W 10th St</span>,
            <span itemprop="addressLocality">New York</span>,
            <span itemprop="addressRegion">NY</span>
          </div>
        </div>
        <div itemprop="organizer" itemscope itemtype="https://schema.org/Organization">
          <span itemprop="name">SmallsLIVE Foundation</span>
        </div>
        <meta itemprop="keywords" content="jazz,jam session">
        <p itemprop="description">Open jam after the last set.</p>
      </div>`);
    expect(found).toEqual([
      {
        title: "Smalls Late Jam",
        start: "2026-12-04T23:30:00-05:00",
        end: "2026-12-05T02:00:00-05:00",
        timeZone: "America/New_York",
        location: "Smalls Jazz Club, 183 W 10th St, New York, NY",
        city: "New York",
        organizer: "SmallsLIVE Foundation",
        url: "https://smalls.example/calendar/late-jam-1204",
        description: "Open jam after the last set.",
        status: "scheduled",
        categories: ["jazz", "jam session"],
        types: ["musicevent"],
        source: "microdata",
        sourceUrl: pageUrl,
      },
    ]);
  });

  it("finds events nested in a list, reads a cancelled status, and skips items without a start", () => {
    const found = events(`
      <ul itemscope itemtype="http://schema.org/ItemList">
        <li itemprop="itemListElement" itemscope itemtype="http://schema.org/TheaterEvent">
          <span itemprop="name">Hamlet</span>
          <meta itemprop="startDate" content="2026-12-10T19:00">
          <link itemprop="eventStatus" href="http://schema.org/EventCancelled">
          <span itemprop="location">Public Theater</span>
        </li>
        <li itemprop="itemListElement" itemscope itemtype="http://schema.org/TheaterEvent">
          <span itemprop="name">No date yet</span>
        </li>
      </ul>
      <div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Gift card</span></div>`);
    expect(found.map((event) => [event.title, event.start, event.status, event.location])).toEqual([
      ["Hamlet", "2026-12-10T19:00:00-05:00", "cancelled", "Public Theater"],
    ]);
  });

  it("keeps an itemprop named __proto__ from touching the prototype", () => {
    const found = events(`
      <div itemscope itemtype="https://schema.org/Event">
        <span itemprop="name">Safe</span><meta itemprop="startDate" content="2026-12-01">
        <span itemprop="__proto__">polluted</span>
      </div>`);
    expect(found.map((event) => event.title)).toEqual(["Safe"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
