// The Events tab in a real browser against the real server over the demo event web (offline engine): a query's
// progress and Top 10 with every field, a rationale revealed by click and by keyboard, a thumbs up recorded, the
// cached repeat; the budget block's "Run anyway"; hostile event text kept inert; tabs by keyboard; phone width.
import type { Page, Route } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, PHONE, readSeen, type UiServer, useUiSuite } from "./ui-harness.js";

const QUERY = "live jazz and theater, arts talks";

async function search(page: Page, text: string): Promise<void> {
  await page.locator("#events-text").fill(text);
  // The form is busy before the request leaves, so once the response is in, "not busy" means this run is done.
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/events"),
    page.locator("#events-text").press("Enter"),
  ]);
  await page.locator('.events-form[aria-busy="false"]').waitFor({ timeout: 20_000 });
}

/** Answers POST /events with one `done` event carrying `result` (through the page, never the server). */
function fulfilDone(route: Route, result: unknown): Promise<void> {
  return route.fulfill({
    status: 200,
    headers: { "content-type": "text/event-stream" },
    body: `event: done\ndata: ${JSON.stringify(result)}\n\n`,
  });
}

describeInChromium("Events tab in chromium", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    server = await suite.startServer({ events: true });
  }, 30_000);

  it("runs a query: progress, 10 cards with every field, a rationale, a thumbs up, then the cached repeat", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url], recordUi: true });
    await page.goto(`${server.url}/#events`);
    expect(await page.locator("#tab-events").getAttribute("aria-current")).toBe("page");
    expect(await page.locator("#events-view").isVisible()).toBe(true);
    expect(await page.locator("#conversation").isVisible()).toBe(false);
    expect(await page.locator("#events-city").inputValue()).toBe("New York");
    const from = await page.locator("#events-from").inputValue();
    const to = await page.locator("#events-to").inputValue();
    expect(Date.parse(to) - Date.parse(from)).toBe(14 * 86_400_000);

    const bodies: Array<Record<string, unknown>> = [];
    page.on("request", (request) => {
      if (request.url() === `${server.url}/events`) bodies.push(JSON.parse(request.postData() ?? "{}"));
    });
    await search(page, QUERY);
    // Dates left at their defaults are the server's to apply (in the city's zone).
    expect(bodies[0]).toEqual({ text: QUERY, city: "New York" });
    const seen = await readSeen(page);
    expect(seen.statuses.some((status) => /^(Reading \d+ sites?|Read \d+ pages?)/.test(status))).toBe(true);

    const cards = page.locator(".event-card");
    expect(await cards.count()).toBe(10);
    const eventOrigins = Object.values(server.eventDemo?.origins ?? {});
    for (const card of await cards.all()) {
      expect((await card.locator(".event-title").innerText()).trim()).not.toBe("");
      const time = card.locator(".event-time time");
      expect(await time.getAttribute("datetime")).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/,
      );
      expect(await time.innerText()).toMatch(/^\w{3}, \w{3} \d{1,2}( · \d{1,2}:\d{2})?/);
      expect(await card.locator(".event-location > span:last-child").innerText()).toMatch(/New York/);
      const organizer = await card.locator(".event-organizer > span:last-child").innerText();
      expect(organizer.trim()).not.toMatch(/^$|not given/);
      const link = card.locator("a.event-link");
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      const href = (await link.getAttribute("href")) ?? "";
      expect(eventOrigins.some((origin) => href.startsWith(`${origin}/`))).toBe(true);
      const badge = card.locator(".event-badge");
      expect(["approved", "not-approved"]).toContain(await badge.getAttribute("data-recommendation"));
      expect(await badge.innerText()).toMatch(/^(Recommended|Not recommended)$/);
      expect(await card.locator(".event-rationale").isVisible()).toBe(false);
    }
    expect(await page.locator(".events-chip-cache").innerText()).toMatch(/^Fresh search · \d passe?s?$/);
    expect(await page.locator(".events-chip-cost").innerText()).toBe("$0.00 of $0.10 budget");

    // The rationale: revealed by a click, and by the keyboard on another card.
    const first = cards.first();
    const why = first.locator(".event-why");
    expect(await why.getAttribute("aria-expanded")).toBe("false");
    await why.click();
    expect(await why.getAttribute("aria-expanded")).toBe("true");
    const rationale = (await first.locator(".event-rationale-text").innerText()).trim();
    expect(rationale.length).toBeGreaterThan(10);
    expect(rationale.length).toBeLessThanOrEqual(350);
    expect(rationale).not.toMatch(/https?:/);
    const secondWhy = cards.nth(1).locator(".event-why");
    await secondWhy.focus();
    await page.keyboard.press("Enter");
    expect(await cards.nth(1).locator(".event-rationale").isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await cards.nth(1).locator(".event-rationale").isVisible()).toBe(false);

    // A thumbs up is recorded by the server and the card says so.
    const title = await first.locator(".event-title").innerText();
    const [feedback] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${server.url}/events/feedback`),
      first.locator(".event-vote-up").click(),
    ]);
    expect(feedback.status()).toBe(204);
    expect(JSON.parse(feedback.request().postData() ?? "{}")).toMatchObject({ vote: 1, title });
    await first.locator('.event-feedback-status[data-kind="ok"]').waitFor();
    expect(await first.locator(".event-feedback-status").innerText()).toBe("Noted: more like this");
    expect(await first.locator(".event-vote-up").getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("event-vote-up"))).toBe(true);

    // The vote changed the profile, so the same search ranks afresh; once more, and it comes from the cache.
    await search(page, QUERY);
    expect(await page.locator(".events-chip-cache").innerText()).toMatch(/^Fresh search/);
    await search(page, QUERY);
    expect(await page.locator(".events-chip-cache").innerText()).toBe("Cached result");
    expect(await page.locator(".event-card").count()).toBe(10);

    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 60_000);

  it("shows a budget block with its projected cost, small amounts in full; Run anyway re-runs with confirmCost", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    const bodies: Array<Record<string, unknown>> = [];
    await page.route(`${server.url}/events`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}");
      bodies.push(body);
      if (body.confirmCost) return route.fallback();
      return fulfilDone(route, {
        events: [],
        cached: false,
        iterations: 0,
        blocked: {
          projectedUsd: 0.0243,
          budgetUsd: 0.001,
          plan: { searches: [], extractUrls: 10, llmCalls: [] },
        },
        cost: { projectedUsd: 0.0243, actualUsd: 0 },
      });
    });
    await page.goto(`${server.url}/#events`);
    await search(page, "jazz");
    expect(await page.locator(".events-blocked").innerText()).toMatch(
      // As the CLI writes them (formatUsd): not "$0.00" for a budget of a tenth of a cent.
      /This search would cost about \$0\.024, over the \$0\.001 budget\./,
    );
    expect(await page.locator(".event-card").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("events-run-anyway");
    await page.keyboard.press("Enter");
    // The real scout lists the demo's few jazz shows above its relevance floor (not ten).
    await page.locator(".event-card").first().waitFor({ timeout: 20_000 });
    expect(bodies.map((body) => body.confirmCost)).toEqual([undefined, true]);
    expect(bodies[1]).toMatchObject({ text: "jazz", city: "New York" });
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("keeps hostile event text inert and never links a javascript: URL", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    const hostile = `<img src=x onerror="window.__pwned='title'"><script>window.__pwned='s'</script>Jazz`;
    await page.route(`${server.url}/events`, (route) =>
      fulfilDone(route, {
        events: [
          {
            title: hostile,
            start: "2026-12-05T19:30:00-05:00",
            end: null,
            location: `<b onmouseover="window.__pwned='loc'">Club</b>, New York`,
            organizer: "<svg onload=\"window.__pwned='svg'\"></svg>",
            url: "javascript:window.__pwned='link'",
            recommendation: "approved",
            score: 0.9,
            rationale: `<img src=x onerror="window.__pwned='why'">`,
          },
        ],
        cached: false,
        iterations: 1,
        blocked: null,
        cost: { projectedUsd: 0, actualUsd: 0 },
      }),
    );
    await page.goto(`${server.url}/#events`);
    await search(page, "jazz");
    const card = page.locator(".event-card");
    await card.locator(".event-why").click();
    expect(await card.locator(".event-title").innerText()).toBe(hostile);
    expect(await card.locator("img, script, svg:not(.icon), b").count()).toBe(0);
    expect(await card.locator("a").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("says when the window was widened and how many events fell below the floor", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.route(`${server.url}/events`, (route) =>
      fulfilDone(route, {
        events: [
          {
            title: "Late Jazz",
            start: "2026-12-18T20:00:00-05:00",
            end: null,
            location: "Club, New York",
            organizer: "Club",
            url: "https://club.example/late-jazz",
            recommendation: "approved",
            score: 0.8,
            rationale: "Recommended.",
          },
        ],
        cached: false,
        iterations: 3,
        blocked: null,
        cost: { projectedUsd: 0, actualUsd: 0 },
        window: {
          requested: { from: "2026-12-01", to: "2026-12-15" },
          used: { from: "2026-12-01", to: "2026-12-22" },
          widenedBecause: "only 0 events to recommend from 2026-12-01 to 2026-12-15",
        },
        belowFloor: 5,
      }),
    );
    await page.goto(`${server.url}/#events`);
    await search(page, "jazz");
    await page.locator(".event-card").first().waitFor();
    const text = await page.locator(".events-results").innerText();
    expect(text).toMatch(/Window widened to Dec 1 – Dec 22: you asked for Dec 1 – Dec 15\./);
    expect(text).toMatch(/Why: only 0 events to recommend/);
    expect(text).toMatch(/5 more events matched too weakly to list\./);
    expect(await page.locator(".events-results-sub").innerText()).toMatch(/\(widened\)/);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("switches tabs from the keyboard (hash routing) and fits a phone's width", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url], device: PHONE });
    await page.goto(`${server.url}/`);
    expect(await page.locator("#tab-chat").getAttribute("aria-current")).toBe("page");
    expect(await page.locator("#events-view").isVisible()).toBe(false);
    await page.locator("#tab-events").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/#events$/);
    // The URL changes before the hashchange handler shows the view: wait for the view itself.
    await page.locator("#events-view").waitFor({ state: "visible" });
    await page.locator("#composer-slot").waitFor({ state: "hidden" });
    expect(await page.locator("#composer-slot").isVisible()).toBe(false);
    expect(await page.locator("#tab-events").getAttribute("aria-current")).toBe("page");
    expect(await page.title()).toBe("Events · webscout");

    await search(page, QUERY);
    expect(await page.locator(".event-card").count()).toBe(10);
    const overflow = await page.evaluate(() => {
      const view = document.getElementById("events-view") as HTMLElement;
      return { page: document.documentElement.scrollWidth, view: view.scrollWidth, width: window.innerWidth };
    });
    expect(overflow.page).toBeLessThanOrEqual(overflow.width);
    expect(overflow.view).toBeLessThanOrEqual(overflow.width);

    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.locator("#conversation").waitFor({ state: "visible" });
    await page.locator("#events-view").waitFor({ state: "hidden" });
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
