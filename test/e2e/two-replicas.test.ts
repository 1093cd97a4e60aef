// Two built `webscout serve` processes on one Postgres database at once (issue 10): a session started on A
// continues on B, and a page A read is not fetched again by B, for that session or a new one.
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

async function ask(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { session: string; answer: string; visited: string[] };
}

describe.skipIf(!postgres.available)("two replicas on one Postgres database", () => {
  it("continue each other's sessions and reuse each other's pages", async () => {
    const args = ["--database-url", postgres.url(), "--url", `${site.url}/`, "--allow-private-network"];
    const env = cleanEnv({ WEBSCOUT_ADMIN_TOKEN: "" });
    const [a, b] = await Promise.all([startBuiltServer(args, env), startBuiltServer(args, env)]);
    replicas.push(a as BuiltServer, b as BuiltServer);
    if (!a || !b) throw new Error("both replicas start");

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
});
