import { createServer as createNetServer, type Socket } from "node:net";
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { checkHost } from "./address-guard.js";
import { createHttpClient, type HttpClientOptions } from "./create-http-client.js";
import type { HttpClient, RawResult } from "./http-client.js";
import { pinnedLookup, type Resolver } from "./resolve-host.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function serve(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const server = await startFixtureServer(routes);
  cleanups.push(server.close);
  return server;
}

/** A client for local servers; `slept` records every wait it was asked for instead of waiting. */
function client(options: HttpClientOptions = {}): { http: HttpClient; slept: number[] } {
  const slept: number[] = [];
  const http = createHttpClient({
    allowPrivateNetwork: true,
    sleep: async (ms) => {
      slept.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  cleanups.push(() => http.close());
  return { http, slept };
}

function expectFailed(result: RawResult) {
  if (result.status !== "failed") throw new Error(`expected failed, got ${JSON.stringify(result)}`);
  return result;
}

function expectOk(result: RawResult) {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.response;
}

const html = (body: string): FixtureRoute => ({ headers: { "content-type": "text/html" }, body });

describe("createHttpClient: requests and bodies", () => {
  it("sends the webscout User-Agent, Accept and Accept-Encoding, and returns status, headers and bytes", async () => {
    let seen: Record<string, string | string[] | undefined> = {};
    const server = await serve({
      "/": (request, response) => {
        seen = request.headers;
        response.writeHead(200, { "content-type": "text/html", etag: '"v1"' }).end("<p>hello</p>");
      },
    });
    const response = expectOk(await client().http.get(`${server.url}/`));
    expect(seen["user-agent"]).toMatch(/^webscout\/\d+\.\d+\.\d+/);
    expect(seen.accept).toBe("text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5");
    expect(seen["accept-encoding"]).toBe("gzip, deflate, br");
    expect(response.httpStatus).toBe(200);
    expect(response.headers.etag).toBe('"v1"');
    expect(new TextDecoder().decode(response.bytes)).toBe("<p>hello</p>");
    expect(response.finalUrl).toBe(`${server.url}/`);
  });

  it("decodes gzip, deflate (zlib and raw) and brotli bodies", async () => {
    const text = "<p>compressed ünïcode</p>".repeat(50);
    const encoded = (encoding: string, body: Uint8Array): FixtureRoute => ({
      headers: { "content-type": "text/html", "content-encoding": encoding },
      body,
    });
    const server = await serve({
      "/gzip": encoded("gzip", gzipSync(text)),
      "/deflate": encoded("deflate", deflateSync(text)),
      "/raw-deflate": encoded("deflate", deflateRawSync(text)),
      "/br": encoded("br", brotliCompressSync(text)),
    });
    const { http } = client();
    for (const path of ["/gzip", "/deflate", "/raw-deflate", "/br"]) {
      const response = expectOk(await http.get(`${server.url}${path}`));
      expect(new TextDecoder().decode(response.bytes)).toBe(text);
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("applies the size cap to decompressed bytes (a compression bomb fails)", async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024)); // 8 MB of zeros in about 8 KB
    const server = await serve({
      "/bomb": { headers: { "content-type": "text/html", "content-encoding": "gzip" }, body: bomb },
    });
    const failed = expectFailed(await client({ maxBytes: 1024 * 1024 }).http.get(`${server.url}/bomb`));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(failed.reason).toBe("body larger than 1 MB");
    expect(failed.isRetryable).toBe(false);
  });

  it("aborts a never-ending body as soon as it passes the 5 MB default cap", async () => {
    let written = 0;
    let connectionClosed = false;
    const server = await serve({
      "/endless": (_request, response) => {
        response.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        const pump = () => {
          while (!response.destroyed && response.write(chunk)) written += chunk.length;
          if (!response.destroyed) response.once("drain", pump);
        };
        response.on("close", () => {
          connectionClosed = true;
        });
        pump();
      },
    });
    const failed = expectFailed(await client().http.get(`${server.url}/endless`));
    expect(failed.reason).toBe("body larger than 5 MB");
    expect(failed.isRetryable).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connectionClosed).toBe(true);
    expect(written).toBeLessThan(32 * 1024 * 1024); // stopped near the cap, not streamed for ever
  });

  it("does not download a body the caller does not want", async () => {
    const server = await serve({
      "/file.pdf": { headers: { "content-type": "application/pdf" }, body: "%PDF-1.7" },
    });
    const response = expectOk(
      await client().http.get(`${server.url}/file.pdf`, {
        readBody: ({ headers }) => headers["content-type"] === "text/html",
      }),
    );
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.bytes.length).toBe(0);
  });

  it("returns 304 as ok, passing the caller's conditional headers", async () => {
    const server = await serve({
      "/page": (request, response) => {
        if (request.headers["if-none-match"] === '"v1"') response.writeHead(304).end();
        else response.writeHead(200, { etag: '"v1"' }).end("body");
      },
    });
    const response = expectOk(
      await client().http.get(`${server.url}/page`, { headers: { "If-None-Match": '"v1"' } }),
    );
    expect(response.httpStatus).toBe(304);
    expect(response.bytes.length).toBe(0);
  });
});

describe("createHttpClient: retries", () => {
  it("honours Retry-After in seconds on 503, then succeeds", async () => {
    let calls = 0;
    const server = await serve({
      "/": (_request, response) => {
        calls++;
        if (calls === 1) response.writeHead(503, { "retry-after": "2" }).end("busy");
        else response.writeHead(200, { "content-type": "text/html" }).end("ok");
      },
    });
    const { http, slept } = client();
    expectOk(await http.get(`${server.url}/`));
    expect(calls).toBe(2);
    expect(slept).toEqual([2000]);
  });

  it("honours Retry-After as an HTTP-date on 429", async () => {
    const clock = Date.parse("2026-03-01T12:00:00Z");
    let calls = 0;
    const server = await serve({
      "/": (_request, response) => {
        calls++;
        if (calls === 1) response.writeHead(429, { "retry-after": "Sun, 01 Mar 2026 12:00:05 GMT" }).end();
        else response.writeHead(200).end("ok");
      },
    });
    const { http, slept } = client({ now: () => clock });
    expectOk(await http.get(`${server.url}/`));
    expect(slept).toEqual([5000]);
  });

  it("backs off exponentially with jitter on 5xx without Retry-After, and reports the last status", async () => {
    const server = await serve({ "/": { status: 500, body: "broken" } });
    const { http, slept } = client({ retries: 2, retryBaseDelayMs: 500 });
    const failed = expectFailed(await http.get(`${server.url}/`));
    expect(server.requests).toEqual(["/", "/", "/"]);
    expect(slept).toEqual([250, 500]); // random 0.5 × 500 × 2^attempt
    expect(failed).toMatchObject({ reason: "HTTP 500", httpStatus: 500, isRetryable: true });
  });

  it("gives up at once when Retry-After is beyond the cap, saying so", async () => {
    const server = await serve({ "/": { status: 429, headers: { "retry-after": "120" } } });
    const { http, slept } = client({ maxRetryAfterMs: 30_000 });
    const failed = expectFailed(await http.get(`${server.url}/`));
    expect(server.requests).toEqual(["/"]);
    expect(slept).toEqual([]);
    expect(failed).toMatchObject({ httpStatus: 429, isRetryable: true });
    expect(failed.reason).toContain("Retry-After was 120 s");
  });

  it("does not retry a 404", async () => {
    const server = await serve({});
    const failed = expectFailed(await client().http.get(`${server.url}/missing`));
    expect(server.requests).toEqual(["/missing"]);
    expect(failed).toMatchObject({ reason: "HTTP 404", httpStatus: 404, isRetryable: false });
  });

  it("retries network errors and never throws for them", async () => {
    const server = await serve({});
    const port = server.port;
    await server.close(); // nothing listens there any more
    const { http, slept } = client({ retries: 1 });
    const failed = expectFailed(await http.get(`http://127.0.0.1:${port}/`));
    expect(failed.reason).toBe("network error: ECONNREFUSED (2 attempts)");
    expect(failed.isRetryable).toBe(true);
    expect(slept).toHaveLength(1);
  });
});

describe("createHttpClient: timeouts", () => {
  it("fails a server that never answers after the total timeout, retrying it", async () => {
    const server = await serve({ "/": () => {} });
    const failed = expectFailed(await client({ timeoutMs: 150, retries: 1 }).http.get(`${server.url}/`));
    expect(failed.reason).toBe("timed out after 150 ms (2 attempts)");
    expect(failed.isRetryable).toBe(true);
    expect(server.requests).toEqual(["/", "/"]);
  });

  it("counts the body in the total timeout: headers then a stall fails", async () => {
    const server = await serve({
      "/": (_request, response) => {
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<html><body>first bytes");
      },
    });
    const started = Date.now();
    const failed = expectFailed(await client({ timeoutMs: 200, retries: 0 }).http.get(`${server.url}/`));
    expect(failed.reason).toBe("timed out after 200 ms");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fails with a connect timeout when the TLS handshake never completes", async () => {
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => sockets.push(socket)); // accepts TCP, never speaks TLS
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const port = (silent.address() as { port: number }).port;
    const { http } = client({ connectTimeoutMs: 150, timeoutMs: 5000, retries: 0 });
    const failed = expectFailed(await http.get(`https://127.0.0.1:${port}/`));
    expect(failed.reason).toBe("connect timeout after 150 ms");
    expect(failed.isRetryable).toBe(true);
  });

  it("returns failed (not a throw) when the caller aborts", async () => {
    const server = await serve({ "/": () => {} });
    const controller = new AbortController();
    const pending = client().http.get(`${server.url}/`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(expectFailed(await pending).reason).toBe("aborted");
  });
});

describe("createHttpClient: redirects", () => {
  it("follows redirects, recording every hop and the final URL", async () => {
    const server = await serve({
      "/a": { status: 301, headers: { location: "/b#fragment" } },
      "/b": { status: 302, headers: { location: "c" } },
      "/c": html("<p>end</p>"),
    });
    const response = expectOk(await client().http.get(`${server.url}/a`));
    expect(response.redirects).toEqual([`${server.url}/a`, `${server.url}/b`, `${server.url}/c`]);
    expect(response.finalUrl).toBe(`${server.url}/c`);
    expect(response.url).toBe(`${server.url}/a`);
  });

  it("stops a redirect loop", async () => {
    const server = await serve({
      "/a": { status: 302, headers: { location: "/b" } },
      "/b": { status: 302, headers: { location: "/a" } },
    });
    const failed = expectFailed(await client().http.get(`${server.url}/a`));
    expect(failed.reason).toMatch(/^redirect loop/);
    expect(failed.isRetryable).toBe(false);
    expect(server.requests).toEqual(["/a", "/b"]);
  });

  it("stops after maxRedirects hops", async () => {
    const server = await serve({
      "/hop": (request, response) => {
        const n = Number(new URL(request.url ?? "", "http://x").searchParams.get("n"));
        response.writeHead(302, { location: `/hop?n=${n + 1}` }).end();
      },
    });
    const failed = expectFailed(await client({ maxRedirects: 5 }).http.get(`${server.url}/hop?n=0`));
    expect(failed.reason).toBe("too many redirects (more than 5)");
    expect(server.requests).toHaveLength(6);
    expect(failed.redirects).toHaveLength(6);
  });

  it("re-checks the URL predicate on every hop: a redirect out of the allowed domains is blocked", async () => {
    const server = await serve({
      "/docs/start": { status: 302, headers: { location: "/private/secret" } },
      "/private/secret": html("secret"),
    });
    const { http } = client({
      isUrlAllowed: (url) => ({
        allowed: new URL(url).pathname.startsWith("/docs/"),
        reason: "outside /docs",
      }),
    });
    const result = await http.get(`${server.url}/docs/start`);
    expect(result).toMatchObject({
      status: "blocked",
      rule: "domain",
      reason: "outside /docs",
      finalUrl: `${server.url}/private/secret`,
    });
    expect(server.requests).toEqual(["/docs/start"]);
  });

  it("refuses a redirect from a public host to 127.0.0.1 (real guard, connection pinned by lookupFor)", async () => {
    let hostHeader: string | undefined;
    const server = await serve({
      "/start": (request, response) => {
        hostHeader = request.headers.host;
        response.writeHead(302, { location: `http://127.0.0.1:${server.port}/secret` }).end();
      },
      "/secret": html("internal"),
    });
    // The real guard judges site.test by what the resolver says: a public address. Only the socket is sent to
    // 127.0.0.1, through the same lookup seam the pinning uses, because a test cannot reach a real public host.
    const resolver: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];
    const pinnedTo: string[][] = [];
    const { http } = client({
      allowPrivateNetwork: false,
      checkHost,
      resolver,
      lookupFor: (hostname, addresses) => {
        pinnedTo.push([hostname, ...addresses.map((entry) => entry.address)]);
        return pinnedLookup([{ address: "127.0.0.1", family: 4 }]);
      },
    });
    const result = await http.get(`http://site.test:${server.port}/start`);
    expect(result).toMatchObject({ status: "blocked", rule: "address" });
    expect(result.status === "blocked" && result.reason).toContain("loopback");
    expect(server.requests).toEqual(["/start"]);
    expect(hostHeader).toBe(`site.test:${server.port}`); // the name stays in the URL; only the lookup is pinned
    expect(pinnedTo).toEqual([["site.test", "93.184.215.14"]]);
  });

  it.each([
    "http://169.254.169.254/",
    "http://0xa9fea9fe/latest/meta-data/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://100.100.100.200/",
    "http://[fd00:ec2::254]/",
  ])(
    "refuses a redirect from a loopback site to the metadata address %s with allowPrivateNetwork",
    async (location) => {
      const server = await serve({ "/start": { status: 302, headers: { location } } });
      // Every lookup is pinned to 127.0.0.1 and recorded: nothing may be looked up or reached for the metadata hop.
      // An IP literal is connected to without a lookup, so the real guard is wrapped: should it ever let a
      // non-loopback address through, the wrapper refuses it instead, and the test fails without connecting.
      const looked: string[] = [];
      const { http } = client({
        allowPrivateNetwork: true,
        checkHost: async (hostname, options) => {
          const verdict = await checkHost(hostname, options);
          if (verdict.allowed && verdict.addresses.some((entry) => entry.address !== "127.0.0.1"))
            return { allowed: false, range: "test-leak", reason: `the guard let ${hostname} through` };
          return verdict;
        },
        lookupFor: (hostname) => {
          looked.push(hostname);
          return pinnedLookup([{ address: "127.0.0.1", family: 4 }]);
        },
      });
      const result = await http.get(`${server.url}/start`);
      expect(result).toMatchObject({ status: "blocked", rule: "address" });
      if (result.status !== "blocked") return;
      expect(result.redirects).toHaveLength(2);
      expect(result.reason).toContain("cloud metadata address; pass --allow-link-local");
      expect(result.reason).toContain("--allow-private-network does not cover");
      expect(server.requests).toEqual(["/start"]);
      expect(looked).toEqual(["127.0.0.1"]);
    },
  );

  it("follows a redirect to a link-local or metadata address only with allowLinkLocal", async () => {
    const server = await serve({
      "/start": (_request, response) => {
        response.writeHead(302, { location: `http://metadata.test:${server.port}/latest` }).end();
      },
      "/latest": html("<p>credentials</p>"),
    });
    // metadata.test resolves to 169.254.169.254 for the real guard; its socket is pinned to the local server.
    const resolver: Resolver = async () => [{ address: "169.254.169.254", family: 4 }];
    const lookupFor = () => pinnedLookup([{ address: "127.0.0.1", family: 4 }]);
    const refused = client({ allowPrivateNetwork: true, resolver, lookupFor });
    expect(await refused.http.get(`${server.url}/start`)).toMatchObject({
      status: "blocked",
      rule: "address",
    });
    expect(server.requests).toEqual(["/start"]);
    const opened = client({ allowPrivateNetwork: true, allowLinkLocal: true, resolver, lookupFor });
    expect(new TextDecoder().decode(expectOk(await opened.http.get(`${server.url}/start`)).bytes)).toContain(
      "credentials",
    );
    expect(server.requests).toEqual(["/start", "/start", "/latest"]);
  });

  it("refuses a name that resolves to a private address before any request", async () => {
    const resolver: Resolver = async () => [{ address: "10.0.0.5", family: 4 }];
    const result = await client({ allowPrivateNetwork: false, resolver }).http.get("http://intranet.test/");
    expect(result).toMatchObject({ status: "blocked", rule: "address" });
    expect(result.status === "blocked" && result.reason).toContain("10.0.0.5");
  });

  it("trusts a private host:port pair only: another port of that host stays refused, on the first hop and after a redirect", async () => {
    const other = await serve({ "/": html("<p>another local service</p>") });
    const demo = await serve({
      "/page": html("<p>demo</p>"),
      "/away": { status: 302, headers: { location: `${other.url}/` } },
    });
    const { http } = client({ allowPrivateNetwork: false, trustedPrivateHosts: [new URL(demo.url).host] });
    expectOk(await http.get(`${demo.url}/page`));
    expect(await http.get(`${other.url}/`)).toMatchObject({ status: "blocked", rule: "address" });
    expect(await http.get(`${demo.url}/away`)).toMatchObject({ status: "blocked", rule: "address" });
    expect(other.requests).toHaveLength(0);
  });

  it("blocks non-http schemes and invalid URLs without throwing", async () => {
    const { http } = client();
    expect(await http.get("ftp://example.com/file")).toMatchObject({ status: "blocked", rule: "scheme" });
    expect(await http.get("not a url")).toMatchObject({
      status: "blocked",
      rule: "scheme",
      reason: "invalid URL",
    });
  });
});

