// importRecords' page batches: many pages in few store calls, with the same counts and the same stored pages as one
// page at a time (a URL seen twice in a file: the newer wins, the older is kept out, whichever comes first).
import { describe, expect, it } from "vitest";
import { openStores } from "../runtime/open-stores.js";
import { importRecords } from "./import-records.js";
import { openDatabase } from "./open-database.js";
import type { StoredPage } from "./page-store.js";
import { TRANSFER_FORMAT, TRANSFER_VERSION } from "./transfer-format.js";

const page = (url: string, fetchedAt: number, title = "Page"): StoredPage => ({
  url,
  finalUrl: url,
  status: "ok",
  title,
  text: `Text of ${url}`,
  links: [],
  fetchedAt,
});

async function* linesOf(pages: StoredPage[]): AsyncIterable<string> {
  yield JSON.stringify({
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: 1,
    counts: { sessions: 0, pages: pages.length },
  });
  for (const stored of pages) yield JSON.stringify({ type: "page", ...stored });
}

describe("importRecords: pages", () => {
  it("stores 1,200 pages in three batches, counting imported and kept pages as one at a time would", async () => {
    const db = openDatabase({ memory: true });
    const stores = openStores({ db });
    const batches: number[] = [];
    const putNewer = stores.pages.putNewer.bind(stores.pages);
    stores.pages.putNewer = (pages) => {
      batches.push(pages.length);
      return putNewer(pages);
    };
    try {
      await stores.pages.put(page("https://shop.test/p/0", 5000, "Stored, newer"));
      const pages = Array.from({ length: 1200 }, (_, index) => page(`https://shop.test/p/${index}`, 1000));
      const report = await importRecords({ stores, lines: linesOf(pages) });
      expect(batches).toEqual([500, 500, 200]);
      expect(report).toMatchObject({
        imported: { pages: 1199 },
        kept: { pages: 1 },
        skipped: [],
        missing: 0,
      });
      expect((await stores.pages.get("https://shop.test/p/0"))?.title).toBe("Stored, newer");
      expect(await stores.pages.get("https://shop.test/p/1199")).toEqual(pages[1199]);
    } finally {
      db.close();
    }
  });

  it("keeps the newer of one URL's two records, in either order", async () => {
    const db = openDatabase({ memory: true });
    const stores = openStores({ db });
    try {
      const report = await importRecords({
        stores,
        lines: linesOf([
          page("https://shop.test/a", 1000, "A, old"),
          page("https://shop.test/a", 2000, "A, new"),
          page("https://shop.test/b", 2000, "B, new"),
          page("https://shop.test/b", 1000, "B, old"),
        ]),
      });
      expect(report).toMatchObject({ imported: { pages: 3 }, kept: { pages: 1 } });
      expect((await stores.pages.get("https://shop.test/a"))?.title).toBe("A, new");
      expect((await stores.pages.get("https://shop.test/b"))?.title).toBe("B, new");
    } finally {
      db.close();
    }
  });
});
