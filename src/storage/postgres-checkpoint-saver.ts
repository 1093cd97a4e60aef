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
  type CheckpointTuple,
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

/**
 * The library's getTuple query with the blobs as JSON arrays of base64 text instead of arrays of bytea: the pg client
 * parses an array of bytea character by character in JavaScript (the biggest part of reading a session's ~20 kB
 * state), while JSON and base64 are decoded natively. Same rows, same order.
 */
const SELECT_TUPLE_SQL = `SELECT checkpoint, checkpoint_id, parent_checkpoint_id, metadata,
    (SELECT json_agg(json_build_array(bl.channel, bl.type, encode(bl.blob, 'base64')))
     FROM jsonb_each_text(checkpoint -> 'channel_versions')
     INNER JOIN ${SCHEMA}.checkpoint_blobs bl
       ON bl.thread_id = cp.thread_id AND bl.checkpoint_ns = cp.checkpoint_ns
       AND bl.channel = jsonb_each_text.key AND bl.version = jsonb_each_text.value) AS channel_values,
    (SELECT json_agg(json_build_array(cw.task_id, cw.channel, cw.type, encode(cw.blob, 'base64'))
       ORDER BY cw.task_id, cw.idx)
     FROM ${SCHEMA}.checkpoint_writes cw
     WHERE cw.thread_id = cp.thread_id AND cw.checkpoint_ns = cp.checkpoint_ns
       AND cw.checkpoint_id = cp.checkpoint_id) AS pending_writes
  FROM ${SCHEMA}.checkpoints cp WHERE thread_id = $1 AND checkpoint_ns = $2 `;

interface TupleRow {
  checkpoint: Checkpoint & { v: number };
  checkpoint_id: string;
  parent_checkpoint_id: string | null;
  metadata: CheckpointMetadata;
  channel_values: Array<[string, string, string | null]> | null;
  pending_writes: Array<[string, string, string, string | null]> | null;
}

/** A JSON array of text, then a blob in base64, as the row of bytea the library's loaders take (a NULL stays null). */
const asBytes = <T extends Uint8Array[]>(row: ReadonlyArray<string | null>): T =>
  row.map((value, index) =>
    value === null ? null : Buffer.from(value, index === row.length - 1 ? "base64" : "utf8"),
  ) as unknown as T;

const bytes = (value: Uint8Array | undefined) =>
  value === undefined ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

export class BatchedPostgresSaver extends PostgresSaver {
  readonly #pool: PostgresPool;

  constructor(pool: PostgresPool) {
    super(pool);
    this.#pool = pool;
  }

  override async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = "", checkpoint_id } = config.configurable ?? {};
    // Named statements: prepared once per connection, since parsing and planning this one cost Postgres about as
    // much as running it.
    const { rows } = await this.#pool.query<TupleRow>(
      checkpoint_id
        ? {
            name: "webscout-checkpoint-get",
            text: `${SELECT_TUPLE_SQL} AND checkpoint_id = $3`,
            values: [thread_id, checkpoint_ns, checkpoint_id],
          }
        : {
            name: "webscout-checkpoint-latest",
            text: `${SELECT_TUPLE_SQL} ORDER BY checkpoint_id DESC LIMIT 1`,
            values: [thread_id, checkpoint_ns],
          },
    );
    const [row] = rows;
    if (row === undefined) return undefined;
    // Checkpoints from before format 4 need the library's migration of pending sends: its own path.
    if (row.checkpoint.v < 4 && row.parent_checkpoint_id != null) return super.getTuple(config);
    const parent = row.parent_checkpoint_id;
    return {
      config: { configurable: { thread_id, checkpoint_ns, checkpoint_id: row.checkpoint_id } },
      checkpoint: await this._loadCheckpoint(
        row.checkpoint,
        (row.channel_values ?? []).map((blob) => asBytes<[Uint8Array, Uint8Array, Uint8Array]>(blob)),
      ),
      metadata: await this._loadMetadata(row.metadata),
      parentConfig: parent
        ? { configurable: { thread_id, checkpoint_ns, checkpoint_id: parent } }
        : undefined,
      pendingWrites: await this._loadWrites(
        (row.pending_writes ?? []).map((write) =>
          asBytes<[Uint8Array, Uint8Array, Uint8Array, Uint8Array]>(write),
        ),
      ),
    };
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
    await this.#pool.query({
      name: "webscout-checkpoint-put",
      text: PUT_SQL,
      values: [
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
      ],
    });
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
    await this.#pool.query({
      name: upsert ? "webscout-checkpoint-upsert-writes" : "webscout-checkpoint-insert-writes",
      text: upsert ? UPSERT_WRITES_SQL : INSERT_WRITES_SQL,
      values: [
        thread_id,
        checkpoint_ns,
        checkpoint_id,
        taskId,
        rows.map((row) => row[4]),
        rows.map((row) => row[5]),
        rows.map((row) => row[6]),
        rows.map((row) => bytes(row[7])),
      ],
    });
  }
}
