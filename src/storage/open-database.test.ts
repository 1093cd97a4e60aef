// A damaged database file is found at open, named, and explained (issue 14, item 10).
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeDatabaseWithZeroedPage, writeGarbageDatabase } from "#test/helpers/damaged-database.js";
import { CorruptDatabaseError, WebscoutError } from "../errors/index.js";
import { createPageStore, databaseError, openDatabase } from "./index.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "webscout-open-db-"));
  dirs.push(dir);
  return dir;
}

function openError(options: Parameters<typeof openDatabase>[0]): unknown {
  try {
    openDatabase(options).close();
  } catch (error) {
    return error;
  }
  throw new Error("openDatabase did not fail");
}

describe("openDatabase on a damaged file", () => {
  it("refuses a file of garbage bytes, naming the file and saying what to do", async () => {
    const file = writeGarbageDatabase(dataDir());
    const error = openError({ dataDir: join(file, "..") });
    expect(error).toBeInstanceOf(CorruptDatabaseError);
    expect(error).toMatchObject({ code: "storage-corrupt", file });
    expect((error as Error).message).toBe(`the database file ${file} is damaged: file is not a database`);
    expect((error as WebscoutError).hint).toContain(`mv "${file}" "${file}.damaged"`);
    expect((error as WebscoutError).hint).toMatch(/restore it from a backup.*creates a fresh database/);
    // The file is left as it was: nothing of it is overwritten.
    expect(statSync(file).size).toBe(12_000);
  });

  it("finds a page of zeros in the middle of a populated database at open, not at the first read", async () => {
    const dir = dataDir();
    const file = await writeDatabaseWithZeroedPage(dir);
    const error = openError({ dataDir: dir });
    expect(error).toBeInstanceOf(CorruptDatabaseError);
    // Either the quick check reports what it found, or SQLite stops it with SQLITE_CORRUPT: both name the file.
    expect((error as Error).message.startsWith(`the database file ${file} is damaged: `)).toBe(true);
    expect((error as Error).message).toMatch(/integrity check failed: \S|database disk image is malformed/);
    expect((error as Error).message).not.toContain("\n");
  });

  it("skips the whole-file check above quickCheckMaxBytes, but still reads the header", async () => {
    const dir = dataDir();
    await writeDatabaseWithZeroedPage(dir);
    // Without the check, the damaged file opens: the quick check is what finds it.
    const db = openDatabase({ dataDir: dir, quickCheckMaxBytes: 1024 });
    db.close();
    const garbage = dataDir();
    writeGarbageDatabase(garbage);
    expect(openError({ dataDir: garbage, quickCheckMaxBytes: 1024 })).toBeInstanceOf(CorruptDatabaseError);
  });

  it("opens a sound database, and a new one, without complaint", async () => {
    const dir = dataDir();
    const first = openDatabase({ dataDir: dir });
    await createPageStore({ db: first }).put({
      url: "https://site.test/",
      finalUrl: "https://site.test/",
      status: "ok",
      title: "Home",
      text: "Welcome.",
      links: [],
      fetchedAt: 1,
    });
    first.close();
    const second = openDatabase({ dataDir: dir });
    expect((await createPageStore({ db: second }).get("https://site.test/"))?.title).toBe("Home");
    second.close();
  });

  it("names the file in every other SQLite failure too", async () => {
    const dir = dataDir();
    // A folder where the file should be: SQLite cannot open it.
    const file = join(dir, "webscout.db");
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "a file where the data dir should be");
    const error = openError({ dataDir: dir });
    expect(error).toBeInstanceOf(WebscoutError);
    expect((error as Error).message).toContain(file);
    const generic = databaseError(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" }), file);
    expect(generic).toMatchObject({
      code: "storage",
      message: `cannot use the database ${file}: disk I/O error`,
    });
    const corrupt = databaseError(
      Object.assign(new Error("database disk image is malformed"), { code: "SQLITE_CORRUPT" }),
      file,
    );
    expect(corrupt).toBeInstanceOf(CorruptDatabaseError);
  });
});
