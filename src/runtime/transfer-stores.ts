// `webscout export` / `webscout import` wired to the configured backend (Postgres with a database URL, else
// SQLite in the data dir) and to a file or the standard streams.

import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { UsageError } from "../errors/index.js";
import { type ExportCounts, exportRecords, type ImportReport, importRecords } from "../storage/index.js";
import { openConfiguredStores } from "./open-configured-stores.js";

type StoreConfig = { dataDir: string; databaseUrl?: string };

async function writeLine(stream: Writable, line: string): Promise<void> {
  if (!stream.write(line)) await once(stream, "drain");
}

/** Writes every session and page of the configured backend to `out` (a file path), or to `stdout` without one. */
export async function exportStores(options: {
  config: StoreConfig;
  out?: string;
  stdout: Writable;
}): Promise<ExportCounts> {
  const { config, out, stdout } = options;
  const stores = await openConfiguredStores({ config });
  try {
    const stream = out ? createWriteStream(out) : stdout;
    if (out)
      await once(stream, "open").catch((error) => {
        throw new UsageError(`cannot write ${out}: ${(error as Error).message}`);
      });
    const counts = await exportRecords({ stores, write: (line) => writeLine(stream, line) });
    if (out) {
      stream.end();
      await once(stream, "finish");
    }
    return counts;
  } finally {
    await stores.close();
  }
}

/** Reads an export from `file` (a path), or from `stdin` without one, into the configured backend. */
export async function importStores(options: {
  config: StoreConfig;
  file?: string;
  stdin: Readable;
}): Promise<ImportReport> {
  const { config, file, stdin } = options;
  const input = file ? createReadStream(file) : stdin;
  if (file)
    await once(input, "open").catch((error) => {
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    });
  const stores = await openConfiguredStores({ config });
  try {
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    return await importRecords({ stores, lines });
  } finally {
    await stores.close();
    if (file) input.destroy();
  }
}
