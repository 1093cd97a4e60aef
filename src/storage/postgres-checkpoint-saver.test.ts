// The batched checkpoint saver against the library's PostgresSaver on a real Postgres: the same graph run through
// each leaves the same rows and reads back the same state, and each checkpoint or write set is one statement.
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { ERROR } from "@langchain/langgraph-checkpoint";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { BatchedPostgresSaver } from "./postgres-checkpoint-saver.js";

const database = usePostgresDatabase();

const State = Annotation.Root({
  question: Annotation<string>,
  notes: Annotation<string[]>({ reducer: (left, right) => [...left, ...right], default: () => [] }),
  pages: Annotation<Record<string, string>>({
    reducer: (left, right) => ({ ...left, ...right }),
    default: () => ({}),
  }),
  answer: Annotation<string>,
});

function buildGraph(checkpointer: PostgresSaver) {
  return new StateGraph(State)
    .addNode("read", (state) => ({
      notes: [`read for ${state.question}`],
      pages: { [`https://help.test/${state.notes.length}`]: "Returns within 60 days. \u00e9\u0000 bytes" },
    }))
    .addNode("decide", (state) => ({ notes: [`decided on ${Object.keys(state.pages).length} pages`] }))
    .addNode("write", (state) => ({ answer: `${state.question}: ${state.notes.join(" / ")}` }))
    .addEdge(START, "read")
    .addEdge("read", "decide")
    .addEdge("decide", "write")
    .addEdge("write", END)
    .compile({ checkpointer });
}

