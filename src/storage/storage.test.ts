import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPageStore, createSessionStore, openDatabase, type StoredPage } from "./index.js";

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
});
