// Two built `webscout serve` processes on one Postgres database at once (issue 10): a session started on A
// continues on B, a page A read is not fetched again by B, for that session or a new one, a burst of questions
// split over A and B is limited as one client's, and POST /configure on A is seen by B within seconds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { type BuiltServer, startBuiltServer } from "#test/helpers/built-server.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";

const postgres = usePostgresDatabase();
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

let site: FixtureServer;
const replicas: BuiltServer[] = [];

beforeAll(async () => {
  await ensureCliBuilt();
  site = await startFixtureServer({
    "/": {
      body: page(
        "Canvas & Co",
        '<p>Tents and tarps made in Oregon.</p><p><a href="/warranty">Tent warranty</a> <a href="/care">Tent care</a></p>',
      ),
    },
    "/warranty": {
      body: page(
        "Tent warranty",
        "<p>Every tent carries a 7 year warranty from the date of purchase.</p><p>The warranty covers broken poles and torn seams; it does not cover damage from campfire sparks.</p>",
      ),
    },
    "/care": { body: page("Tent care", "<p>Dry your tent fully before storing it to prevent mildew.</p>") },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await site?.close();
});

/** Questions a client may ask per minute, on both replicas together. */
const RATE_LIMIT = 10;
/** Questions asked so far (all from 127.0.0.1, so all on one allowance). */
let asked = 0;

function post(url: string, path: string, body: Record<string, unknown>) {
  if (path === "chat") asked++;
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function ask(url: string, body: Record<string, unknown>) {
  const response = await post(url, "chat", body);
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
  });

  it("limit questions split over both as one client's", async () => {
    const left = RATE_LIMIT - asked;
    // Alternating A, B, A, …: each replica alone sees fewer questions than the limit, and yet both refuse.
    const burst: Response[] = [];
    for (let i = 0; i < left + 4; i++) {
      const response = await post(i % 2 === 0 ? a.url : b.url, "chat", {
        question: "How do I care for my tent?",
      });
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
});
