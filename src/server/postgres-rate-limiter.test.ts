// The shared rate limit against a real Postgres: two replicas (two pools) count one client's requests as one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { openPostgres, type PostgresDatabase } from "../storage/index.js";
import { postgresRateLimiters } from "./postgres-rate-limiter.js";

const database = usePostgresDatabase();
const replicas: PostgresDatabase[] = [];

describe.skipIf(!database.available)("createPostgresRateLimiter", () => {
  beforeAll(async () => {
    replicas.push(await openPostgres({ url: database.url(), maxConnections: 2 }));
    replicas.push(await openPostgres({ url: database.url(), maxConnections: 2 }));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it("limits a burst split over two replicas as one, per client and per allowance", async () => {
    const settings = { requests: 3, windowMs: 60_000, name: "questions" };
    const [a, b] = replicas.map((replica) => postgresRateLimiters(replica.pool)(settings));
    if (!a || !b) throw new Error("two replicas");
    const burst = await Promise.all([a.take("10.0.0.1"), b.take("10.0.0.1"), a.take("10.0.0.1")]);
    expect(burst.map((decision) => decision.allowed)).toEqual([true, true, true]);
    const over = await b.take("10.0.0.1");
    expect(over).toMatchObject({ allowed: false, requests: 3, windowMs: 60_000 });
    expect(over.allowed === false && over.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.allowed === false && over.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a.take("10.0.0.2")).allowed).toBe(true);
    const feedback = postgresRateLimiters(replicas[0]?.pool as PostgresDatabase["pool"])({
      ...settings,
      name: "feedback",
    });
    expect((await feedback.take("10.0.0.1")).allowed).toBe(true);
  });
});
