import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { UsageError, WebscoutError } from "../errors/index.js";
import { type AppDependencies, createApp } from "./app.js";
import type { Logger } from "./logger.js";
import type { RuntimeManager } from "./runtime-manager.js";

const SHOP = { urls: ["https://shop.test/"], instruction: "Be brief." };

function setup(overrides: Partial<AppDependencies> = {}) {
  const agent = createFakeAgent();
  const logged: unknown[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (_message, error) => logged.push(error) };
  const app = createApp({ agent, settings: SHOP, logger, ...overrides });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, agent, post, logged };
}

describe("GET /health and GET /config", () => {
  it("reports status, version, engine and uptime from the injected clock", async () => {
    let time = 1_000_000;
    const { app } = setup({ engine: "openai:gpt-test", now: () => time });
    time += 42_500;
    const response = await app.request("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      version: expect.any(String),
      engine: "openai:gpt-test",
      uptimeSeconds: 42,
    });
  });

  it("shows the public settings: URLs, default allowed domains, instruction, full limits", async () => {
    const { app } = setup({ adminToken: "s3cret-token" });
    const config = await (await app.request("/config")).json();
    expect(config).toMatchObject({ urls: ["https://shop.test/"], allowedDomains: ["shop.test"] });
    expect(config.instruction).toBe("Be brief.");
    expect(config.limits).toMatchObject({ max_iterations: 5, max_pages: 100 });
    expect(JSON.stringify(config)).not.toContain("s3cret-token");
  });
});

describe("GET /admin", () => {
  const access = async (app: ReturnType<typeof setup>["app"], url = "/admin", headers = {}) =>
    (await (await app.request(url, { headers })).json()).access;

  it("says whether this client may change settings, as POST /configure decides", async () => {
    const open = setup().app;
    expect(await access(open)).toBe("open");
    // Tokenless admin on loopback is for this machine only: not for another origin, nor a rebound host name.
    expect(await access(open, "/admin", { origin: "https://evil.example" })).toBe("closed");
    expect(await access(open, "http://bot.example.com/admin")).toBe("closed");
    expect(await access(setup({ adminToken: "tok-123" }).app)).toBe("token");
    expect(await access(setup({ listenHost: "0.0.0.0" }).app)).toBe("closed");
  });
});

