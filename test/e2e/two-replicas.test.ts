// Two built `webscout serve` processes on one Postgres database at once (issue 10): a session started on A
// continues on B, a page A read is not fetched again by B, for that session or a new one, their fetches are paced
// per host through the database, two follow-ups of one session sent to A and B at once take turns (both kept), a
// burst of questions split over A and B is limited as one client's,
// POST /configure on A is seen by B within seconds, and kill -9 of A mid-burst leaves B serving (with the run slots
// A held freed) and the database consistent, while A's clients are told their answer was cut short.
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import pg from "pg";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { type BuiltServer, startBuiltServer } from "#test/helpers/built-server.js";
import type { FixtureServer } from "#test/helpers/fixture-server.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { startTentShopSite } from "#test/helpers/tent-shop-site.js";
import { streamChat } from "../../src/ui/shared/sse-client.js";

const postgres = usePostgresDatabase();

let site: FixtureServer;
const replicas: BuiltServer[] = [];

beforeAll(async () => {
  await ensureCliBuilt();
  site = await startTentShopSite();
}, 180_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await site?.close();
  await slow?.close();
  await Promise.all(Object.values(agents).map((agent) => agent.close()));
});

/** A site whose page starts and never ends: a question reading it stays in flight. */
async function startSlowSite(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests++;
    if (request.url === "/robots.txt") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write("<!doctype html><html><head><title>Slow</title></head><body><main><p>Still writing");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
let slow: Awaited<ReturnType<typeof startSlowSite>> | undefined;

/** Questions a client may ask per minute, on both replicas together. */
const RATE_LIMIT = 10;
/** Each test asks from its own loopback address (the rate limit counts per client address). */
const from = (localAddress: string) =>
  new Agent({
    connect: (options, callback) => {
      const socket = connect({ host: options.hostname, port: Number(options.port), localAddress });
      socket.once("connect", () => callback(null, socket)).once("error", (error) => callback(error, null));
    },
  });
const agents = {
  first: from("127.0.0.1"),
  burst: from("127.0.0.3"),
  kill: from("127.0.0.4"),
  together: from("127.0.0.5"),
};

function post(url: string, path: string, body: Record<string, unknown>, dispatcher = agents.first) {
  return undiciFetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    dispatcher,
  });
}

async function ask(url: string, body: Record<string, unknown>, dispatcher = agents.first) {
  const response = await post(url, "chat", body, dispatcher);
  expect(response.status).toBe(200);
  return (await response.json()) as { session: string; answer: string; visited: string[] };
}

