// The server names a refused browser origin in its log, once, and how to allow it (issue 15).
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "./app.js";

function setup(corsOrigins: string[]) {
  const warnings: string[] = [];
  const app = createApp({
    agent: createFakeAgent(),
    settings: { urls: ["https://shop.test/"] },
    corsOrigins,
    logger: { info() {}, warn: (message) => warnings.push(message), error() {} },
  });
  return { app, warnings };
}

describe("refused CORS origins in the server log", () => {
  it("logs a refused origin once with the --cors-origin that allows it, and not allowed or same-origin ones", async () => {
    const { app, warnings } = setup(["https://store.example"]);
    for (let round = 0; round < 2; round++) {
      await app.request("http://127.0.0.1:8787/chat", {
        method: "OPTIONS",
        headers: { origin: "https://blog.example", "access-control-request-method": "POST" },
      });
    }
    await app.request("http://127.0.0.1:8787/health", { headers: { origin: "https://store.example" } });
    await app.request("http://127.0.0.1:8787/health", {
      headers: { origin: "http://127.0.0.1:8787", host: "127.0.0.1:8787" },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"https://blog.example"');
    expect(warnings[0]).toContain('--cors-origin "https://blog.example"');
  });

  it("logs refusals when no origin is allowed at all, with the origin quoted so it cannot forge a log line", async () => {
    const { app, warnings } = setup([]);
    const response = await app.request("/health", {
      headers: { origin: "https://a.example\u001b[31m" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("\\u001b[31m");
    expect(warnings[0]).not.toContain("\u001b");
  });
});
