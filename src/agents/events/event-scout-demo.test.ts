// The web source end to end over the bundled demo event web (four venue sites and an aggregator on loopback):
// the Top-10 has every field, finds the bench's targets, and returns nothing out of the window or the city.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDeps, NOW } from "#test/helpers/event-scout-kit.js";
import { type DemoEventSites, startDemoEventSites } from "../../demo/events/index.js";
import { startsWithin } from "../../events/event-time.js";
import { cityMatches } from "../../events/extract/index.js";
import { createFetcher, type Fetcher } from "../../web/index.js";
import { runEventScout } from "./run-event-scout.js";

interface Targets {
  query: { text: string };
  targets: Array<{ title: string; venue: string }>;
  mustNotReturn: Array<{ title: string; venue: string }>;
}
const targets = JSON.parse(
  readFileSync(new URL("../../../bench/events/targets.json", import.meta.url), "utf8"),
) as Targets;

let demo: DemoEventSites;
let fetcher: Fetcher;
beforeAll(async () => {
  demo = await startDemoEventSites({ basePort: 0, now: new Date(NOW) });
  fetcher = createFetcher({ allowedDomains: demo.allowedDomains, allowPrivateNetwork: true });
});
afterAll(async () => {
  await fetcher?.close();
  await demo?.close();
});

describe("event scout over the demo event web (web source)", { timeout: 30_000 }, () => {
  it("returns a Top-10 with all fields, ≥ 80% of the targets and nothing out of window, city or cancelled", async () => {
    const { deps } = makeDeps({ fetcher, profileEvents: demo.profileEvents });
    const result = await runEventScout({
      query: { text: targets.query.text },
      options: { source: "web" },
      deps,
    });
    expect(result.events).toHaveLength(10);
    for (const event of result.events) {
      for (const field of ["title", "start", "location", "organizer", "url", "rationale"] as const) {
        expect(event[field], field).not.toBe("");
      }
      expect(event.rationale.length).toBeLessThanOrEqual(350);
      expect(event.rationale).not.toMatch(/https?:|www\./);
      expect(startsWithin(event.start, "America/New_York", "2026-11-22", "2026-12-06")).toBe(true);
      expect(cityMatches(event.location, "New York")).toBe(true);
    }
    const found = targets.targets.filter((target) =>
      result.events.some(
        (event) => event.title.includes(target.title) && event.location.includes(target.venue),
      ),
    );
    expect(found.length / targets.targets.length).toBeGreaterThanOrEqual(0.8);
    const forbidden = result.events.filter((event) =>
      targets.mustNotReturn.some(
        (entry) => event.title === entry.title && event.location.includes(entry.venue),
      ),
    );
    expect(forbidden).toEqual([]);
  });
});