describe("createHttpClient: politeness", () => {
  it("keeps at most perHostConcurrency requests in flight at the server", async () => {
    let inFlight = 0;
    let peak = 0;
    const server = await serve({
      "/slow": (_request, response) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        setTimeout(() => {
          inFlight--;
          response.writeHead(200).end("ok");
        }, 40);
      },
    });
    const { http } = client({ perHostConcurrency: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => http.get(`${server.url}/slow?i=${i}`)),
    );
    expect(results.every((result) => result.status === "ok")).toBe(true);
    expect(peak).toBe(2);
  });

  it("spaces requests to one host by setHostDelay (Crawl-delay)", async () => {
    const server = await serve({ "/": html("ok") });
    const { http, slept } = client();
    http.setHostDelay(server.url, 1500);
    await Promise.all([http.get(`${server.url}/?a`), http.get(`${server.url}/?b`)]);
    expect(slept.some((ms) => ms > 1000 && ms <= 1500)).toBe(true);
  });

  it("reuses one pinned dispatcher per host and refuses requests after close()", async () => {
    const server = await serve({ "/": html("ok") });
    let lookups = 0;
    const { http } = client({
      lookupFor: (_hostname, addresses) => {
        lookups++;
        return pinnedLookup(addresses);
      },
    });
    for (let i = 0; i < 3; i++) expectOk(await http.get(`${server.url}/`));
    expect(lookups).toBe(1);
    await http.close();
    expect(expectFailed(await http.get(`${server.url}/`)).reason).toBe("the HTTP client is closed");
  });
});

