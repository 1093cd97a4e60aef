// LangGraph's PostgresSaver with its two writes made one statement each. The library writes a checkpoint as
// BEGIN, one INSERT per changed channel, the checkpoint row, COMMIT, and a step's pending writes as BEGIN, one
// INSERT per write, COMMIT: ~13 round trips for each of the ~7 checkpoints and ~6 write sets of a question (~150
// statements a question, most of the Postgres cost measured in bench:server). Here each is one INSERT of all its
// rows through unnest() (a data-modifying CTE for the checkpoint and its blobs): one round trip, atomic as a single
// statement, same tables, same rows, read back by the library's own getTuple/list.

import type { RunnableConfig } from "@langchain/core/runnables";
import {
  type ChannelVersions,
  type Checkpoint,
  type CheckpointMetadata,
  type PendingWrite,
  WRITES_IDX_MAP,
} from "@langchain/langgraph-checkpoint";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import type { PostgresPool } from "./postgres-database.js";

const SCHEMA = '"public"';

const PUT_SQL = `WITH blobs AS (
    INSERT INTO ${SCHEMA}.checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob)
    SELECT $1, $2, channel, version, type, blob
    FROM unnest($3::text[], $4::text[], $5::text[], $6::bytea[]) AS b(channel, version, type, blob)
    ON CONFLICT (thread_id, checkpoint_ns, channel, version) DO NOTHING
  )
  INSERT INTO ${SCHEMA}.checkpoints (thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, checkpoint, metadata)
  VALUES ($1, $2, $7, $8, $9, $10)
  ON CONFLICT (thread_id, checkpoint_ns, checkpoint_id)
  DO UPDATE SET checkpoint = EXCLUDED.checkpoint, metadata = EXCLUDED.metadata`;

const writesSql = (onConflict: string) =>
  `INSERT INTO ${SCHEMA}.checkpoint_writes (thread_id, checkpoint_ns, checkpoint_id, task_id, idx, channel, type, blob)
   SELECT $1, $2, $3, $4, idx, channel, type, blob
   FROM unnest($5::int[], $6::text[], $7::text[], $8::bytea[]) AS w(idx, channel, type, blob)
   ON CONFLICT (thread_id, checkpoint_ns, checkpoint_id, task_id, idx) ${onConflict}`;
/** Only special channels (errors, interrupts…) at fixed negative indexes: the latest write of each wins. */
const UPSERT_WRITES_SQL = writesSql(
  "DO UPDATE SET channel = EXCLUDED.channel, type = EXCLUDED.type, blob = EXCLUDED.blob",
);
const INSERT_WRITES_SQL = writesSql("DO NOTHING");

const bytes = (value: Uint8Array | undefined) =>
  value === undefined ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

export class BatchedPostgresSaver extends PostgresSaver {
  readonly #pool: PostgresPool;

  constructor(pool: PostgresPool) {
    super(pool);
    this.#pool = pool;
  }

  override async put(
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    newVersions: ChannelVersions,
  ): Promise<RunnableConfig> {
    if (config.configurable === undefined) throw new Error(`Missing "configurable" field in "config" param`);
    const { thread_id, checkpoint_ns = "", checkpoint_id } = config.configurable;
    const [blobs, dumpedMetadata] = await Promise.all([
      this._dumpBlobs(thread_id, checkpoint_ns, checkpoint.channel_values, newVersions),
      this._dumpMetadata(metadata),
    ]);
    await this.#pool.query(PUT_SQL, [
      thread_id,
      checkpoint_ns,
      blobs.map((blob) => blob[2]),
      blobs.map((blob) => blob[3]),
      blobs.map((blob) => blob[4]),
      blobs.map((blob) => bytes(blob[5])),
      checkpoint.id,
      checkpoint_id,
      this._dumpCheckpoint(checkpoint),
      dumpedMetadata,
    ]);
    return { configurable: { thread_id, checkpoint_ns, checkpoint_id: checkpoint.id } };
  }

  override async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string): Promise<void> {
    const upsert = writes.every(([channel]) => channel in WRITES_IDX_MAP);
    const { thread_id, checkpoint_ns, checkpoint_id } = config.configurable ?? {};
    const dumped = await this._dumpWrites(thread_id, checkpoint_ns, checkpoint_id, taskId, writes);
    // One INSERT cannot touch a row twice: keep the write that a statement per write would have left.
    const byIdx = new Map<number, (typeof dumped)[number]>();
    for (const write of dumped) if (upsert || !byIdx.has(write[4])) byIdx.set(write[4], write);
    const rows = [...byIdx.values()];
    if (rows.length === 0) return;
    await this.#pool.query(upsert ? UPSERT_WRITES_SQL : INSERT_WRITES_SQL, [
      thread_id,
      checkpoint_ns,
      checkpoint_id,
      taskId,
      rows.map((row) => row[4]),
      rows.map((row) => row[5]),
      rows.map((row) => row[6]),
      rows.map((row) => bytes(row[7])),
    ]);
  }
}
