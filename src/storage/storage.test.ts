// The page and session stores' contract, run against both backends (SQLite in a temp dir, Postgres in the test
// cluster): what one backend keeps, the other keeps the same way.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackendDatabase, storeBackends } from "#test/helpers/store-backends.js";
import { isLastingFailure, type StoredPage } from "./index.js";

const page = (url: string, fetchedAt: number): StoredPage => ({
  url,
  finalUrl: url,
  status: "ok",
  httpStatus: 200,
  title: "Returns",
  text: "Return within 30 days.",
  links: [{ url: "https://shop.test/help", text: "Help" }],
  etag: '"v1"',
  fetchedAt,
});

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`page and session stores (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());

    it("keeps pages and sessions across a reopen", async () => {
      await db.pages().put(page("https://shop.test/returns", 1000));
      await db.sessions({ now: () => 5 }).save("s1", {
        startUrls: ["https://shop.test/"],
        allowedDomains: ["shop.test"],
        instruction: "",
        limits: { maxPages: 100 },
      });
      db = await db.reopen();
      const stored = await db.pages().get("https://shop.test/returns");
      expect(stored?.links).toEqual([{ url: "https://shop.test/help", text: "Help" }]);
      expect(stored?.etag).toBe('"v1"');
      expect(stored?.description).toBeUndefined();
      expect(await db.sessions().get("s1")).toEqual({
        id: "s1",
        createdAt: 5,
        updatedAt: 5,
        settings: {
          startUrls: ["https://shop.test/"],
          allowedDomains: ["shop.test"],
          instruction: "",
          limits: { maxPages: 100 },
        },
      });
      expect(await db.sessions().get("nobody")).toBeUndefined();
    });

    it("records whether a page was rendered, and a later plain read clears it", async () => {
      const store = db.pages();
      await store.put({ ...page("https://app.test/#/pricing", 1000), rendered: true });
      await store.put(page("https://app.test/plain", 1000));
      expect((await store.get("https://app.test/#/pricing"))?.rendered).toBe(true);
      expect((await store.get("https://app.test/plain"))?.rendered).toBeUndefined();
      await store.put(page("https://app.test/#/pricing", 2000));
      expect((await store.get("https://app.test/#/pricing"))?.rendered).toBeUndefined();
    });

    it("reuses a page only within the freshness window", async () => {
      let time = 1000;
      const store = db.pages({ freshnessMs: 500, now: () => time });
      await store.put(page("https://shop.test/a", 1000));
      time = 1400;
      expect((await store.getFresh("https://shop.test/a"))?.title).toBe("Returns");
      time = 1600;
      expect(await store.getFresh("https://shop.test/a")).toBeUndefined();
      expect(await store.get("https://shop.test/a")).toBeDefined();
    });

    it("reads many pages in one call, by URL, fresh ones only when asked", async () => {
      let time = 1000;
      const store = db.pages({ freshnessMs: 500, now: () => time });
      await store.put(page("https://shop.test/old", 1000));
      await store.put({ ...page("https://shop.test/new", 1400), title: "Shipping" });
      time = 1700;
      const urls = [
        "https://shop.test/new",
        "https://shop.test/missing",
        "https://shop.test/old",
        "https://shop.test/new",
      ];
      const all = await store.getMany(urls);
      expect([...all.keys()].sort()).toEqual(["https://shop.test/new", "https://shop.test/old"]);
      expect(all.get("https://shop.test/new")).toEqual(await store.get("https://shop.test/new"));
      expect(all.get("https://shop.test/old")?.links).toEqual([
        { url: "https://shop.test/help", text: "Help" },
      ]);
      expect([...(await store.getMany(urls, { fresh: true })).keys()]).toEqual(["https://shop.test/new"]);
      expect([...(await store.getMany(urls, { fresh: true, maxAgeMs: 1000 })).keys()].sort()).toEqual([
        "https://shop.test/new",
        "https://shop.test/old",
      ]);
      expect((await store.getMany([])).size).toBe(0);
    });

    it("reuses a lasting failure for minutes and any other for seconds, never for a day", async () => {
      let time = 0;
      const store = db.pages({ now: () => time });
      const failure = (url: string, extra: Partial<StoredPage>): StoredPage => ({
        ...page(url, 0),
        status: "failed",
        httpStatus: undefined,
        title: "",
        text: "",
        links: [],
        ...extra,
      });
      await store.put(failure("https://shop.test/gone", { httpStatus: 404, reason: "HTTP 404" }));
      await store.put({
        ...failure("https://shop.test/robots", {}),
        status: "blocked",
        reason: "disallowed by robots.txt",
      });
      await store.put({
        ...failure("https://shop.test/pdf", { httpStatus: 200 }),
        status: "skipped",
        reason: "not HTML",
      });
      await store.put(failure("https://shop.test/down", { httpStatus: 503, reason: "HTTP 503" }));
      await store.put(failure("https://shop.test/busy", { httpStatus: 429, reason: "HTTP 429" }));
      await store.put(failure("https://shop.test/slow", { reason: "timeout after 15 s" }));
      const fresh = async () => {
        const paths = ["gone", "robots", "pdf", "down", "busy", "slow"];
        const pages = await Promise.all(paths.map((path) => store.getFresh(`https://shop.test/${path}`)));
        return paths.filter((_, index) => pages[index]);
      };
      time = 20_000;
      expect(await fresh()).toEqual(["gone", "robots", "pdf", "down", "busy", "slow"]);
      time = 31_000;
      expect(await fresh()).toEqual(["gone", "pdf"]);
      time = 11 * 60_000;
      expect(await fresh()).toEqual([]);
      expect(isLastingFailure({ status: "failed", httpStatus: 410 })).toBe(true);
      expect(isLastingFailure({ status: "failed" })).toBe(false);
    });

    it("deletes sessions and lists the newest first", async () => {
      let time = 1;
      const sessions = db.sessions({ now: () => time++ });
      const settings = { startUrls: [], allowedDomains: [], instruction: "", limits: {} };
      await sessions.save("old", settings);
      await sessions.save("new", settings);
      expect((await sessions.list()).map((session) => session.id)).toEqual(["new", "old"]);
      expect(await sessions.delete("old")).toBe(true);
      expect(await sessions.delete("old")).toBe(false);
    });

    it("touches a session: bumps its time and returns it; an unknown id is not created", async () => {
      let time = 10;
      const sessions = db.sessions({ now: () => time++ });
      const settings = {
        startUrls: ["https://a.example/"],
        allowedDomains: ["a.example"],
        instruction: "x",
        limits: {},
      };
      await sessions.save("s1", settings);
      await sessions.save("s2", settings);
      expect(await sessions.touch("s1")).toEqual({ id: "s1", createdAt: 10, updatedAt: 12, settings });
      expect((await sessions.list()).map((session) => session.id)).toEqual(["s1", "s2"]);
      expect(await sessions.touch("nobody")).toBeUndefined();
      expect(await sessions.get("nobody")).toBeUndefined();
    });

    it("keeps one vote per answer, the latest, and forgets a deleted session's votes", async () => {
      const sessions = db.sessions();
      const settings = { startUrls: [], allowedDomains: [], instruction: "", limits: {} };
      await sessions.save("s1", settings);
      await sessions.save("s2", settings);
      await sessions.rateAnswer("s1", 0, 1);
      await sessions.rateAnswer("s1", 1, 1);
      await sessions.rateAnswer("s1", 1, -1);
      await sessions.rateAnswer("s2", 0, -1);
      expect([...(await sessions.answerVotes("s1"))]).toEqual([
        [0, 1],
        [1, -1],
      ]);
      expect(await sessions.feedbackTotals()).toEqual({ up: 1, down: 2 });
      await sessions.delete("s2");
      expect((await sessions.answerVotes("s2")).size).toBe(0);
      expect(await sessions.feedbackTotals()).toEqual({ up: 1, down: 1 });
    });

    it("lists pages in URL order, batch after batch, and counts them (what export reads)", async () => {
      const store = db.pages();
      const urls = [
        "https://shop.test/b",
        "https://shop.test/a",
        "https://shop.test/B",
        "https://shop.test/a/1",
      ];
      for (const url of urls) await store.put(page(url, 1000));
      expect(await store.count()).toBe(4);
      const first = await store.listAfter({ limit: 3 });
      // Byte order on both backends (uppercase first), whatever the database's locale.
      expect(first.map((stored) => stored.url)).toEqual([
        "https://shop.test/B",
        "https://shop.test/a",
        "https://shop.test/a/1",
      ]);
      expect(first[0]).toEqual(page("https://shop.test/B", 1000));
      const rest = await store.listAfter({ after: first.at(-1)?.url, limit: 3 });
      expect(rest.map((stored) => stored.url)).toEqual(["https://shop.test/b"]);
    });

    it("stores a batch of pages where it holds none as new, keeps newer ones (what import writes)", async () => {
      const store = db.pages();
      await store.put(page("https://shop.test/kept", 2000));
      await store.put(page("https://shop.test/replaced", 1000));
      const failed: StoredPage = {
        url: "https://shop.test/gone",
        finalUrl: "https://shop.test/gone",
        status: "failed",
        httpStatus: 404,
        reason: "HTTP 404",
        title: "",
        text: "",
        links: [],
        fetchedAt: 1500,
      };
      const batch = [
        page("https://shop.test/kept", 2000),
        { ...page("https://shop.test/replaced", 3000), title: "Returns, updated", rendered: true },
        ...Array.from({ length: 250 }, (_, index) => page(`https://shop.test/p/${index}`, 1000 + index)),
        failed,
      ];
      const stored = await store.putNewer(batch);
      expect(stored.has("https://shop.test/kept")).toBe(false);
      expect(stored.has("https://shop.test/replaced")).toBe(true);
      expect(stored.size).toBe(252);
      expect(await store.count()).toBe(253);
      expect(await store.get("https://shop.test/replaced")).toEqual({
        ...page("https://shop.test/replaced", 3000),
        title: "Returns, updated",
        rendered: true,
      });
      expect(await store.get("https://shop.test/gone")).toEqual(failed);
      expect(await store.get("https://shop.test/p/249")).toEqual(page("https://shop.test/p/249", 1249));
      // The same batch again changes nothing.
      expect((await store.putNewer(batch)).size).toBe(0);
      expect(await store.putNewer([])).toEqual(new Set());
    });

    it("restores a session as given, timestamps included, replacing its votes (what import writes)", async () => {
      const sessions = db.sessions({ now: () => 9_000 });
      const settings = {
        startUrls: ["https://shop.test/"],
        allowedDomains: ["shop.test"],
        instruction: "",
        limits: {},
      };
      await sessions.save("s1", settings);
      await sessions.rateAnswer("s1", 0, 1);
      await sessions.rateAnswer("s1", 3, 1);
      const record = {
        id: "s1",
        createdAt: 100,
        updatedAt: 200,
        settings: { ...settings, instruction: "Brief." },
      };
      await sessions.restore(record, new Map([[0, -1 as const]]));
      expect(await sessions.get("s1")).toEqual(record);
      expect([...(await sessions.answerVotes("s1"))]).toEqual([[0, -1]]);
      await sessions.restore({ ...record, id: "s2" }, new Map());
      expect((await sessions.list(10)).map((session) => session.id).sort()).toEqual(["s1", "s2"]);
    });

    it("keeps settings by key as JSON, the latest put, across a reopen", async () => {
      const settings = db.settings();
      expect(await settings.get("server")).toBeUndefined();
      await settings.put("server", { urls: ["https://shop.test/"], limits: { max_pages: 5 } });
      await settings.put("server", { urls: ["https://help.test/"], instruction: "Be brief." });
      await settings.put("other", 1);
      db = await db.reopen();
      expect(await db.settings().get("server")).toEqual({
        urls: ["https://help.test/"],
        instruction: "Be brief.",
      });
      expect(await db.settings().get("other")).toBe(1);
    });
  });
}
