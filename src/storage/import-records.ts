// `webscout import`: reads the JSON Lines of transfer-format.ts into one backend's stores. Each line is checked on
// its own: a bad line is reported with its number and skipped, the good ones are stored. Importing a file twice
// changes nothing the second time: a record replaces the stored one only when it is newer (a session's updatedAt,
// a page's fetchedAt); a stored one as new or newer is kept. Pages go in batches (PageStore.putNewer: one statement
// a batch over Postgres, where one round trip a page made a large import slow); sessions one by one, each with its
// checkpoint.
import type { Checkpoint, CheckpointMetadata } from "@langchain/langgraph";
import { UsageError } from "../errors/index.js";
import type { TransferStores } from "./export-records.js";
import {
  lineProblem,
  type PageTransferRecord,
  type SessionTransferRecord,
  transferHeaderSchema,
  transferRecordSchema,
} from "./transfer-format.js";

export interface SkippedLine {
  /** 1-based line number in the file. */
  line: number;
  problem: string;
}

export interface ImportReport {
  imported: { sessions: number; pages: number };
  /** Records already stored as they are in the file, or newer there: kept. */
  kept: { sessions: number; pages: number };
  skipped: SkippedLine[];
  /** Records the header announced that the file did not hold (a cut-off file), 0 when it held them all. */
  missing: number;
}

const MAX_PROBLEM_CHARS = 200;
/** Pages stored at once (one statement over Postgres: ~50 MB of page text at most). */
const PAGE_BATCH = 500;

function parseJson(text: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: "not a JSON object" };
  }
}

async function importSession(stores: TransferStores, record: SessionTransferRecord): Promise<boolean> {
  const existing = await stores.sessions.get(record.id);
  if (existing && existing.updatedAt >= record.updatedAt) return false;
  const { checkpointer } = stores;
  const saved = record.checkpoint
    ? ((await checkpointer.serde.loadsTyped("json", JSON.stringify(record.checkpoint))) as {
        checkpoint: Checkpoint;
        metadata: CheckpointMetadata;
      })
    : undefined;
  if (
    saved &&
    (typeof saved.checkpoint?.id !== "string" || typeof saved.checkpoint.channel_values !== "object")
  ) {
    throw new LineError("checkpoint: not a LangGraph checkpoint (no id or channel_values)");
  }
  const thread = { configurable: { thread_id: record.id, checkpoint_ns: "" } };
  // The older checkpoints go, so the file's is the latest. (getTuple also makes SqliteSaver create its tables,
  // which its deleteThread does not.)
  if (await checkpointer.getTuple(thread)) await checkpointer.deleteThread(record.id);
  if (saved) {
    await checkpointer.put(thread, saved.checkpoint, saved.metadata, saved.checkpoint.channel_versions ?? {});
  }
  const { id, createdAt, updatedAt, settings } = record;
  const votes = new Map(record.votes.map(({ turn, vote }) => [turn, vote]));
  await stores.sessions.restore({ id, createdAt, updatedAt, settings }, votes);
  return true;
}

/** Pages waiting to be stored together, by URL: a URL seen again sends the batch first, as one at a time would. */
function pageBatcher(stores: TransferStores, report: ImportReport) {
  const batch = new Map<string, PageTransferRecord>();
  const flush = async () => {
    if (batch.size === 0) return;
    const pages = [...batch.values()].map(({ type: _type, ...page }) => page);
    batch.clear();
    const stored = await stores.pages.putNewer(pages);
    report.imported.pages += stored.size;
    report.kept.pages += pages.length - stored.size;
  };
  return {
    async add(record: PageTransferRecord) {
      if (batch.has(record.url) || batch.size >= PAGE_BATCH) await flush();
      batch.set(record.url, record);
    },
    flush,
  };
}

/** A line whose content cannot be stored: reported and skipped, the import goes on. */
class LineError extends Error {}

export async function importRecords(options: {
  stores: TransferStores;
  /** The file's lines, without their newlines. */
  lines: AsyncIterable<string>;
}): Promise<ImportReport> {
  const { stores, lines } = options;
  const report: ImportReport = {
    imported: { sessions: 0, pages: 0 },
    kept: { sessions: 0, pages: 0 },
    skipped: [],
    missing: 0,
  };
  const pages = pageBatcher(stores, report);
  let announced: number | undefined;
  let records = 0;
  let number = 0;
  for await (const text of lines) {
    number += 1;
    if (announced === undefined) {
      const parsed = parseJson(text);
      const header = "value" in parsed ? transferHeaderSchema.safeParse(parsed.value) : undefined;
      if (!header?.success) {
        throw new UsageError("line 1 is not a webscout export header", {
          hint: 'the file must start with {"format":"webscout-export","version":1,…}, as `webscout export` writes',
        });
      }
      announced = header.data.counts.sessions + header.data.counts.pages;
      continue;
    }
    if (text.trim() === "") continue;
    records += 1;
    const parsed = parseJson(text);
    const result = "value" in parsed ? transferRecordSchema.safeParse(parsed.value) : undefined;
    if (!result?.success) {
      const problem = "problem" in parsed ? parsed.problem : result ? lineProblem(result.error) : "invalid";
      report.skipped.push({ line: number, problem });
      continue;
    }
    const record = result.data;
    try {
      if (record.type === "session") {
        if (await importSession(stores, record)) report.imported.sessions += 1;
        else report.kept.sessions += 1;
      } else await pages.add(record);
    } catch (error) {
      if (!(error instanceof LineError) && !(error instanceof SyntaxError)) throw error;
      report.skipped.push({ line: number, problem: error.message.slice(0, MAX_PROBLEM_CHARS) });
    }
  }
  if (announced === undefined) throw new UsageError("the file is empty: no webscout export header");
  await pages.flush();
  report.missing = Math.max(0, announced - records);
  return report;
}
