import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  extractJsonLd,
  extractLinks,
  extractMicrodata,
  LINK_TEXT_SEPARATOR,
  parseHtml,
} from "../../extract/index.js";
import {
  type DemoEventSites,
  demoSearchResults,
  EVENT_CATALOG,
  type EventSiteKey,
  routeEventDemoRequest,
  startDemoEventSites,
} from "./index.js";

const NOW = new Date("2026-11-22T15:00:00Z");
let demo: DemoEventSites;

beforeAll(async () => {
  demo = await startDemoEventSites({ basePort: 0, now: NOW });
});
afterAll(async () => {
  await demo.close();
});

async function get(
  site: EventSiteKey,
  path: string,
): Promise<{ status: number; body: string; type: string }> {
  const response = await fetch(`${demo.origins[site]}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get("content-type") ?? "",
  };
}

function links(html: string, url: string): string[] {
  return extractLinks(parseHtml(html), { pageUrl: url }).map((link) => link.url);
}

type JsonObject = Record<string, unknown>;

/** The schema.org Event objects in a page's JSON-LD (top level or in @graph). */
function jsonLdEvents(html: string): JsonObject[] {
  return extractJsonLd(parseHtml(html))
    .flatMap(
      (block) => ((block as JsonObject)["@graph"] as JsonObject[] | undefined) ?? [block as JsonObject],
    )
    .filter((node) => /Event$/.test(String(node["@type"])));
}

describe("the demo event web", () => {
  it("resolves every link of every page reachable from the home pages and sitemaps", async () => {
    // Routed in-process (the same handler the servers use), so walking ~130 pages stays fast.
    const siteByOrigin = new Map(demo.sites.map((site) => [site.origin, site.key]));
    const route = (url: URL) =>
      routeEventDemoRequest({
        site: siteByOrigin.get(url.origin) as EventSiteKey,
        url: `${url.pathname}${url.search}`,
        origins: demo.origins,
        now: NOW,
      });
    const queue = demo.sites.map((site) => site.homeUrl);
    for (const site of demo.sites) {
      const sitemap = (await get(site.key, "/sitemap.xml")).body;
      queue.push(
        ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
          (match[1] ?? "").replaceAll("&amp;", "&"),
        ),
      );
    }
    const seen = new Set<string>();
    const broken: string[] = [];
    while (queue.length > 0) {
      const url = queue.shift() as string;
      const parsed = new URL(url);
      // The calendar trap is endless by design; /tickets/ is disallowed by robots.txt.
      if (
        seen.has(url) ||
        !siteByOrigin.has(parsed.origin) ||
        /^\/(calendar\/\d|tickets\/)/.test(parsed.pathname)
      )
        continue;
      seen.add(url);
      const response = route(parsed);
      if (response.status !== 200) broken.push(`${response.status} ${url}`);
      if (response.headers["content-type"]?.startsWith("text/html")) queue.push(...links(response.body, url));
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(80);
  });

  it("links each home page to its listing as Events, Calendar or What's On", async () => {
    const labels: string[] = [];
    for (const site of demo.sites) {
      const page = parseHtml((await get(site.key, "/")).body);
      // A link's text joins the distinct anchors to its URL with " · "; the nav label comes first.
      const label = (text: string) => text.split(LINK_TEXT_SEPARATOR)[0] ?? "";
      const listing = extractLinks(page, { pageUrl: site.homeUrl }).find((link) =>
        /^(Events|Calendar|What's On)$/.test(label(link.text)),
      );
      expect(listing, site.key).toBeDefined();
      labels.push(label(listing?.text ?? ""));
    }
    expect(new Set(labels)).toEqual(new Set(["Events", "Calendar", "What's On"]));
  });

  it("serves robots.txt pointing at a sitemap that lists the event pages", async () => {
    const robots = await get("jazz", "/robots.txt");
    expect(robots.body).toContain("Disallow: /tickets/");
    expect(robots.body).toContain(`Sitemap: ${demo.origins.jazz}/sitemap.xml`);
    const sitemap = (await get("jazz", "/sitemap.xml")).body;
    expect(sitemap).toContain(`${demo.origins.jazz}/shows/marcus-hale-trio`);
    expect((await get("library", "/sitemap.xml")).body).toContain("/calendar.ics");
  });

  it("puts parseable MusicEvent JSON-LD with a nested Place, PostalAddress and organizer on jazz pages", async () => {
    const page = await get("jazz", "/shows/marcus-hale-trio");
    const [event] = jsonLdEvents(page.body);
    expect(event).toMatchObject({
      "@type": "MusicEvent",
      name: "The Marcus Hale Trio",
      startDate: "2026-11-24T20:00:00-05:00",
      location: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "New York" } },
      organizer: { "@type": "Organization", name: "Blue Lantern Jazz Club" },
    });
    // A page carrying a broken block still yields its valid one.
    const withBroken = await get("jazz", "/shows/vanessa-ortiz-quartet");
    expect(withBroken.body.match(/application\/ld\+json/g)).toHaveLength(2);
    expect(jsonLdEvents(withBroken.body).map((node) => node.name)).toEqual([
      "Vanessa Ortiz Quartet: Latin Jazz Night",
    ]);
  });

  it("describes theater productions in microdata only, with local times", async () => {
    const url = `${demo.origins.theater}/productions/the-glass-menagerie`;
    const page = await get("theater", "/productions/the-glass-menagerie");
    expect(extractJsonLd(parseHtml(page.body))).toEqual([]);
    const [item] = extractMicrodata(parseHtml(page.body), { pageUrl: url });
    expect(item?.type).toEqual(["https://schema.org/TheaterEvent"]);
    expect(item?.properties.startDate).toEqual(["2026-11-25T19:30"]);
    const location = item?.properties.location?.[0] as { properties: Record<string, unknown[]> };
    const address = location.properties.address?.[0] as { properties: Record<string, unknown[]> };
    expect(address.properties.addressLocality).toEqual(["New York"]);
  });

  it("writes the arts space's events as plain text: human date, Venue and Presented by lines", async () => {
    const page = await get("arts", "/events/panel-future-of-jazz-criticism");
    const document = parseHtml(page.body);
    expect(extractJsonLd(document)).toEqual([]);
    expect(extractMicrodata(document)).toEqual([]);
    expect(page.body).toContain("Wednesday, December 2, 2026 · 7:30 PM");
    expect(page.body).toContain(
      "Venue: Eldridge Street Arts Commons, 212 Eldridge Street, New York, NY 10002",
    );
    expect(page.body).toContain("Presented by Eldridge Street Arts Collective");
  });

  it("links the library's .ics feed from its calendar page, in <head> and visibly", async () => {
    const page = await get("library", "/calendar");
    expect(page.body).toMatch(/<link rel="alternate" type="text\/calendar"[^>]*href="\/calendar\.ics">/);
    expect(links(page.body, `${demo.origins.library}/calendar`)).toContain(
      `${demo.origins.library}/calendar.ics`,
    );
    const feed = await get("library", "/calendar.ics");
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    // The author talk's page carries the same event in JSON-LD, so the two can be merged.
    const talk = jsonLdEvents((await get("library", "/events/author-talk-harlem-nights")).body)[0];
    expect(talk).toMatchObject({
      name: "Author Talk: Harlem Nights and the Jazz Age",
      startDate: "2026-11-29T18:00:00-05:00",
    });
    expect(feed.body).toContain("DTSTART;TZID=America/New_York:20261129T180000");
    const cancelled = jsonLdEvents((await get("library", "/events/curator-talk-old-new-york")).body)[0];
    expect(cancelled?.eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("paginates the aggregator's listing and lets its calendar run on forever", async () => {
    const origin = demo.origins.aggregator;
    const first = await get("aggregator", "/events");
    expect(links(first.body, `${origin}/events`)).toContain(`${origin}/events?page=2`);
    const third = await get("aggregator", "/events?page=3");
    expect(third.status).toBe(200);
    expect(third.body).not.toContain("Next page");
    expect((await get("aggregator", "/events?page=4")).status).toBe(404);
    const farFuture = await get("aggregator", "/calendar/2031/07");
    expect(farFuture.status).toBe(200);
    expect(links(farFuture.body, `${origin}/calendar/2031/07`)).toContain(`${origin}/calendar/2031/08`);
    expect((await get("aggregator", "/sitemap.xml")).body).not.toContain("/calendar/");
  });

  it("lists distractors on the aggregator: other categories, other cities, dates just outside the window", async () => {
    const boston = await get("aggregator", "/e/new-york-jazz-all-stars-boston");
    expect(jsonLdEvents(boston.body)[0]).toMatchObject({
      name: "New York Jazz All-Stars on Tour",
      location: { address: { addressLocality: "Boston", addressRegion: "MA" } },
    });
    const philadelphia = await get("aggregator", "/cities/philadelphia");
    expect(philadelphia.body).toContain("Hamlet");
    const outside = jsonLdEvents((await get("aggregator", "/e/broadway-sing-along-night")).body)[0];
    expect(outside?.startDate).toBe("2026-12-07T20:00:00-05:00");
    const categories = new Set(
      EVENT_CATALOG.filter((event) => event.site === "aggregator").map((event) => event.category),
    );
    expect(categories).toEqual(new Set(["jazz", "theater", "talk", "sports", "kids", "business"]));
  });

  it("indexes every event page for the fake search, each with a snippet naming date, venue and city", async () => {
    const results = demoSearchResults({ origins: demo.origins, now: NOW });
    const withPages = EVENT_CATALOG.filter((event) => event.hasPage !== false);
    expect(results.filter((result) => result.eventId).map((result) => result.eventId)).toEqual(
      withPages.map((event) => event.id),
    );
    const boston = results.find((result) => result.eventId === "boston-horns-tremont");
    expect(boston?.content).toMatch(
      /^Live jazz · Fri, Nov 27 · 8:00 PM · Tremont Street Music Hall, Boston\./,
    );
    for (const result of results.slice(0, 5)) expect((await fetch(result.url)).status).toBe(200);
  });

  it("keeps every page free of the real clock: the same `now` gives the same bytes", async () => {
    const again = await startDemoEventSites({ basePort: 0, now: NOW });
    try {
      const path = "/shows/marcus-hale-trio";
      const strip = (html: string, origin: string) => html.replaceAll(origin, "ORIGIN");
      expect(strip(await (await fetch(`${again.origins.jazz}${path}`)).text(), again.origins.jazz)).toBe(
        strip((await get("jazz", path)).body, demo.origins.jazz),
      );
      expect(DateTime.fromISO("2026-11-24T20:00:00-05:00").isValid).toBe(true);
    } finally {
      await again.close();
    }
  });
});
