import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPageStore,
  createSessionStore,
  isLastingFailure,
  openDatabase,
  type StoredPage,
} from "./index.js";

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

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("storage", () => {
  it("keeps pages and sessions across a reopen of the data dir", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-storage-"));
    dirs.push(dataDir);
    const first = openDatabase({ dataDir });
    createPageStore({ db: first }).put(page("https://shop.test/returns", 1000));
    createSessionStore({ db: first, now: () => 5 }).save("s1", {
      startUrls: ["https://shop.test/"],
      allowedDomains: ["shop.test"],
      instruction: "",
      limits: { maxPages: 100 },
    });
    first.close();

    const second = openDatabase({ dataDir });
    const stored = createPageStore({ db: second }).get("https://shop.test/returns");
    expect(stored?.links).toEqual([{ url: "https://shop.test/help", text: "Help" }]);
    expect(stored?.etag).toBe('"v1"');
    expect(createSessionStore({ db: second }).get("s1")?.settings.startUrls).toEqual(["https://shop.test/"]);
    second.close();
  });

  it("records whether a page was rendered, and a later plain read clears it", () => {
    const store = createPageStore({ db: openDatabase({ memory: true }) });
    store.put({ ...page("https://app.test/#/pricing", 1000), rendered: true });
    store.put(page("https://app.test/plain", 1000));
    expect(store.get("https://app.test/#/pricing")?.rendered).toBe(true);
    expect(store.get("https://app.test/plain")?.rendered).toBeUndefined();
    store.put(page("https://app.test/#/pricing", 2000));
    expect(store.get("https://app.test/#/pricing")?.rendered).toBeUndefined();
  });

  it("reuses a page only within the freshness window", () => {
    let time = 1000;
    const store = createPageStore({ db: openDatabase({ memory: true }), freshnessMs: 500, now: () => time });
    store.put(page("https://shop.test/a", 1000));
    time = 1400;
    expect(store.getFresh("https://shop.test/a")?.title).toBe("Returns");
    time = 1600;
    expect(store.getFresh("https://shop.test/a")).toBeUndefined();
    expect(store.get("https://shop.test/a")).toBeDefined();
  });

  it("reuses a lasting failure for minutes and any other for seconds, never for a day", () => {
    let time = 0;
    const store = createPageStore({ db: openDatabase({ memory: true }), now: () => time });
    const failure = (url: string, extra: Partial<StoredPage>): StoredPage => ({
      ...page(url, 0),
      status: "failed",
      httpStatus: undefined,
      title: "",
      text: "",
      links: [],
      ...extra,
    });
    store.put(failure("https://shop.test/gone", { httpStatus: 404, reason: "HTTP 404" }));
    store.put({
      ...failure("https://shop.test/robots", {}),
      status: "blocked",
      reason: "disallowed by robots.txt",
    });
    store.put({
      ...failure("https://shop.test/pdf", { httpStatus: 200 }),
      status: "skipped",
      reason: "not HTML",
    });
    store.put(failure("https://shop.test/down", { httpStatus: 503, reason: "HTTP 503" }));
    store.put(failure("https://shop.test/busy", { httpStatus: 429, reason: "HTTP 429" }));
    store.put(failure("https://shop.test/slow", { reason: "timeout after 15 s" }));
    const fresh = () =>
      ["gone", "robots", "pdf", "down", "busy", "slow"].filter((path) =>
        store.getFresh(`https://shop.test/${path}`),
      );
    time = 20_000;
    expect(fresh()).toEqual(["gone", "robots", "pdf", "down", "busy", "slow"]);
    time = 31_000;
    expect(fresh()).toEqual(["gone", "pdf"]);
    time = 11 * 60_000;
    expect(fresh()).toEqual([]);
    expect(isLastingFailure({ status: "failed", httpStatus: 410 })).toBe(true);
    expect(isLastingFailure({ status: "failed" })).toBe(false);
  });

  it("deletes sessions and lists the newest first", () => {
    let time = 1;
    const sessions = createSessionStore({ db: openDatabase({ memory: true }), now: () => time++ });
    const settings = { startUrls: [], allowedDomains: [], instruction: "", limits: {} };
    sessions.save("old", settings);
    sessions.save("new", settings);
    expect(sessions.list().map((session) => session.id)).toEqual(["new", "old"]);
    expect(sessions.delete("old")).toBe(true);
    expect(sessions.delete("old")).toBe(false);
  });

  it("keeps one vote per answer, the latest, and forgets a deleted session's votes", () => {
    const sessions = createSessionStore({ db: openDatabase({ memory: true }) });
    const settings = { startUrls: [], allowedDomains: [], instruction: "", limits: {} };
    sessions.save("s1", settings);
    sessions.save("s2", settings);
    sessions.rateAnswer("s1", 0, 1);
    sessions.rateAnswer("s1", 1, 1);
    sessions.rateAnswer("s1", 1, -1);
    sessions.rateAnswer("s2", 0, -1);
    expect([...sessions.answerVotes("s1")]).toEqual([
      [0, 1],
      [1, -1],
    ]);
    expect(sessions.feedbackTotals()).toEqual({ up: 1, down: 2 });
    sessions.delete("s2");
    expect(sessions.answerVotes("s2").size).toBe(0);
    expect(sessions.feedbackTotals()).toEqual({ up: 1, down: 1 });
  });
});