describe("POST /configure", () => {
  it("is open on loopback when no token is set, and GET /config then shows the new settings", async () => {
    const { app, post } = setup();
    const response = await post("/configure", {
      urls: ["https://help.example/docs/"],
      instruction: "Answer in French.",
      limits: { max_pages: 10 },
    });
    expect(response.status).toBe(200);
    const config = await (await app.request("/config")).json();
    expect(config.urls).toEqual(["https://help.example/docs/"]);
    expect(config.allowedDomains).toEqual(["help.example"]);
    expect(config.instruction).toBe("Answer in French.");
    expect(config.limits.max_pages).toBe(10);
    expect(config.limits.max_iterations).toBe(5);
  });

  it("accepts back what GET /config returns", async () => {
    const { app, post } = setup();
    const config = await (await app.request("/config")).json();
    const response = await post("/configure", config);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(config);
  });

  it("needs the bearer token when one is set (401 without or wrong, 200 with it)", async () => {
    const { post } = setup({ adminToken: "tok-123" });
    const body = { urls: ["https://shop.test/"] };
    const missing = await post("/configure", body);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await missing.json()).code).toBe("unauthorized");
    expect((await post("/configure", body, { authorization: "Bearer tok-1234" })).status).toBe(401);
    expect((await post("/configure", body, { authorization: "Bearer tok-123" })).status).toBe(200);
  });

  it("refuses bodies not declared as JSON (415), so a cross-site form cannot post without CORS", async () => {
    const { app, agent } = setup();
    for (const path of ["/configure", "/chat"]) {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ urls: ["https://evil.example/"], question: "q" }),
      });
      expect(response.status, path).toBe(415);
      expect((await response.json()).hint).toMatch(/application\/json/);
    }
    expect(agent.asks).toHaveLength(0);
    expect((await (await app.request("/config")).json()).urls).toEqual(["https://shop.test/"]);
  });

  it("keeps tokenless admin from pages on other origins even on loopback", async () => {
    const { post } = setup();
    const response = await post(
      "/configure",
      { urls: ["https://evil.example/"] },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });

  it("answers 403 on a non-loopback address with no token set", async () => {
    const { post } = setup({ listenHost: "0.0.0.0" });
    const response = await post("/configure", { urls: ["https://shop.test/"] });
    expect(response.status).toBe(403);
    expect((await response.json()).hint).toMatch(/WEBSCOUT_ADMIN_TOKEN/);
  });

  it("rejects invalid bodies with 400 naming the field", async () => {
    const { post } = setup();
    const field = async (body: unknown) => {
      const response = await post("/configure", body);
      expect(response.status).toBe(400);
      return (await response.json()).message as string;
    };
    expect(await field({ urls: ["ftp://x.test/"] })).toMatch(/^urls\.0: /);
    expect(await field({ urls: [], limits: { max_pages: 0 } })).toMatch(/^limits\.max_pages: /);
    expect(await field({ urls: [], limits: { max_bogus: 1 } })).toMatch(/^limits\.max_bogus: unknown field/);
    expect(await field({ url: ["https://x.test/"] })).toMatch(/^urls: /);
    expect(await field({ urls: ["https://x.test/"], allowedDomains: ["ftp://x.test"] })).toMatch(
      /invalid allowed domain/,
    );
    expect(await field("{not json")).toMatch(/not valid JSON/);
  });

  it("rebuilds the runtime for new allowed domains", async () => {
    const agent = createFakeAgent();
    const reconfigured: string[][] = [];
    const runtimes: RuntimeManager = {
      acquire: async () => ({ agent, release: async () => {} }),
      acquireFor: async () => ({ agent, release: async () => {} }),
      reconfigure: (domains) => reconfigured.push(domains),
      close: async () => {},
    };
    const app = createApp({ runtimes, settings: SHOP, logger: { info() {}, warn() {}, error() {} } });
    await app.request("/configure", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ urls: ["https://a.test/x"], allowedDomains: ["a.test", "b.test"] }),
    });
    expect(reconfigured).toEqual([["a.test", "b.test"]]);
  });
});

