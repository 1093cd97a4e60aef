import { afterEach, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createFetcher, type Fetcher } from "../../web/index.js";
import { createWebEventSource } from "./web-source.js";

const html = (body: string, head = "") => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`,
});

const NAV = `<nav><a href="/">Home</a><a href="/about">About</a><a href="/whats-on">What's on</a><a href="/contact">Contact</a></nav>`;

let server: FixtureServer | undefined;
let fetcher: Fetcher | undefined;
afterEach(async () => {
  await fetcher?.close();
  await server?.close();
});

async function start(routes: Parameters<typeof startFixtureServer>[0]) {
  server = await startFixtureServer(routes);
  fetcher = createFetcher({ allowedDomains: [new URL(server.url).host], allowPrivateNetwork: true });
  return { server, source: createWebEventSource({ fetcher, sitemapUrls: async () => [] }) };
}

describe("createWebEventSource", () => {
  it("reads home → listing → event pages and the .ics feed, skipping past and private pages", async () => {
    const { server, source } = await start({
      "/robots.txt": { body: "User-agent: *\nAllow: /\n" },
      "/": html(`${NAV}<p>Welcome</p>`),
      "/whats-on": html(
        `${NAV}<a href="/whats-on/jazz-trio">Jazz Trio — Sat Nov 28</a><a href="/whats-on/hamlet">Hamlet</a>
         <a href="/past-events">Past events</a><a href="/calendar.ics">Subscribe (iCal)</a><a href="/whats-on?page=2">Next</a>`,
        '<link rel="alternate" type="text/calendar" href="/calendar.ics">',
      ),
      "/whats-on?page=2": html(`${NAV}<a href="/whats-on/poetry">Poetry night</a>`),
      "/whats-on/jazz-trio": html(`${NAV}<h1>Jazz Trio</h1>`),
      "/whats-on/hamlet": html(`${NAV}<h1>Hamlet</h1>`),
      "/whats-on/poetry": html(`${NAV}<h1>Poetry</h1>`),
      "/past-events": html("old"),
      "/calendar.ics": {
        headers: { "content-type": "text/calendar" },
        body: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
      },
    });
    const progress: string[] = [];
    const documents = await source.retrieve({
      startUrls: [`${server.url}/`],
      pageBudget: 20,
      onProgress: (entry) => progress.push(`${entry.kind}:${entry.ok}`),
    });
    const paths = documents
      .map((document) => new URL(document.url).pathname + new URL(document.url).search)
      .sort();
    expect(paths).toEqual(
      [
        "/",
        "/calendar.ics",
        "/whats-on",
        "/whats-on/hamlet",
        "/whats-on/jazz-trio",
        "/whats-on/poetry",
        "/whats-on?page=2",
      ].sort(),
    );
    expect(documents.find((document) => document.url.endsWith(".ics"))?.ics).toContain("BEGIN:VCALENDAR");
    expect(documents.find((document) => document.url.endsWith("/whats-on/hamlet"))?.html).toContain(
      "<h1>Hamlet</h1>",
    );
    expect(server.requests).not.toContain("/past-events");
    expect(server.requests).not.toContain("/about");
    expect(progress.every((entry) => entry.endsWith("true"))).toBe(true);
  });

  it("stays within the page budget and reuses known pages instead of fetching them again", async () => {
    const links = Array.from(
      { length: 30 },
      (_, index) => `<a href="/events/show-${index}">Show ${index}</a>`,
    ).join("");
    const routes: Record<string, ReturnType<typeof html>> = {
      "/": html(`<a href="/events">Events</a>`),
      "/events": html(links),
    };
    for (let index = 0; index < 30; index++) routes[`/events/show-${index}`] = html(`<h1>Show ${index}</h1>`);
    const { server, source } = await start(routes);
    const first = await source.retrieve({ startUrls: [`${server.url}/`], pageBudget: 10 });
    expect(first).toHaveLength(10);
    const before = server.requests.filter((path) => path !== "/robots.txt").length;
    const second = await source.retrieve({
      startUrls: [`${server.url}/`],
      pageBudget: 10,
      knownDocuments: first,
    });
    expect(second).toHaveLength(10);
    expect(second.some((document) => first.some((known) => known.url === document.url))).toBe(false);
    const fetched = server.requests.filter((path) => path !== "/robots.txt").slice(before);
    expect(fetched).not.toContain("/");
    expect(fetched).not.toContain("/events");
  });

  it("reports pages and feeds it could not read, and never fails the retrieval", async () => {
    const { server, source } = await start({
      "/": html(`<a href="/events">Events</a><a href="/feed.ics">iCal</a>`),
      "/events": { status: 500, body: "boom" },
      "/feed.ics": { headers: { "content-type": "text/calendar" }, body: "not a calendar" },
    });
    const failures: string[] = [];
    const documents = await source.retrieve({
      startUrls: [`${server.url}/`],
      pageBudget: 10,
      onProgress: (entry) => {
        if (!entry.ok) failures.push(`${entry.kind} ${new URL(entry.url).pathname}`);
      },
    });
    expect(documents.map((document) => new URL(document.url).pathname)).toEqual(["/"]);
    expect(failures.sort()).toEqual(["feed /feed.ics", "page /events"]);
  });
});
