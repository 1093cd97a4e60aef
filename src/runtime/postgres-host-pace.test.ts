// The shared host pace against a real Postgres: two HTTP clients on two pools (two replicas) fetching one loopback
// host are paced as one; without the pace the same burst lands at once; a database that does not answer falls back
// to a local pace.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { openPostgres, type PostgresDatabase } from "../storage/index.js";
import { createHttpClient, type HostPace } from "../web/index.js";
import { createPostgresHostPace, hostPaceWindow } from "./postgres-host-pace.js";

const database = usePostgresDatabase();
const pools: PostgresDatabase[] = [];
let server: Server;
let origin: string;
const arrivals: number[] = [];

/** Six GETs to the one host, three from each of two clients; resolves with the server's arrival times. */
async function burst(paces: [HostPace | undefined, HostPace | undefined]): Promise<number[]> {
  arrivals.length = 0;
  const clients = paces.map((hostPace) =>
    createHttpClient({ allowPrivateNetwork: true, perHostConcurrency: 3, ...(hostPace ? { hostPace } : {}) }),
  );
  try {
    const results = await Promise.all(
      clients.flatMap((client) => [0, 1, 2].map((n) => client.get(`${origin}/page-${n}`))),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill("ok"));
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
  return [...arrivals].sort((a, b) => a - b);
}

/** Requests the server saw within `ms` of the first one. */
function within(times: number[], ms: number): number {
  const first = times[0] ?? 0;
  return times.filter((time) => time - first < ms).length;
}

describe("hostPaceWindow", () => {
  it("keeps the average gap in whole-second windows and refuses a gap of 0", () => {
    expect(hostPaceWindow(500)).toEqual({ points: 2, duration: 1 });
    expect(hostPaceWindow(250)).toEqual({ points: 4, duration: 1 });
    expect(hostPaceWindow(1500)).toEqual({ points: 1, duration: 2 });
    expect(() => hostPaceWindow(0)).toThrow(RangeError);
  });
});

describe.skipIf(!database.available)("createPostgresHostPace", () => {
  beforeAll(async () => {
    server = createServer((_request, response) => {
      arrivals.push(Date.now());
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pools.push(await openPostgres({ url: database.url(), maxConnections: 2 }));
    pools.push(await openPostgres({ url: database.url(), maxConnections: 2 }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("paces two replicas' requests to one host as one budget", async () => {
    // Two request starts per host per second across both replicas: of six, two in the first window.
    const [a, b] = pools.map((pool) => createPostgresHostPace({ pool: pool.pool, gapMs: 500 }));
    const paced = await burst([a, b]);
    expect(within(paced, 500)).toBe(2);
    // The last pair waits for the third window (at least 2 s after the first start, allowing for clock rounding).
    expect((paced[5] ?? 0) - (paced[0] ?? 0)).toBeGreaterThan(1500);
  }, 20_000);

  it("lets the same burst through at once without a shared pace (as over SQLite)", async () => {
    expect(within(await burst([undefined, undefined]), 500)).toBeGreaterThan(2);
  });
});

describe("createPostgresHostPace without a database", () => {
  it("paces in this process's memory while the database does not answer", async () => {
    const down = await import("pg").then(
      ({ default: pg }) =>
        new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none", connectionTimeoutMillis: 200 }),
    );
    try {
      const pace = createPostgresHostPace({ pool: down, gapMs: 1000 });
      await pace.wait("example.com");
      const controller = new AbortController();
      const second = pace.wait("example.com", controller.signal);
      let settled = false;
      void second.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      // Not granted on the spot (one start per second, kept locally); giving up rejects the waiter.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(settled).toBe(false);
      controller.abort(new Error("gave up"));
      await expect(second).rejects.toThrow("gave up");
      await pace.wait("other.example");
    } finally {
      await down.end();
    }
  });
});
