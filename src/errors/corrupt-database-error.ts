import { WebscoutError } from "./webscout-error.js";

/** The database file is damaged or is not a SQLite database: webscout cannot use it, and will not overwrite it. */
export class CorruptDatabaseError extends WebscoutError {
  /** The damaged file. */
  readonly file: string;
  /** What SQLite found, e.g. "file is not a database" or the first lines of `PRAGMA quick_check`. */
  readonly detail: string;

  constructor(options: { file: string; detail: string; cause?: unknown }) {
    super("storage-corrupt", `the database file ${options.file} is damaged: ${options.detail}`, {
      hint: `move it aside with its -wal and -shm files if any, e.g. mv "${options.file}" "${options.file}.damaged", or restore it from a backup; then start webscout again: it creates a fresh database, without the stored pages, sessions and event caches`,
      cause: options.cause,
    });
    this.file = options.file;
    this.detail = options.detail;
  }
}
