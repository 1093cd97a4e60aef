// openStores refuses a damaged database at once, naming it (issue 14, item 10).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeDatabaseWithZeroedPage, writeGarbageDatabase } from "#test/helpers/damaged-database.js";
import { CorruptDatabaseError } from "../errors/index.js";
import { openStores } from "./open-stores.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "webscout-stores-"));
  dirs.push(dir);
  return dir;
}

describe("openStores on a damaged database", () => {
  it.each([
    ["a file of garbage bytes", writeGarbageDatabase],
    ["a populated database with a page of zeros", writeDatabaseWithZeroedPage],
  ])("throws CorruptDatabaseError for %s, naming the file", async (_name, damage) => {
    const dir = dataDir();
    const file = await damage(dir);
    expect(() => openStores({ dataDir: dir })).toThrow(CorruptDatabaseError);
    expect(() => openStores({ dataDir: dir })).toThrow(`the database file ${file} is damaged`);
  });

  it("opens once the damaged file is moved aside, with a fresh database", async () => {
    const dir = dataDir();
    const file = writeGarbageDatabase(dir);
    rmSync(file);
    const stores = openStores({ dataDir: dir });
    expect(await stores.sessions.list()).toEqual([]);
    await stores.close();
  });
});