describe.skipIf(!postgres.available)("two replicas on one Postgres database", () => {
  let a: BuiltServer;
  let b: BuiltServer;
  beforeAll(async () => {
    const args = [
      "--database-url",
      postgres.url(),
      "--url",
      `${site.url}/`,
      "--allow-private-network",
      "--rate-limit",
      String(RATE_LIMIT),
      "--max-concurrent",
      "2",
    ];
    const env = cleanEnv({ WEBSCOUT_ADMIN_TOKEN: "" });
    [a, b] = await Promise.all([startBuiltServer(args, env), startBuiltServer(args, env)]);
    replicas.push(a, b);
  }, 60_000);

  it("continue each other's sessions and reuse each other's pages", async () => {
    const answer = await ask(a.url, { question: "How long is the tent warranty?" });
    expect(answer.answer).toMatch(/7 year/);
    expect(answer.visited).toContain(`${site.url}/warranty`);

    const requestsBefore = site.requests.length;
    const followUp = await ask(b.url, {
      question: "Does the warranty cover broken poles?",
      session: answer.session,
    });
    expect(followUp.session).toBe(answer.session);
    expect(followUp.answer).toMatch(/broken poles/);
    const stored = await (await fetch(`${b.url}sessions/${answer.session}`)).json();
    expect(stored.history.map((turn: { question: string }) => turn.question)).toEqual([
      "How long is the tent warranty?",
      "Does the warranty cover broken poles?",
    ]);

    // A new session on B: the pages A read are in the shared page store, fresh, and are not fetched again.
    const fresh = await ask(b.url, { question: "How long is the tent warranty?" });
    expect(fresh.session).not.toBe(answer.session);
    expect(fresh.answer).toMatch(/7 year/);
    const fetchedByB = site.requests.slice(requestsBefore);
    expect(fetchedByB).not.toContain("/");
    expect(fetchedByB).not.toContain("/warranty");

    // Their fetches went through the per-host pace both replicas share (its window is a row keyed by host).
    const database = new pg.Client({ connectionString: postgres.url() });
    await database.connect();
    try {
      const { rows } = await database.query<{ key: string }>(
        "SELECT key FROM rate_limits WHERE key LIKE 'host-pace:%'",
      );
      expect(rows.map((row) => row.key)).toEqual(["host-pace:127.0.0.1"]);
    } finally {
      await database.end();
    }
  });

  it("answer two follow-ups of one session sent to A and B at once one after the other, both kept", async () => {
    const started = await ask(a.url, { question: "How long is the tent warranty?" }, agents.together);
    const followUps = ["Does the warranty cover broken poles?", "How do I care for my tent?"];
    // At once, one to each replica: each must see the other's turn, or one of the two would be lost.
    const answers = await Promise.all(
      [a.url, b.url].map((url, index) =>
        ask(url, { question: followUps[index], session: started.session }, agents.together),
      ),
    );
    expect(answers.map((answer) => answer.session)).toEqual([started.session, started.session]);
    const stored = await (await fetch(`${a.url}sessions/${started.session}`)).json();
    const asked = stored.history.map((turn: { question: string }) => turn.question);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toBe("How long is the tent warranty?");
    expect([...asked.slice(1)].sort()).toEqual([...followUps].sort());
  });

  it("limit questions split over both as one client's", async () => {
    const left = RATE_LIMIT;
    // From a fresh address. Alternating A, B, A, …: each replica alone sees fewer questions than the limit, and yet both refuse.
    const burst: Awaited<ReturnType<typeof post>>[] = [];
    for (let i = 0; i < left + 4; i++) {
      const response = await post(
        i % 2 === 0 ? a.url : b.url,
        "chat",
        { question: "How do I care for my tent?" },
        agents.burst,
      );
      burst.push(response);
      if (response.status !== 429) await response.text();
    }
    expect(burst.map((response) => response.status)).toEqual([
      ...Array<number>(left).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    const refused = burst.slice(left);
    expect(new Set(refused.map((response) => new URL(response.url).port)).size).toBe(2);
    const body = await refused[0]?.json();
    expect(body).toMatchObject({
      code: "rate-limited",
      message: `too many questions: at most ${RATE_LIMIT} per minute from one address`,
    });
    expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    await Promise.all(refused.filter((response) => !response.bodyUsed).map((response) => response.text()));
  });

  it("apply POST /configure on A to B within seconds", async () => {
    const instruction = "Answer about tents only.";
    const configured = await post(a.url, "configure", { urls: [`${site.url}/care`], instruction });
    expect(configured.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${b.url}config`)).json(), { timeout: 8000, interval: 250 })
      .toMatchObject({ urls: [`${site.url}/care`], instruction });
  });

  it("keep B serving and the database consistent when A is killed mid-burst; A's clients hear it was cut short", async () => {
    const slowSite = await startSlowSite();
    slow = slowSite;
    // The widget's client, from its own address, asking about the slow site (per-request start URLs: admin on loopback).
    const fetchFrom = (async (url: string, init: RequestInit) => {
      const body = { ...JSON.parse(String(init.body)), urls: [slowSite.url] };
      const response = await undiciFetch(url, {
        ...(init as object),
        body: JSON.stringify(body),
        dispatcher: agents.kill,
      });
      return response;
    }) as unknown as typeof globalThis.fetch;
    const serverUrl = a.url.replace(/\/$/, "");
    // Three questions on A reading the page that never ends: two hold both shared run slots, one waits.
    const inFlight = Array.from({ length: 3 }, (_, i) =>
      streamChat({
        serverUrl,
        question: `What is on the slow page? (${i})`,
        fetch: fetchFrom,
        onEvent: () => {},
      }).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    await expect.poll(() => slowSite.requests(), { timeout: 10_000 }).toBeGreaterThan(0);
    a.child.kill("SIGKILL");
    const outcomes = await Promise.all(inFlight);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 0, code: expect.stringMatching(/^(stream-ended|network)$/) });
    }
    expect(outcomes.some((outcome) => (outcome as { code?: string }).code === "stream-ended")).toBe(true);

    // B: ready, and answers (it needs a run slot: the two A held were freed with its connection).
    expect((await fetch(`${b.url}ready`)).status).toBe(200);
    const answer = await ask(b.url, { question: "How do I care for my tent?" }, agents.kill);
    expect(answer.answer).toMatch(/Dry your tent/);
    // Nothing half-written: the sessions A began for the slow site hold no turn for the questions it never answered.
    const database = new pg.Client({ connectionString: postgres.url() });
    await database.connect();
    try {
      const { rows } = await database.query<{ id: string }>(
        "SELECT id FROM sessions WHERE settings::text LIKE $1",
        [`%${slowSite.url}%`],
      );
      for (const { id } of rows) {
        const stored = await fetch(`${b.url}sessions/${id}`);
        expect(stored.status).toBe(200);
        expect((await stored.json()).history).toEqual([]);
      }
      const pages = await database.query("SELECT url FROM pages WHERE url LIKE $1", [`${slowSite.url}%`]);
      expect(pages.rows).toEqual([]);
    } finally {
      await database.end();
    }
  }, 60_000);
});
