// Builds damaged webscout databases for the storage tests: a file of garbage bytes, and a real populated database
// with one page in the middle overwritten by zeros (what a torn write or a bad disk sector leaves).
import { closeSync, mkdirSync, openSync, statSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { createPageStore, DATABASE_FILE_NAME, openDatabase } from "../../src/storage/index.js";

/** Writes `<dataDir>/webscout.db` full of bytes that are not a SQLite database; returns the file. */
export function writeGarbageDatabase(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE_NAME);
  writeFileSync(file, Buffer.from("this is not a database, just some bytes\n".repeat(300)));
  return file;
}

/**
 * Creates a real database in `dataDir` holding `pages` stored pages, closes it (the WAL is checkpointed into the
 * file), then overwrites the page in the middle of the file with zeros. Returns the file.
 */
export async function writeDatabaseWithZeroedPage(dataDir: string, pages = 400): Promise<string> {
  const db = openDatabase({ dataDir });
  const store = createPageStore({ db });
  for (let index = 0; index < pages; index++) {
    const url = `https://site.test/page/${index}`;
    await store.put({
      url,
      finalUrl: url,
      status: "ok",
      httpStatus: 200,
      title: `Page ${index}`,
      text: `Paragraph ${index}. `.repeat(100),
      links: [],
      fetchedAt: 1000 + index,
    });
  }
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  db.close();
  const file = join(dataDir, DATABASE_FILE_NAME);
  const pageCount = statSync(file).size / pageSize;
  const middle = Math.floor(pageCount / 2) * pageSize;
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, Buffer.alloc(pageSize), 0, pageSize, middle);
  } finally {
    closeSync(fd);
  }
  return file;
}