describe("POST /chat (JSON)", () => {
  it("starts a new session from the configured URLs, domains, instruction and limits", async () => {
    const { post, agent } = setup();
    const response = await post("/chat", { question: "What is the return policy?" });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      session: "session-1",
      refused: false,
      answer: expect.stringContaining("30"),
      evidence: [{ url: "https://shop.test/", title: "Shop", text: "Returns are accepted within 30 days." }],
    });
    expect(agent.asks[0]).toMatchObject({
      question: "What is the return policy?",
      startUrls: ["https://shop.test/"],
      allowedDomains: ["shop.test"],
      instruction: "Be brief.",
      limits: expect.objectContaining({ max_pages: 100 }),
    });
    expect(agent.asks[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("continues a known session without start URLs, and creates an unknown session id", async () => {
    const { post, agent } = setup();
    await post("/chat", { question: "First?" });
    await post("/chat", { question: "And then?", session: "session-1" });
    expect(agent.asks[1]).toMatchObject({
      sessionId: "session-1",
      startUrls: undefined,
      instruction: undefined,
    });
    const created = await post("/chat", { question: "Hello?", session: "my-own-id" });
    expect((await created.json()).session).toBe("my-own-id");
    expect(agent.asks[2]).toMatchObject({ sessionId: "my-own-id", startUrls: ["https://shop.test/"] });
  });

  it("explains that nothing is configured yet", async () => {
    const { post } = setup({ settings: {} });
    const response = await post("/chat", { question: "Anyone there?" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "usage", hint: expect.stringMatching(/configure/) });
  });

  it("validates the body: question, session id, unknown fields, size", async () => {
    const { post, agent } = setup();
    const message = async (body: unknown) => (await (await post("/chat", body)).json()).message as string;
    expect(await message({ question: "   " })).toMatch(/^question: the question is empty/);
    expect(await message({ question: "ok", session: "../etc" })).toMatch(/^session: /);
    expect(await message({ question: "ok", sessionId: "x" })).toMatch(/^sessionId: unknown field/);
    expect(await message({})).toMatch(/^question: /);
    const big = await post("/chat", { question: "x".repeat(40_000) });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe("payload-too-large");
    expect(agent.asks).toHaveLength(0);
  });

  it("accepts per-request URLs and instructions only with admin rights", async () => {
    const { post, agent } = setup({ adminToken: "tok" });
    const body = { question: "Hi?", urls: ["https://other.test/"], instruction: "Be rude." };
    expect((await post("/chat", body)).status).toBe(401);
    expect((await post("/chat", { question: "Hi?", instruction: "x" })).status).toBe(401);
    expect(agent.asks).toHaveLength(0);
    expect((await post("/chat", body, { authorization: "Bearer tok" })).status).toBe(200);
    expect(agent.asks[0]).toMatchObject({ startUrls: ["https://other.test/"], instruction: "Be rude." });

    const closed = setup({ listenHost: "192.0.2.10" });
    expect((await closed.post("/chat", body)).status).toBe(403);
    expect((await closed.post("/chat", { question: "Visitors may ask" })).status).toBe(200);
  });

  it("maps typed errors to status codes and hides unexpected ones", async () => {
    const { post, agent, logged } = setup();
    agent.failWith = new UsageError("bad start URL", { hint: "fix it" });
    expect(await (await post("/chat", { question: "q" })).json()).toEqual({
      code: "usage",
      message: "bad start URL",
      hint: "fix it",
    });
    agent.failWith = new WebscoutError("start-unreachable", "none of the start pages could be read");
    expect((await post("/chat", { question: "q" })).status).toBe(502);
    agent.failWith = new Error("SQLITE_CORRUPT at /home/secret/webscout.db");
    const response = await post("/chat", { question: "q" });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|SQLITE|at /);
    expect(JSON.parse(text)).toEqual({ code: "internal", message: "something went wrong on the server" });
    expect(logged).toHaveLength(1);
  });
});

describe("rate limit on POST /chat", () => {
  it("answers 429 with Retry-After past the limit, per client, and recovers with time", async () => {
    let time = 0;
    let client = "203.0.113.1";
    const { post, agent } = setup({
      now: () => time,
      rateLimit: { requests: 3, windowMs: 60_000 },
      clientKey: () => client,
    });
    for (let i = 0; i < 3; i++) expect((await post("/chat", { question: `q${i}` })).status).toBe(200);
    const limited = await post("/chat", { question: "one too many" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("20");
    // The limit as it is (a per-minute one, not "at once"), said once: the wait is in Retry-After alone.
    const body = await limited.json();
    expect(body).toEqual({
      code: "rate-limited",
      message: "too many questions: at most 3 per minute from one address",
    });
    expect(agent.asks).toHaveLength(3);

    client = "203.0.113.2";
    expect((await post("/chat", { question: "another visitor" })).status).toBe(200);
    client = "203.0.113.1";
    time += 20_000;
    expect((await post("/chat", { question: "later" })).status).toBe(200);
    expect((await post("/chat", { question: "too soon" })).status).toBe(429);
  });

  it("counts the socket address by default", async () => {
    const { app } = setup({ rateLimit: { requests: 1, windowMs: 60_000 } });
    const from = (address: string) =>
      app.request(
        "/chat",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ question: "q" }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    expect((await from("198.51.100.7")).status).toBe(200);
    expect((await from("198.51.100.7")).status).toBe(429);
    expect((await from("198.51.100.8")).status).toBe(200);
  });
});

describe("behind a reverse proxy (trustProxy)", () => {
  const via = (app: ReturnType<typeof setup>["app"], peer: string, forwardedFor?: string, path = "/chat") =>
    app.request(
      path,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        body: JSON.stringify(path === "/chat" ? { question: "q" } : { urls: ["https://shop.test/"] }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it("gives each forwarded client its own allowance and ignores the header from an untrusted peer", async () => {
    const { app } = setup({ rateLimit: { requests: 1, windowMs: 60_000 }, trustProxy: ["127.0.0.1"] });
    expect((await via(app, "127.0.0.1", "198.51.100.1")).status).toBe(200);
    expect((await via(app, "::ffff:127.0.0.1", "198.51.100.1")).status).toBe(429);
    expect((await via(app, "127.0.0.1", "198.51.100.2")).status).toBe(200);
    // A visitor's own X-Forwarded-For entry, left of the one the proxy appended, changes nothing.
    expect((await via(app, "127.0.0.1", "203.0.113.50, 198.51.100.2")).status).toBe(429);
    // Not through the trusted proxy: the header is the visitor's word, and the connection's address counts.
    expect((await via(app, "203.0.113.5", "198.51.100.3")).status).toBe(200);
    expect((await via(app, "203.0.113.5", "198.51.100.4")).status).toBe(429);
  });

  it("lets a forwarded request change settings without a token only if its client is this machine", async () => {
    const { app } = setup({ trustProxy: ["loopback"] });
    // nginx passes the visitor's Host on: a remote visitor can send `Host: localhost`.
    expect((await via(app, "127.0.0.1", "198.51.100.1", "/configure")).status).toBe(403);
    // A loopback entry in the chain is one more trusted hop: the client is still the visitor before it.
    expect((await via(app, "127.0.0.1", "203.0.113.9, 127.0.0.1", "/configure")).status).toBe(403);
    // Someone at this machine going through the local nginx.
    expect((await via(app, "127.0.0.1", "127.0.0.1", "/configure")).status).toBe(200);
    expect((await via(app, "127.0.0.1", undefined, "/configure")).status).toBe(200);
  });

  it("does not count a proxied request as local when the proxy is not trusted", async () => {
    const { app } = setup();
    expect((await via(app, "127.0.0.1", "127.0.0.1", "/configure")).status).toBe(403);
    expect((await via(app, "127.0.0.1", undefined, "/configure")).status).toBe(200);
  });
});

describe("GET and DELETE /sessions/:id", () => {
  it("shows a session's history and pages, deletes it, and 404s unknown ones", async () => {
    const { app, post } = setup();
    await post("/chat", { question: "First?" });
    const view = await (await app.request("/sessions/session-1")).json();
    expect(view).toMatchObject({
      id: "session-1",
      history: [{ question: "First?" }],
      pages: [{ url: "https://shop.test/", status: "ok" }],
    });
    expect(view.settings.startUrls).toEqual(["https://shop.test/"]);
    expect((await app.request("/sessions/session-1", { method: "DELETE" })).status).toBe(204);
    expect((await app.request("/sessions/session-1")).status).toBe(404);
    expect((await app.request("/sessions/session-1", { method: "DELETE" })).status).toBe(404);
    expect((await app.request("/sessions/bad%20id")).status).toBe(400);
  });
});

describe("CORS and unknown routes", () => {
  it("allows only configured origins", async () => {
    const { app } = setup({ corsOrigins: ["https://store.example"] });
    const preflight = await app.request("/chat", {
      method: "OPTIONS",
      headers: { origin: "https://store.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://store.example");
    const stream = await app.request("/chat", {
      method: "POST",
      headers: {
        origin: "https://store.example",
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ question: "From the widget?" }),
    });
    expect(stream.headers.get("access-control-allow-origin")).toBe("https://store.example");
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    await stream.text();
    const other = await app.request("/health", { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const none = await setup().app.request("/health", { headers: { origin: "https://store.example" } });
    expect(none.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers JSON 404 with security headers for unknown routes", async () => {
    const { app } = setup();
    const response = await app.request("/nope");
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("not-found");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
