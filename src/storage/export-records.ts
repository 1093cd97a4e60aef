// `webscout export`: the sessions (settings, votes, latest checkpoint) and pages of one backend, as the JSON Lines
// of transfer-format.ts, written line by line (pages in batches, so a large page store is never held at once).
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { PageStore } from "./page-store.js";
import type { SessionStore } from "./session-store.js";
import {
  type PageTransferRecord,
  type SessionTransferRecord,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type TransferHeader,
} from "./transfer-format.js";

/** What export and import read and write: the stores of one backend. */
export interface TransferStores {
  pages: PageStore;
  sessions: SessionStore;
  checkpointer: BaseCheckpointSaver;
}

export interface ExportCounts {
  sessions: number;
  pages: number;
}

const PAGE_BATCH = 200;
const textDecoder = new TextDecoder();

/** The thread's latest checkpoint in LangGraph's own JSON form, so any saver can read it back. */
async function latestCheckpoint(
  checkpointer: BaseCheckpointSaver,
  threadId: string,
): Promise<SessionTransferRecord["checkpoint"]> {
  const tuple = await checkpointer.getTuple({ configurable: { thread_id: threadId, checkpoint_ns: "" } });
  if (!tuple) return null;
  const [type, bytes] = await checkpointer.serde.dumpsTyped({
    checkpoint: tuple.checkpoint,
    metadata: tuple.metadata ?? {},
  });
  if (type !== "json") throw new Error(`checkpoint of session ${threadId} serialized as "${type}", not JSON`);
  return JSON.parse(textDecoder.decode(bytes));
}

export async function exportRecords(options: {
  stores: TransferStores;
  /** Receives each line, newline included; awaited, so a slow stream holds the export back. */
  write: (line: string) => Promise<void> | void;
  now?: () => number;
}): Promise<ExportCounts> {
  const { stores, write, now = Date.now } = options;
  const sessions = await stores.sessions.list(Number.MAX_SAFE_INTEGER);
  const pageCount = await stores.pages.count();
  const header: TransferHeader = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: now(),
    counts: { sessions: sessions.length, pages: pageCount },
  };
  await write(`${JSON.stringify(header)}\n`);
  for (const session of sessions) {
    const votes = await stores.sessions.answerVotes(session.id);
    const record: SessionTransferRecord = {
      type: "session",
      ...session,
      votes: [...votes].map(([turn, vote]) => ({ turn, vote })),
      checkpoint: await latestCheckpoint(stores.checkpointer, session.id),
    };
    await write(`${JSON.stringify(record)}\n`);
  }
  let pages = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await stores.pages.listAfter({ after, limit: PAGE_BATCH });
    for (const page of batch) {
      const record: PageTransferRecord = { type: "page", ...page };
      await write(`${JSON.stringify(record)}\n`);
    }
    pages += batch.length;
    if (batch.length < PAGE_BATCH) break;
    after = batch.at(-1)?.url;
  }
  return { sessions: sessions.length, pages };
}
