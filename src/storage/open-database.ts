// Opens (and migrates) the one SQLite database in the data dir that holds pages, sessions and checkpoints.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { WebscoutError } from "../errors/index.js";

export type WebscoutDatabase = Database.Database;

const MIGRATIONS: string[] = [
  `CREATE TABLE pages (
     url TEXT PRIMARY KEY,
     final_url TEXT NOT NULL,
     status TEXT NOT NULL,
     http_status INTEGER,
     reason TEXT,
     content_type TEXT,
     title TEXT NOT NULL DEFAULT '',
     description TEXT,
     text TEXT NOT NULL DEFAULT '',
     links TEXT NOT NULL DEFAULT '[]',
     etag TEXT,
     last_modified TEXT,
     fetched_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     settings TEXT NOT NULL
   );`,
];

/** Opens `<dataDir>/webscout.db` (or ":memory:"), creating the folder and applying pending migrations. */
export function openDatabase(options: { dataDir: string } | { memory: true }): WebscoutDatabase {
  let db: WebscoutDatabase;
  try {
    if ("memory" in options) {
      db = new Database(":memory:");
    } else {
      mkdirSync(options.dataDir, { recursive: true });
      db = new Database(join(options.dataDir, "webscout.db"));
    }
  } catch (error) {
    const where = "dataDir" in options ? options.dataDir : ":memory:";
    throw new WebscoutError("storage", `cannot open the database in ${where}: ${(error as Error).message}`, {
      hint: "pass --data-dir or set WEBSCOUT_DATA_DIR to a writable folder",
      cause: error,
    });
  }
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let step = version; step < MIGRATIONS.length; step++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step] as string);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return db;
}
