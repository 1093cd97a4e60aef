import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackendDatabase, storeBackends } from "#test/helpers/store-backends.js";
import { cacheKey, DEFAULT_CACHE_TTL_MS } from "./index.js";

const HOUR = 60 * 60 * 1000;

describe("cacheKey", () => {
  it("hashes the canonical JSON: key order does not matter, every value does", async () => {
    const spec = {
      text: "jazz",
      city: "New York",
      dateFrom: "2026-11-22",
      filters: { domains: ["a.example"] },
    };
    const reordered = {
      filters: { domains: ["a.example"] },
      dateFrom: "2026-11-22",
      city: "New York",
      text: "jazz",
    };
    expect(cacheKey(spec)).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey(reordered)).toBe(cacheKey(spec));
    expect(cacheKey({ ...spec, city: "Boston" })).not.toBe(cacheKey(spec));
    expect(cacheKey({ ...spec, version: "2" })).not.toBe(cacheKey(spec));
    expect(cacheKey({ ...spec, extra: undefined })).toBe(cacheKey(spec));
  });
});

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`event cache (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());
    const setup = (ttlMs?: number) => {
      const clock = { now: Date.parse("2026-11-22T12:00:00Z") };
      return { clock, cache: db.eventCache({ ttlMs, now: () => clock.now }) };
    };

    it("misses, then hits with the stored payload and its age", async () => {
      const { clock, cache } = setup();
      const key = cacheKey({ text: "jazz" });
      expect(await cache.get(key)).toBeUndefined();
      await cache.put(key, { events: [{ title: "Jazz Night" }], iterations: 1 });
      clock.now += 2 * HOUR;
      expect(await cache.get(key)).toEqual({
        payload: { events: [{ title: "Jazz Night" }], iterations: 1 },
        createdAt: Date.parse("2026-11-22T12:00:00Z"),
        ageMs: 2 * HOUR,
      });
    });

    it("expires entries after 6 hours by default, deleting them", async () => {
      const { clock, cache } = setup();
      expect(DEFAULT_CACHE_TTL_MS).toBe(6 * HOUR);
      await cache.put("k", 1);
      clock.now += 6 * HOUR - 1;
      expect((await cache.get("k"))?.payload).toBe(1);
      clock.now += 1;
      expect(await cache.get("k")).toBeUndefined();
      expect(await db.countRows("event_cache")).toBe(0);
    });

    it("replaces an entry with a fresh stamp, and purges expired ones in bulk", async () => {
      const { clock, cache } = setup(HOUR);
      await cache.put("old", "a");
      await cache.put("renewed", "b");
      clock.now += 30 * 60 * 1000;
      await cache.put("renewed", "c");
      await cache.put("young", "d");
      clock.now += 40 * 60 * 1000;
      expect(await cache.expire()).toBe(1);
      expect(await cache.get("old")).toBeUndefined();
      expect((await cache.get("renewed"))?.payload).toBe("c");
      expect(await cache.delete("young")).toBe(true);
      expect(await cache.get("young")).toBeUndefined();
    });
  });
}
