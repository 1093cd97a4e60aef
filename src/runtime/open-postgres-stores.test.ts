// The Postgres backend as a whole: replicas starting together migrate once, a session started through one set of
// stores continues through another (another replica), and a bad URL or an unreachable server fails at once in one
// line that says what to do.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { createOfflineReasoner } from "../agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../agents/support/support-agent.js";
import { WebscoutError } from "../errors/index.js";
import { POSTGRES_MIGRATIONS } from "../storage/index.js";
import { openPostgresStores } from "./open-postgres-stores.js";
import type { Stores } from "./open-stores.js";

const database = usePostgresDatabase();
const opened: Stores[] = [];
afterAll(async () => {
  await Promise.all(opened.map((stores) => stores.close()));
});

async function open(): Promise<Awaited<ReturnType<typeof openPostgresStores>>> {
  const stores = await openPostgresStores({ url: database.url(), maxConnections: 3 });
  opened.push(stores);
  return stores;
}

const site = (url: string) =>
  new URL(url).pathname === "/"
    ? `<html><head><title>Help</title></head><body><main><h1>Help</h1>
       <h2>Returns policy</h2><p>Our returns policy: you can return any item within 60 days of delivery for a full refund.</p><a href="/shipping">Shipping</a></main></body></html>`
    : `<html><head><title>Shipping</title></head><body><main><h1>Shipping</h1>
       <h2>Shipping to Canada</h2><p>We ship to Canada and Mexico; delivery to Canada takes 5 to 8 business days.</p></main></body></html>`;

describe.skipIf(!database.available)("the Postgres stores", () => {
  it("migrate once when four replicas start together on a new database", async () => {
    await Promise.all([open(), open(), open(), open()]);
    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT version FROM webscout_migrations ORDER BY version");
      expect(rows.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((step) => step.version));
      const checkpoints = await client.query("SELECT to_regclass('checkpoints')::text AS name");
      expect(checkpoints.rows[0]?.name).toBe("checkpoints");
      // The large columns compress new values with lz4 where the server has it (Debian's Postgres 15 does).
      const hasLz4 = await client.query("SET default_toast_compression = lz4").then(
        () => true,
        () => false,
      );
      const { rows: compression } = await client.query<{ relation: string; name: string; method: string }>(
        `SELECT attrelid::regclass::text AS relation, attname AS name, attcompression::text AS method
         FROM pg_attribute
         WHERE (attrelid::regclass::text, attname) IN (('pages', 'text'), ('pages', 'links'),
           ('checkpoint_blobs', 'blob'), ('checkpoint_writes', 'blob'), ('checkpoints', 'checkpoint'))
         ORDER BY 1, 2`,
      );
      expect(compression).toHaveLength(5);
      if (hasLz4) expect(new Set(compression.map((column) => column.method))).toEqual(new Set(["l"]));
    } finally {
      await client.end();
    }
  });

  it("continue a session on another replica: its settings, history and pages come from the database", async () => {
    const fetcher = createFakePageFetcher(site);
    const reasoner = createOfflineReasoner();
    const first = createSupportAgent({ stores: await open(), fetcher, reasoner });
    const answered = await first.ask({
      question: "What is the returns policy?",
      startUrls: ["https://help.test/"],
    });
    expect(answered.answer).toContain("60 days");

    const second = createSupportAgent({ stores: await open(), fetcher, reasoner });
    const followUp = await second.ask({
      sessionId: answered.session,
      question: "How long does shipping to Canada take?",
    });
    expect(followUp.answer).toContain("Canada");
    const session = await second.getSession(answered.session);
    expect(session?.settings.startUrls).toEqual(["https://help.test/"]);
    expect(session?.history.map((turn) => turn.question)).toEqual([
      "What is the returns policy?",
      "How long does shipping to Canada take?",
    ]);
    expect(await first.rateAnswer(answered.session, 1, 1)).toBe(true);
    expect((await second.getSession(answered.session))?.history[1]?.vote).toBe(1);
    expect(await second.deleteSession(answered.session)).toBe(true);
    expect(await first.getSession(answered.session)).toBeUndefined();
  });

  it("answer a question with one checkpoint read and one session statement", async () => {
    const stores = await open();
    const { pool } = stores.database;
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const [first] = args;
      statements.push((typeof first === "string" ? first : String((first as { text?: string }).text)).trim());
      return query(...args);
    }) as never;
    const agent = createSupportAgent({
      stores,
      fetcher: createFakePageFetcher(site),
      reasoner: createOfflineReasoner(),
    });
    const taken = () => {
      const sent = statements.splice(0);
      return {
        checkpointReads: sent.filter((text) => /FROM "public"\.checkpoints cp/i.test(text)).length,
        checkpointWrites: sent.filter((text) => /INSERT INTO "public"\.checkpoints/i.test(text)).length,
        session: sent.filter((text) => /\bsessions\b/.test(text)).map((text) => text.split(" ")[0]),
      };
    };
    const answered = await agent.ask({
      question: "What is the returns policy?",
      startUrls: ["https://help.test/"],
    });
    // A new session: nothing to read for it but the (absent) checkpoint; its row is written once.
    expect(taken()).toEqual({ checkpointReads: 1, checkpointWrites: 1, session: ["INSERT"] });
    const followUp = await agent.ask({
      sessionId: answered.session,
      question: "How long does shipping to Canada take?",
    });
    expect(followUp.answer).toContain("Canada");
    // A follow-up: the row read and its time bumped in one UPDATE … RETURNING; the checkpoint read once.
    expect(taken()).toEqual({ checkpointReads: 1, checkpointWrites: 1, session: ["UPDATE"] });
    const session = await agent.getSession(answered.session);
    expect(session?.history.map((turn) => turn.question)).toEqual([
      "What is the returns policy?",
      "How long does shipping to Canada take?",
    ]);
    expect(session?.settings.startUrls).toEqual(["https://help.test/"]);
    // An admin's new instruction for the session is still saved.
    statements.length = 0;
    await agent.ask({ sessionId: answered.session, question: "Returns?", instruction: "Be brief." });
    expect(taken().session).toEqual(["UPDATE", "INSERT"]);
    expect((await agent.getSession(answered.session))?.settings.instruction).toBe("Be brief.");
  });
});

describe("opening the Postgres stores with a bad URL", () => {
  it("refuses a URL that is not postgres://, naming the option", async () => {
    const error = await openPostgresStores({ url: "mysql://user@host/db" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WebscoutError);
    expect((error as WebscoutError).code).toBe("usage");
    expect((error as WebscoutError).hint).toContain("--database-url");
  });

  it("fails at once on a server that is not there, without the password", async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const error = await openPostgresStores({ url: "postgres://user:s3cret@127.0.0.1:9/db" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WebscoutError);
    expect((error as WebscoutError).message).toBe(
      "cannot use the database postgres://user:***@127.0.0.1:9/db: connection refused (is Postgres running there?)",
    );
    expect((error as WebscoutError).message).not.toContain("s3cret");
  });
});
