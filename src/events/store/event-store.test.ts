import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackendDatabase, storeBackends } from "#test/helpers/store-backends.js";
import { openDatabase } from "../../storage/index.js";
import type { EventRecord } from "../event-types.js";
import { eventId } from "../identity/index.js";

const T0 = Date.parse("2026-11-22T12:00:00Z");

function event(overrides: Partial<EventRecord> = {}): EventRecord {
  return {
    title: "Jazz Night",
    start: "2026-12-05T19:30:00-05:00",
    end: null,
    timeZone: "America/New_York",
    location: "Le Poisson Rouge, 158 Bleecker St, New York, NY",
    city: "New York",
    organizer: "LPR Presents",
    url: "https://lpr.example/events/jazz-night",
    status: "scheduled",
    categories: ["jazz"],
    source: "json-ld",
    sourceUrl: "https://lpr.example/events/jazz-night",
    ...overrides,
  };
}

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`event store: upsert (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());
    const setup = () => {
      const clock = { now: T0 };
      return { clock, store: db.events({ now: () => clock.now }) };
    };
    it("merges the same event from JSON-LD and an .ics feed into one row, most trusted fields first", async () => {
      const { store } = setup();
      const fromFeed = event({
        title: "JAZZ NIGHT",
        start: "2026-12-06T00:30:00Z",
        end: "2026-12-06T03:00:00Z",
        location: "Le Poisson Rouge",
        organizer: "",
        categories: ["music"],
        source: "ical",
        sourceUrl: "https://lpr.example/calendar.ics",
      });
      const result = await store.upsertEvents([fromFeed, event()]);
      expect(result).toMatchObject({ inserted: 1, updated: 0, cancelled: 0, vanished: 0 });
      expect(result.ids[0]).toBe(result.ids[1]);
      const [stored] = await store.listEvents();
      expect(await store.listEvents()).toHaveLength(1);
      expect(stored).toMatchObject({
        id: result.ids[0],
        title: "Jazz Night",
        start: "2026-12-05T19:30:00-05:00",
        end: "2026-12-06T03:00:00Z",
        location: "Le Poisson Rouge, 158 Bleecker St, New York, NY",
        organizer: "LPR Presents",
        source: "json-ld",
        firstSeen: T0,
        lastSeen: T0,
        deletedAt: null,
      });
      expect(stored?.categories.sort()).toEqual(["jazz", "music"]);
    });

    it("updates a known event and bumps last_seen, keeping first_seen", async () => {
      const { clock, store } = setup();
      await store.upsertEvents([event()]);
      clock.now += 1000;
      const result = await store.upsertEvents([event({ organizer: "Le Poisson Rouge" })]);
      expect(result).toMatchObject({ inserted: 0, updated: 1 });
      expect(await store.getEvent(result.ids[0] as string)).toMatchObject({
        organizer: "Le Poisson Rouge",
        firstSeen: T0,
        lastSeen: T0 + 1000,
      });
    });

    it("soft-deletes a cancelled event, and restores it when listed as scheduled again", async () => {
      const { clock, store } = setup();
      const other = event({ title: "Piano Trio", url: "https://lpr.example/events/trio" });
      const first = await store.upsertEvents([event({ status: "cancelled" }), other]);
      expect(first).toMatchObject({ inserted: 2, cancelled: 1 });
      expect((await store.listEvents()).map((stored) => stored.title)).toEqual(["Piano Trio"]);
      const id = first.ids[0] as string;
      expect(await store.getEvent(id)).toMatchObject({ status: "cancelled", deletedAt: T0 });
      expect(await db.countRows("events WHERE deleted_at IS NOT NULL AND status = 'cancelled'")).toBe(1);

      clock.now += 1000;
      expect(await store.upsertEvents([event({ status: "cancelled" })])).toMatchObject({
        updated: 1,
        cancelled: 0,
      });
      expect((await store.getEvent(id))?.deletedAt).toBe(T0);
      expect(await store.upsertEvents([event()])).toMatchObject({ restored: 1, cancelled: 0 });
      expect(await store.getEvent(id)).toMatchObject({ status: "scheduled", deletedAt: null });
    });

    it("a cancellation from any source wins over a scheduled listing of the same event", async () => {
      const { store } = setup();
      const feed = event({
        status: "cancelled",
        source: "ical",
        sourceUrl: "https://lpr.example/calendar.ics",
      });
      expect(await store.upsertEvents([event(), feed])).toMatchObject({ inserted: 1, cancelled: 1 });
      expect(await store.listEvents()).toEqual([]);
    });
  });
}

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`event store: vanished events (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());
    const setup = () => {
      const clock = { now: T0 };
      return { clock, store: db.events({ now: () => clock.now }) };
    };
    const listing = "https://venue.example/events";
    const a = event({ title: "A", sourceUrl: listing, source: "html", url: "https://venue.example/a" });
    const b = event({ title: "B", sourceUrl: listing, source: "html", url: "https://venue.example/b" });

    it("soft-deletes an event its page no longer lists when the page is crawled again", async () => {
      const { clock, store } = setup();
      await store.upsertEvents([a, b]);
      clock.now += 1000;
      const result = await store.upsertEvents([a]);
      expect(result).toMatchObject({ updated: 1, vanished: 1 });
      expect((await store.listEvents()).map((stored) => stored.title)).toEqual(["A"]);
      expect((await store.getEvent(eventId(b)))?.deletedAt).toBe(T0 + 1000);
      // Listed again: back.
      expect(await store.upsertEvents([a, b])).toMatchObject({ restored: 1 });
      expect(await store.listEvents()).toHaveLength(2);
    });

    it("counts a crawled page that lists nothing now, and leaves pages not crawled alone", async () => {
      const { store } = setup();
      const elsewhere = event({ title: "C", sourceUrl: "https://other.example/cal.ics", source: "ical" });
      await store.upsertEvents([a, b, elsewhere]);
      expect(
        await store.upsertEvents([], { sourceUrlsCrawled: ["https://unrelated.example/"] }),
      ).toMatchObject({
        vanished: 0,
      });
      expect(await store.upsertEvents([], { sourceUrlsCrawled: [listing] })).toMatchObject({ vanished: 2 });
      expect((await store.listEvents()).map((stored) => stored.title)).toEqual(["C"]);
    });

    it("keeps an event still listed on another page it was seen on", async () => {
      const { store } = setup();
      const feed = "https://venue.example/calendar.ics";
      await store.upsertEvents([a, { ...a, source: "ical", sourceUrl: feed }]);
      expect(await store.upsertEvents([], { sourceUrlsCrawled: [listing] })).toMatchObject({ vanished: 0 });
      expect(await store.listEvents()).toHaveLength(1);
      expect(await store.upsertEvents([], { sourceUrlsCrawled: [feed] })).toMatchObject({ vanished: 1 });
      expect(await store.listEvents()).toHaveLength(0);
    });
  });
}

describe("event scout migration", () => {
  it("upgrades a database made before it, keeping its rows", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-events-migration-"));
    const old = new Database(join(dataDir, "webscout.db"));
    old.exec("CREATE TABLE pages (url TEXT PRIMARY KEY); CREATE TABLE sessions (id TEXT PRIMARY KEY);");
    old.exec("INSERT INTO sessions (id) VALUES ('s1')");
    old.pragma("user_version = 1");
    old.close();
    const db = openDatabase({ dataDir });
    expect(db.prepare("SELECT id FROM sessions").all()).toEqual([{ id: "s1" }]);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "event_cache",
        "events",
        "event_sightings",
        "event_feedback",
        "query_runs",
        "agent_runs",
      ]),
    );
    expect(db.pragma("user_version", { simple: true })).toBeGreaterThanOrEqual(2);
    db.close();
  });
});
