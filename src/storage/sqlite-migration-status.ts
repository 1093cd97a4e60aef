// What `webscout migrate` reports for SQLite: the schema steps by number and name, and how many a data dir's
// database has applied, read without changing anything (no file yet: none).
import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import { databaseError } from "./database-error.js";
import { databaseFile, MIGRATIONS } from "./open-database.js";

export interface MigrationStep {
  /** 1, 2, 3 … in order. */
  version: number;
  name: string;
}

/** Each SQLite step, named by its first statements ("CREATE TABLE pages, sessions"). */
export function sqliteMigrationSteps(): MigrationStep[] {
  return MIGRATIONS.map((sql, index) => {
    const heads = [...sql.matchAll(/^\s*(CREATE TABLE \w+|ALTER TABLE \w+ ADD COLUMN \w+|UPDATE \w+)/gm)].map(
      (match) => match[1] as string,
    );
    return { version: index + 1, name: heads.join(", ") || `step ${index + 1}` };
  });
}

/** How many steps `<dataDir>/webscout.db` has applied (its user_version); 0 when there is no file. */
export function sqliteAppliedVersion(options: { dataDir: string }): number {
  const file = databaseFile(options);
  if (!existsSync(file)) return 0;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma("user_version", { simple: true }) as number;
    } finally {
      db.close();
    }
  } catch (error) {
    throw databaseError(error, file);
  }
}
