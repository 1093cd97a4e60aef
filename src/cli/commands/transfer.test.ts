// `webscout export` / `webscout import`: a session and its pages go SQLite → file → Postgres → file → SQLite
// unchanged and a follow-up question in the moved session still works; bad lines are named and skipped without
// losing the good ones; importing twice stores nothing twice and never overwrites a newer record.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { createOfflineReasoner } from "../../agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../../agents/support/support-agent.js";
import { UsageError } from "../../errors/index.js";
import { openConfiguredStores } from "../../runtime/open-configured-stores.js";
import { registerTransferCommands } from "./transfer.js";

const postgres = usePostgresDatabase();
const root = mkdtempSync(join(tmpdir(), "webscout-transfer-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = (name: string) => join(root, name);

const site = (url: string) =>
  new URL(url).pathname === "/"
    ? `<html><head><title>Help</title></head><body><main><h1>Help</h1>
       <h2>Returns policy</h2><p>Our returns policy: you can return any item within 60 days of delivery for a full refund.</p><a href="/shipping">Shipping</a></main></body></html>`
    : `<html><head><title>Shipping</title></head><body><main><h1>Shipping</h1>
       <h2>Shipping to Canada</h2><p>We ship to Canada and Mexico; delivery to Canada takes 5 to 8 business days.</p></main></body></html>`;

interface Run {
  stdout: string;
  stderr: string;
  error?: unknown;
}

async function run(args: string[], stdin = ""): Promise<Run> {
  const stdout = new PassThrough();
  let out = "";
  stdout.on("data", (chunk) => (out += chunk));
  let stderr = "";
  const program = new Command("webscout").exitOverride().configureOutput({ writeErr: () => {} });
  registerTransferCommands(program, {
    stdout,
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([stdin]),
    env: {},
  });
  try {
    await program.parseAsync(["node", "webscout", ...args]);
    return { stdout: out, stderr };
  } catch (error) {
    return { stdout: out, stderr, error };
  }
}

/** Where a backend is: a data dir (SQLite) or the test database (Postgres). */
type Backend = { dataDir: string; databaseUrl?: string };
const flags = (backend: Backend) =>
  backend.databaseUrl ? ["--database-url", backend.databaseUrl] : ["--data-dir", backend.dataDir];

async function withAgent<T>(
  backend: Backend,
  use: (agent: ReturnType<typeof createSupportAgent>) => Promise<T>,
) {
  const stores = await openConfiguredStores({ config: backend });
  try {
    const fetcher = createFakePageFetcher(site);
    return await use(createSupportAgent({ stores, fetcher, reasoner: createOfflineReasoner() }));
  } finally {
    await stores.close();
  }
}

/** The file without its header line (whose exportedAt differs from run to run). */
const body = (file: string) => readFileSync(file, "utf8").split("\n").slice(1).join("\n");

/**
 * The file's records as values: Postgres (jsonb) gives keys back in its own order, and LangGraph's SqliteSaver
 * keeps the empty internal `__pregel_tasks` channel that PostgresSaver leaves out; neither changes what is stored.
 */
const records = (file: string) =>
  body(file)
    .trimEnd()
    .split("\n")
    .map((line) => {
      const record = JSON.parse(line);
      const values = record.checkpoint?.checkpoint.channel_values;
      if (Array.isArray(values?.__pregel_tasks) && values.__pregel_tasks.length === 0)
        delete values.__pregel_tasks;
      return record;
    });

describe("webscout export / import (SQLite)", () => {
  const source: Backend = { dataDir: dir("bad-source") };
  let session = "";
  let file = "";

  beforeAll(async () => {
    session = await withAgent(source, async (agent) => {
      const answered = await agent.ask({
        question: "What is the returns policy?",
        startUrls: ["https://help.test/"],
      });
      return answered.session;
    });
    file = dir("bad.jsonl");
    const exported = await run(["export", ...flags(source), "--out", file]);
    expect(exported.error).toBeUndefined();
    expect(exported.stderr).toBe(`exported 1 session, 1 page to ${file}\n`);
  });

  it("writes to stdout without --out and reads from stdin without a file", async () => {
    const exported = await run(["export", ...flags(source)]);
    expect(exported.stdout.split("\n").slice(1).join("\n")).toBe(body(file));
    const target = dir("stdin-target");
    const imported = await run(["import", "--data-dir", target], exported.stdout);
    expect(imported.stdout).toBe("imported 1 session, 1 page\n");
  });

  it("skips bad lines, naming each with its number, and stores the good ones; exit code 2", async () => {
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    const page = JSON.parse(lines[2] as string);
    const bad = [
      ...lines,
      "{not json",
      JSON.stringify({ ...page, url: "https://help.test/other", status: "done" }),
      JSON.stringify({ type: "event", id: "x" }),
      JSON.stringify({ ...page, url: "https://help.test/fine", text: "A page that is fine." }),
      JSON.stringify({
        ...JSON.parse(lines[1] as string),
        id: "broken",
        checkpoint: { checkpoint: {}, metadata: {} },
      }),
    ];
    const badFile = dir("bad-lines.jsonl");
    writeFileSync(badFile, `${bad.join("\n")}\n`);
    const target: Backend = { dataDir: dir("bad-target") };
    const imported = await run(["import", badFile, ...flags(target)]);
    expect(imported.error).toBeInstanceOf(UsageError);
    expect((imported.error as Error).message).toMatch(
      /^imported 1 session, 2 pages; 4 lines skipped: line 4: not a JSON object; line 5: status: .+; line 6: type: .+; … 1 more$/,
    );
    await withAgent(target, async (agent) => {
      expect((await agent.getSession(session))?.history).toHaveLength(1);
      expect(await agent.getSession("broken")).toBeUndefined();
    });
    expect(imported.stderr).toContain(
      "line 8: checkpoint: not a LangGraph checkpoint (no id or channel_values)\n",
    );
    const stores = await openConfiguredStores({ config: target });
    try {
      expect((await stores.pages.get("https://help.test/fine"))?.text).toBe("A page that is fine.");
      expect(await stores.pages.get("https://help.test/other")).toBeUndefined();
    } finally {
      await stores.close();
    }
  });

  it("refuses a file that does not start with an export header, storing nothing", async () => {
    const lines = readFileSync(file, "utf8").split("\n").slice(1);
    const target: Backend = { dataDir: dir("headless-target") };
    const imported = await run(["import", ...flags(target)], lines.join("\n"));
    expect(imported.error).toBeInstanceOf(UsageError);
    expect((imported.error as Error).message).toBe("line 1 is not a webscout export header");
    await withAgent(target, async (agent) => expect(await agent.getSession(session)).toBeUndefined());
  });

  it("says when the file ends short of its header's counts", async () => {
    const lines = readFileSync(file, "utf8").trimEnd().split("\n").slice(0, 2);
    const imported = await run(["import", "--data-dir", dir("short-target")], lines.join("\n"));
    expect((imported.error as Error).message).toBe(
      "imported 1 session, 0 pages; the file ends 1 record short of its header's counts",
    );
  });
});

describe.skipIf(!postgres.available)("webscout export / import between SQLite and Postgres", () => {
  const first: Backend = { dataDir: dir("first") };
  const last: Backend = { dataDir: dir("last") };
  let database: Backend;
  let session = "";

  beforeAll(async () => {
    database = { dataDir: dir("unused"), databaseUrl: postgres.url() };
    session = await withAgent(first, async (agent) => {
      const answered = await agent.ask({
        question: "What is the returns policy?",
        startUrls: ["https://help.test/"],
      });
      expect(await agent.rateAnswer(answered.session, 0, -1)).toBe(true);
      return answered.session;
    });
  });

  it("keeps sessions and pages equal over SQLite → file → Postgres → file → SQLite", async () => {
    const files = [dir("1.jsonl"), dir("2.jsonl"), dir("3.jsonl")];
    expect((await run(["export", ...flags(first), "--out", files[0] as string])).error).toBeUndefined();
    expect((await run(["import", files[0] as string, ...flags(database)])).stdout).toBe(
      "imported 1 session, 1 page\n",
    );
    expect((await run(["export", ...flags(database), "--out", files[1] as string])).error).toBeUndefined();
    expect((await run(["import", files[1] as string, ...flags(last)])).stdout).toBe(
      "imported 1 session, 1 page\n",
    );
    expect((await run(["export", ...flags(last), "--out", files[2] as string])).error).toBeUndefined();
    const original = records(files[0] as string);
    expect(original.map((record) => record.type)).toEqual(["session", "page"]);
    expect(original[0].checkpoint.checkpoint.channel_values.conversation_history).toHaveLength(1);
    expect(records(files[1] as string)).toEqual(original);
    expect(records(files[2] as string)).toEqual(original);

    const views = await Promise.all(
      [first, database, last].map((backend) => withAgent(backend, (agent) => agent.getSession(session))),
    );
    expect(views[0]?.history[0]?.vote).toBe(-1);
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });

  it("answers a follow-up in the moved session, on Postgres and back on SQLite", async () => {
    for (const backend of [database, last]) {
      const followUp = await withAgent(backend, (agent) =>
        agent.ask({ sessionId: session, question: "How long does shipping to Canada take?" }),
      );
      expect(followUp.answer).toContain("Canada");
      const view = await withAgent(backend, (agent) => agent.getSession(session));
      expect(view?.history.map((turn) => turn.question)).toEqual([
        "What is the returns policy?",
        "How long does shipping to Canada take?",
      ]);
      expect(view?.settings.startUrls).toEqual(["https://help.test/"]);
    }
  });

  it("imports twice without duplicates, and keeps a stored session newer than the file's", async () => {
    // The Postgres session now has the follow-up (newer than the file); its pages are as new as the file's.
    const again = await run(["import", dir("1.jsonl"), ...flags(database)]);
    expect(again.stdout).toBe(
      "imported 0 sessions, 0 pages; kept 1 session, 1 page stored as new or newer\n",
    );
    const stores = await openConfiguredStores({ config: database });
    try {
      expect(await stores.sessions.list(10)).toHaveLength(1);
      // The file's page, and the one the follow-up read.
      expect(await stores.pages.count()).toBe(2);
    } finally {
      await stores.close();
    }
    const view = await withAgent(database, (agent) => agent.getSession(session));
    expect(view?.history).toHaveLength(2);

    // The other way, a newer file replaces the older stored session: the first SQLite dir gets the follow-up.
    const newer = dir("newer.jsonl");
    await run(["export", ...flags(database), "--out", newer]);
    expect((await run(["import", newer, ...flags(first)])).stdout).toBe(
      "imported 1 session, 1 page; kept 0 sessions, 1 page stored as new or newer\n",
    );
    const moved = await withAgent(first, (agent) => agent.getSession(session));
    expect(moved?.history.map((turn) => turn.vote)).toEqual([-1, undefined]);
    expect(moved?.history).toHaveLength(2);
  });
});
