// The built server over each backend (issue 10): settings set with POST /configure come back after a restart, and
// over Postgres GET /ready answers 503 while the database is down and 200 once it is back. Postgres here is a
// cluster of this file's own, so that stopping it touches no other test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { startBuiltServer } from "#test/helpers/built-server.js";
import { type PostgresCluster, startPostgresCluster } from "#test/helpers/postgres-cluster.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";

const postgres = usePostgresDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "webscout-serve-db-"));
const env = cleanEnv({ WEBSCOUT_ADMIN_TOKEN: "" });

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function configureThenRestart(args: string[]): Promise<unknown> {
  const first = await startBuiltServer(args, env);
  try {
    const response = await fetch(`${first.url}configure`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ urls: ["https://help.example/faq"], instruction: "Answer in one sentence." }),
    });
    expect(response.status).toBe(200);
  } finally {
    await first.close();
  }
  const second = await startBuiltServer(args, env);
  try {
    return await (await fetch(`${second.url}config`)).json();
  } finally {
    await second.close();
  }
}

const configured = {
  urls: ["https://help.example/faq"],
  allowedDomains: ["help.example"],
  instruction: "Answer in one sentence.",
};

describe("serve keeps POST /configure across a restart", () => {
  it("in SQLite (the data dir)", async () => {
    expect(await configureThenRestart(["--data-dir", dataDir])).toMatchObject(configured);
  });

  it.skipIf(!postgres.available)("in Postgres (--database-url)", async () => {
    expect(await configureThenRestart(["--database-url", postgres.url()])).toMatchObject(configured);
  });
});

describe.skipIf(!postgres.available)("serve over Postgres when the database goes away", () => {
  let cluster: PostgresCluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });

  it("answers /ready 503 while it is down and stays alive; 200 once it is back", async () => {
    cluster = await startPostgresCluster();
    const server = await startBuiltServer(["--database-url", cluster.adminUrl], env);
    try {
      const ready = await fetch(`${server.url}ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true, database: { backend: "postgres", status: "ok" } });

      await cluster.pause();
      const down = await fetch(`${server.url}ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ready: false, database: { status: "unreachable" } });
      const health = await fetch(`${server.url}health`);
      expect(health.status).toBe(200);
      expect((await health.json()).database.status).toBe("unreachable");

      await cluster.resume();
      expect((await fetch(`${server.url}ready`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.close();
    }
  });
});
