// Several processes opening one new data dir at once (a server and a CLI, or parallel commands): each must get a
// migrated database, none may fail on a step another process applied first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProcess } from "#test/helpers/run-process.js";
import { MIGRATIONS, openDatabase } from "./index.js";

const dataDir = mkdtempSync(join(tmpdir(), "webscout-open-together-"));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const OPEN = `
import { openDatabase } from "./src/storage/index.ts";
const db = openDatabase({ dataDir: process.env.DATA_DIR });
console.log(db.pragma("user_version", { simple: true }));
db.close();
`;

describe("openDatabase from several processes", () => {
  it("migrates a new data dir once, whichever process gets there first", { timeout: 60_000 }, async () => {
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        runProcess({
          command: process.execPath,
          args: ["--import", "tsx", "--input-type=module", "--eval", OPEN],
          env: { ...process.env, DATA_DIR: dataDir },
          timeoutMs: 50_000,
        }),
      ),
    );
    for (const run of runs) {
      expect(run.stderr).not.toMatch(/already exists|locked|Error/);
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(String(MIGRATIONS.length));
    }
    const db = openDatabase({ dataDir });
    expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });
});
