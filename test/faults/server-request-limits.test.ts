// The listening server's own limits: one Host header a request, and a bounded time to send a request.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { type RunningServer, startServer } from "../../src/server/main.js";
import { fixedRuntimeManager } from "../../src/server/runtime-manager.js";
import { hostHeaderCount } from "../../src/server/single-host-header.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    runtimes: fixedRuntimeManager(createFakeAgent()),
    port: 0,
    requestTimeoutMs: 600,
    headersTimeoutMs: 400,
  });
});
afterAll(() => server.close());

/** Sends raw bytes, then more after `thenAfterMs` if given; resolves with all the server wrote and when it closed. */
function rawExchange(first: string, drip?: { text: string; everyMs: number }) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.port, "127.0.0.1", () => socket.write(first));
    let response = "";
    const timer = drip
      ? setInterval(() => socket.writable && socket.write(drip.text), drip.everyMs)
      : undefined;
    socket.on("data", (chunk) => {
      response += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe("the server's request limits", () => {
  it("counts Host headers in a raw header list, whatever their case", () => {
    expect(hostHeaderCount(["Host", "a", "Accept", "*/*", "host", "b"])).toBe(2);
    expect(hostHeaderCount(["HOST", "a"])).toBe(1);
  });

  it("answers 400 to a request with two Host headers, and serves one with a single Host", async () => {
    const twice = await rawExchange(
      "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(twice.response).toMatch(/^HTTP\/1\.1 400/);
    expect(twice.response).toContain("more than one Host header");
    const once = await rawExchange("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(once.response).toMatch(/^HTTP\/1\.1 200/);
  });

  it("drops a client that drips its request body instead of holding the socket for minutes", async () => {
    const { response, closedAfterMs } = await rawExchange(
      "POST /chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
      { text: " ", everyMs: 50 },
    );
    expect(response).toMatch(/^HTTP\/1\.1 408|^$/);
    expect(closedAfterMs).toBeLessThan(5_000);
  }, 10_000);
});