describe.skipIf(!database.available)("BatchedPostgresSaver", () => {
  let pool: pg.Pool;
  let statements: string[];
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.url(), max: 3 });
    // Every statement sent: pool.query() goes through a client too, so wrapping each new client sees them all.
    statements = [];
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const first = args[0];
        statements.push(typeof first === "string" ? first : String((first as { text?: string }).text));
        return query(...args);
      }) as never;
    });
    await new PostgresSaver(pool).setup();
  });
  afterAll(() => pool.end());

  const rows = async (table: string, thread: string) =>
    (
      await pool.query(
        `SELECT * FROM ${table} WHERE thread_id = $1 ORDER BY ${table === "checkpoint_writes" ? "checkpoint_id, task_id, idx" : table === "checkpoint_blobs" ? "channel, version" : "checkpoint_id"}`,
        [thread],
      )
    ).rows.map((row) => {
      const { thread_id, checkpoint_id, parent_checkpoint_id, task_id, checkpoint, metadata, ...rest } = row;
      // Ids are fresh uuids per run: compare what was stored, not which id it got.
      const { id, ts, ...checkpointRest } = (checkpoint ?? {}) as Record<string, unknown>;
      return {
        ...rest,
        ...(checkpoint ? { checkpoint: checkpointRest } : {}),
        ...(metadata ? { metadata } : {}),
      };
    });

  it("stores the same rows as the library's saver and reads back the same state, a follow-up included", async () => {
    const library = buildGraph(new PostgresSaver(pool));
    const batched = buildGraph(new BatchedPostgresSaver(pool));
    for (const question of ["Returns?", "And shipping?"]) {
      await library.invoke({ question }, { configurable: { thread_id: "library" }, durability: "sync" });
      await batched.invoke({ question }, { configurable: { thread_id: "batched" }, durability: "sync" });
    }
    const libraryState = await library.getState({ configurable: { thread_id: "library" } });
    const batchedState = await batched.getState({ configurable: { thread_id: "batched" } });
    expect(batchedState.values).toEqual(libraryState.values);
    expect(batchedState.values.answer).toContain("And shipping?: read for Returns?");
    expect(Object.keys(batchedState.values.pages)).toHaveLength(2);
    for (const table of ["checkpoints", "checkpoint_blobs", "checkpoint_writes"]) {
      const stored = await rows(table, "batched");
      expect(stored.length).toBeGreaterThan(0);
      expect(stored).toEqual(await rows(table, "library"));
    }
    // The history too: every checkpoint of the thread, in order, read through the library's own list().
    const history = async (saver: PostgresSaver, thread: string) => {
      const values: unknown[] = [];
      for await (const tuple of saver.list({ configurable: { thread_id: thread } })) {
        values.push([tuple.checkpoint.channel_values, tuple.pendingWrites?.map(([, channel]) => channel)]);
      }
      return values;
    };
    const reader = new PostgresSaver(pool);
    expect(await history(reader, "batched")).toEqual(await history(reader, "library"));
  });

  it("reads every checkpoint back as the library's getTuple does, pending writes included, in one statement", async () => {
    const batched = new BatchedPostgresSaver(pool);
    const graph = buildGraph(batched);
    for (const question of ["Returns?", "And shipping?"]) {
      await graph.invoke({ question }, { configurable: { thread_id: "read-back" }, durability: "sync" });
    }
    const library = new PostgresSaver(pool);
    const thread = { configurable: { thread_id: "read-back", checkpoint_ns: "" } };
    const ids: string[] = [];
    let withWrites = 0;
    for await (const tuple of library.list(thread)) {
      const config = { configurable: { ...thread.configurable, checkpoint_id: tuple.checkpoint.id } };
      const expected = await library.getTuple(config);
      statements.length = 0;
      expect(await batched.getTuple(config)).toEqual(expected);
      expect(statements).toHaveLength(1);
      if ((expected?.pendingWrites?.length ?? 0) > 0) withWrites++;
      ids.push(tuple.checkpoint.id);
    }
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(withWrites).toBeGreaterThan(0);
    const latest = await batched.getTuple(thread);
    expect(latest).toEqual(await library.getTuple(thread));
    expect(latest?.checkpoint.id).toBe(ids[0]);
    expect(String(latest?.checkpoint.channel_values.answer)).toContain("And shipping?");
    expect(
      await batched.getTuple({ configurable: { thread_id: "nobody", checkpoint_ns: "" } }),
    ).toBeUndefined();
  });

  it("sends one statement per checkpoint and one per set of writes", async () => {
    const saver = new BatchedPostgresSaver(pool);
    const graph = buildGraph(saver);
    statements.length = 0;
    await graph.invoke(
      { question: "Returns?" },
      { configurable: { thread_id: "counted" }, durability: "sync" },
    );
    const writes = statements.filter((text) => /^\s*(WITH|INSERT)/i.test(text));
    const checkpoints = (
      await pool.query("SELECT count(*)::int AS n FROM checkpoints WHERE thread_id = 'counted'")
    ).rows[0].n as number;
    const writeSets = (
      await pool.query(
        "SELECT count(DISTINCT (checkpoint_id, task_id))::int AS n FROM checkpoint_writes WHERE thread_id = 'counted'",
      )
    ).rows[0].n as number;
    expect(checkpoints).toBeGreaterThanOrEqual(4);
    expect(writes).toHaveLength(checkpoints + writeSets);
    expect(statements.filter((text) => /^(BEGIN|COMMIT)$/i.test(text.trim()))).toEqual([]);
  });

  it("keeps the last of two writes to one special channel, as the library does", async () => {
    const config = { configurable: { thread_id: "special", checkpoint_ns: "", checkpoint_id: "c1" } };
    await new PostgresSaver(pool).putWrites(
      { configurable: { ...config.configurable, thread_id: "special-library" } },
      [
        [ERROR, "first"],
        [ERROR, "second"],
      ],
      "task",
    );
    await new BatchedPostgresSaver(pool).putWrites(
      config,
      [
        [ERROR, "first"],
        [ERROR, "second"],
      ],
      "task",
    );
    expect(await rows("checkpoint_writes", "special")).toEqual(
      await rows("checkpoint_writes", "special-library"),
    );
    const tuple = await new PostgresSaver(pool).getTuple({
      configurable: { thread_id: "special", checkpoint_ns: "" },
    });
    expect(tuple).toBeUndefined();
    const stored = await pool.query(
      "SELECT convert_from(blob, 'UTF8') AS value FROM checkpoint_writes WHERE thread_id = 'special'",
    );
    expect(stored.rows.map((row) => row.value)).toEqual(['"second"']);
  });
});
