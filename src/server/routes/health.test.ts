// GET /health reports the database's state and GET /ready follows it (503 while it does not answer); POST /configure
// keeps its settings through saveSettings before applying them.
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "../app.js";
import type { DatabaseProbe } from "../database-probe.js";
import type { Logger } from "../logger.js";
import type { ServerSettings } from "../server-settings.js";

const logger: Logger = { info() {}, warn() {}, error() {} };

function probe(): DatabaseProbe & { down: boolean } {
  const state = {
    backend: "postgres" as const,
    down: false,
    async check() {
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:5432\n    at stack line");
    },
  };
  return state;
}

describe("GET /health and GET /ready with a database", () => {
  it("reports the database as ok, then unreachable with the driver's one line, and /ready turns 503", async () => {
    const database = probe();
    const app = createApp({ agent: createFakeAgent(), logger, database });
    expect(await (await app.request("/health")).json()).toMatchObject({
      status: "ok",
      database: { backend: "postgres", status: "ok" },
    });
    const ready = await app.request("/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: { backend: "postgres", status: "ok" } });

    database.down = true;
    const health = await app.request("/health");
    expect(health.status).toBe(200); // alive: only readiness depends on the database
    const unreachable = {
      backend: "postgres",
      status: "unreachable",
      error: "connect ECONNREFUSED 127.0.0.1:5432",
    };
    expect((await health.json()).database).toEqual(unreachable);
    const notReady = await app.request("/ready");
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ ready: false, database: unreachable });

    database.down = false;
    expect((await app.request("/ready")).status).toBe(200);
  });

  it("counts a database that does not answer in time as unreachable", async () => {
    const hanging: DatabaseProbe = { backend: "postgres", check: () => new Promise(() => undefined) };
    const app = createApp({ agent: createFakeAgent(), logger, database: hanging });
    const response = await app.request("/ready");
    expect(response.status).toBe(503);
    expect((await response.json()).database.error).toMatch(/no answer within \d+ ms/);
  });

  it("is ready without a database to check", async () => {
    const app = createApp({ agent: createFakeAgent(), logger });
    expect(await (await app.request("/ready")).json()).toEqual({ ready: true });
  });
});

describe("POST /configure with saveSettings", () => {
  const configure = (app: ReturnType<typeof createApp>, body: unknown) =>
    app.request("/configure", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores the resolved settings before applying them", async () => {
    const saved: ServerSettings[] = [];
    const app = createApp({
      agent: createFakeAgent(),
      logger,
      saveSettings: async (next) => void saved.push(next),
    });
    const response = await configure(app, { urls: ["https://help.test/faq"], instruction: "Be brief." });
    expect(response.status).toBe(200);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ urls: ["https://help.test/faq"], allowedDomains: ["help.test"] });
    expect(await (await app.request("/config")).json()).toEqual(saved[0]);
  });

  it("changes nothing when the settings cannot be stored", async () => {
    const app = createApp({
      agent: createFakeAgent(),
      logger,
      settings: { urls: ["https://shop.test/"] },
      saveSettings: async () => {
        throw new Error("database down");
      },
    });
    expect((await configure(app, { urls: ["https://help.test/"] })).status).toBe(500);
    expect((await (await app.request("/config")).json()).urls).toEqual(["https://shop.test/"]);
  });
});
