// The tavily source end to end: our Tavily client against a local fake Tavily server, the shortlist read from a
// local site (JSON-LD), /extract only for the page we may not read ourselves, and the off-allowlist leak dropped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLdPage, makeDeps } from "#test/helpers/event-scout-kit.js";
import { type FakeTavilyServer, startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createTavilySource } from "../../events/tavily/index.js";
import { createFetcher, type Fetcher } from "../../web/index.js";
import { runEventScout } from "./run-event-scout.js";

const page = (title: string, start: string) => ({
  headers: { "content-type": "text/html" },
  body: jsonLdPage({ title, start, description: "Live jazz all night." }),
});

let site: FixtureServer;
let tavily: FakeTavilyServer;
let fetcher: Fetcher;

beforeAll(async () => {
  site = await startFixtureServer({
    "/robots.txt": { body: "User-agent: *\nDisallow: /members/\n" },
    "/shows/trio": page("Late Night Jazz Trio", "2026-11-28T20:00:00-05:00"),
    "/shows/quartet": {
      ...page("Jazz Quartet Sessions", "2026-11-29T20:00:00-05:00"),
      body: page("Jazz Quartet Sessions", "2026-11-29T20:00:00-05:00").body.replace(
        "</head>",
        '<link rel="alternate" type="text/calendar" href="/calendar.ics"></head>',
      ),
    },
    "/calendar.ics": {
      headers: { "content-type": "text/calendar" },
      body: [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//test//EN",
        "BEGIN:VEVENT",
        "UID:feed-only@test",
        "DTSTAMP:20261101T000000Z",
        "DTSTART;TZID=America/New_York:20261127T190000",
        "SUMMARY:Feed-only Jazz Jam",
        "LOCATION:Blue Lantern Jazz Club\\, 87 Barrow Street\\, New York\\, NY",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    },
  });
  const host = new URL(site.url).host;
  tavily = await startFakeTavilyServer({
    search: [
      { url: `${site.url}/shows/trio`, title: "Late Night Jazz Trio", content: "Live jazz" },
      { url: "https://resale.example.net/jazz", title: "Cheap jazz tickets", content: "Resale" },
      { url: `${site.url}/shows/quartet`, title: "Jazz Quartet Sessions", content: "Live jazz" },
      { url: `${site.url}/members/jazz-social`, title: "Members' Jazz Social", content: "Members only" },
    ],
    pages: {
      [`${site.url}/members/jazz-social`]:
        "Members' Jazz Social\n\nSaturday, November 28, 2026 · 6:00 PM\n\nBlue Lantern Jazz Club, 87 Barrow Street, New York, NY\n\nPresented by Blue Lantern Jazz Club",
    },
  });
  fetcher = createFetcher({ allowedDomains: [host], allowPrivateNetwork: true });
});

afterAll(async () => {
  await fetcher?.close();
  await tavily?.close();
  await site?.close();
});

describe("tavily source against the fake Tavily server", { timeout: 20_000 }, () => {
  it("searches the allowlist once, reads the shortlist and its feeds itself, extracts only what it could not read, and counts credits", async () => {
    const host = new URL(site.url).host;
    const { deps } = makeDeps({
      fetcher,
      tavily: createTavilySource({ apiKey: tavily.apiKey, apiBaseURL: tavily.url }),
      profileEvents: [
        {
          title: "Sunday Jazz Brunch",
          start: "2026-10-25T11:30:00-04:00",
          location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY",
          organizer: "Blue Lantern Jazz Club",
          url: `${site.url}/shows/brunch`,
        },
      ],
    });
    const result = await runEventScout({ query: { text: "live jazz" }, options: { maxRevisions: 0 }, deps });

    const search = tavily.requests.filter((request) => request.endpoint === "search");
    expect(search).toHaveLength(1);
    expect(search[0]?.body).toMatchObject({ search_depth: "basic", include_domains: [host] });
    expect(String(search[0]?.body.query)).toContain("live jazz bebop concert swing gig events New York");
    const extract = tavily.requests.filter((request) => request.endpoint === "extract");
    expect(extract.map((request) => request.body.urls)).toEqual([[`${site.url}/members/jazz-social`]]);
    expect(site.requests).not.toContain("/members/jazz-social");

    const titles = result.events.map((event) => event.title);
    // The feed a shortlisted page announces is read too (free), so a feed-only event is found.
    expect(titles).toEqual(
      expect.arrayContaining(["Late Night Jazz Trio", "Jazz Quartet Sessions", "Feed-only Jazz Jam"]),
    );
    expect(site.requests).toContain("/calendar.ics");
    expect(result.events.every((event) => event.url.startsWith(site.url))).toBe(true);
    // 1 search credit + 1 extract credit (one URL) at $0.008; projected: the search and 10 URLs' extraction.
    expect(result.cost).toEqual({ projectedUsd: 0.024, actualUsd: 0.016 });
    expect((await deps.telemetry.recentRuns())[0]).toMatchObject({ credits: 2, usdActual: 0.016 });
  });
});