describe("createHttpClient: a shared host pace", () => {
  it("waits on the pace before every attempt and every hop, with the host and the caller's signal", async () => {
    let calls = 0;
    const server = await serve({
      "/a": { status: 301, headers: { location: "/b" } },
      "/b": (_request, response) => {
        calls++;
        if (calls === 1) response.writeHead(503, { "retry-after": "1" }).end("busy");
        else response.writeHead(200, { "content-type": "text/html" }).end("ok");
      },
    });
    const waits: Array<{ host: string; signal?: AbortSignal }> = [];
    const { http } = client({
      hostPace: {
        wait: async (host, signal) => {
          waits.push({ host, ...(signal ? { signal } : {}) });
        },
      },
    });
    const signal = new AbortController().signal;
    expectOk(await http.get(`${server.url}/a`, { signal }));
    // /a, then /b twice (503, then 200): three requests, three waits, each before its request.
    expect(server.requests).toEqual(["/a", "/b", "/b"]);
    expect(waits).toEqual([
      { host: "127.0.0.1", signal },
      { host: "127.0.0.1", signal },
      { host: "127.0.0.1", signal },
    ]);
  });

  it("sends nothing until the pace lets it, and fails as aborted when the caller gives up waiting", async () => {
    const server = await serve({ "/": html("<p>ok</p>") });
    const { http } = client({
      hostPace: {
        wait: (_host, signal) =>
          new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
      },
    });
    const controller = new AbortController();
    const pending = http.get(`${server.url}/`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(expectFailed(await pending).reason).toBe("aborted");
    expect(server.requests).toEqual([]);
  });
});
