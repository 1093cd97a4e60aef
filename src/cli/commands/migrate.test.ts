// `webscout migrate` on both backends: a dry run lists every pending step and changes nothing; a run applies them;
// the next run has nothing to do.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { afterAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { POSTGRES_MIGRATIONS, sqliteMigrationSteps } from "../../storage/index.js";
import { registerMigrateCommand } from "./migrate.js";

const postgres = usePostgresDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "webscout-migrate-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: string[]): Promise<string> {
  let stdout = "";
  const program = new Command("webscout").exitOverride().configureOutput({ writeErr: () => {} });
  registerMigrateCommand(program, { stdout: { write: (text: string) => (stdout += text) }, env: {} });
  await program.parseAsync(["node", "webscout", "migrate", ...args]);
  return stdout;
}

const json = async (args: string[]) => JSON.parse(await run([...args, "--json"]));

describe("webscout migrate (SQLite)", () => {
  const steps = sqliteMigrationSteps();

  it("lists every step of a new data dir on a dry run, creating nothing", async () => {
    const report = await json(["--dry-run", "--data-dir", dataDir]);
    expect(report).toMatchObject({ backend: "sqlite", database: join(dataDir, "webscout.db"), dryRun: true });
    expect(report.applied).toEqual([]);
    expect(report.pending).toEqual(steps);
    expect(report.pending[0].name).toBe("CREATE TABLE pages, CREATE TABLE sessions");
    expect(existsSync(join(dataDir, "webscout.db"))).toBe(false);
  });

  it("applies them, then has nothing to do", async () => {
    const text = await run(["--data-dir", dataDir]);
    expect(text).toContain(`SQLite database ${join(dataDir, "webscout.db")}`);
    expect(text).toContain("Applied now:\n  1  CREATE TABLE pages");
    expect(await json(["--dry-run", "--data-dir", dataDir])).toMatchObject({ applied: steps, pending: [] });
    expect(await run(["--data-dir", dataDir])).toContain("Up to date: nothing to apply.");
  });
});

describe.skipIf(!postgres.available)("webscout migrate (Postgres)", () => {
  const steps = POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name }));

  it("lists, applies, then has nothing to do; the password never shows", async () => {
    const url = postgres.url().replace("webscout@", "webscout:pw@");
    const dry = await json(["--dry-run", "--database-url", url]);
    expect(dry).toMatchObject({ backend: "postgres", applied: [], pending: steps, dryRun: true });
    expect(dry.database).toBe(url.replace(":pw@", ":***@"));
    expect(await json(["--dry-run", "--database-url", url])).toMatchObject({ pending: steps });

    expect(await json(["--database-url", url])).toMatchObject({ applied: [], pending: steps, dryRun: false });
    const again = await run(["--database-url", url]);
    expect(again).toContain("Up to date: nothing to apply.");
    expect(again).not.toContain("pw");
  });
});
