// Turns what SQLite throws into a WebscoutError that names the database file and says what to do.
import { CorruptDatabaseError, WebscoutError } from "../errors/index.js";

/** SQLite result codes that mean the file's content is damaged or is not a database at all. */
const DAMAGED_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

/** A WebscoutError naming `file`: `CorruptDatabaseError` for a damaged file, a "storage" error otherwise. */
export function databaseError(error: unknown, file: string): WebscoutError {
  if (error instanceof WebscoutError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && DAMAGED_CODES.test(code)) {
    return new CorruptDatabaseError({ file, detail: message, cause: error });
  }
  return new WebscoutError("storage", `cannot use the database ${file}: ${message}`, {
    hint: "check that the file and its folder are writable and the disk is not full, or pass --data-dir (WEBSCOUT_DATA_DIR) to use another folder",
    cause: error,
  });
}
