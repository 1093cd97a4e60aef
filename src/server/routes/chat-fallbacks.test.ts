// A model fallback (the offline engine standing in after unusable model output) is in the server's log and in
// the answer the client gets, not hidden behind a count of model calls (issue 15).
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "../app.js";

describe("POST /chat with a model fallback", () => {
  it("logs the session and each fallback once, and returns them in the result", async () => {
    const agent = createFakeAgent();
    agent.fallbacks = ["decide: the model's JSON did not match the schema"];
    const warnings: string[] = [];
    const app = createApp({
      agent,
      settings: { urls: ["https://shop.test/"] },
      logger: { info() {}, warn: (message) => warnings.push(message), error() {} },
    });
    const response = await app.request("/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "What is the return policy?" }),
    });
    const result = await response.json();
    expect(result.fallbacks).toEqual(["decide: the model's JSON did not match the schema"]);
    expect(warnings).toEqual([
      `session ${result.session}: the offline engine stood in after unusable model output ("decide: the model's JSON did not match the schema")`,
    ]);
  });

  it("logs nothing when the model's output was used", async () => {
    const warnings: string[] = [];
    const app = createApp({
      agent: createFakeAgent(),
      settings: { urls: ["https://shop.test/"] },
      logger: { info() {}, warn: (message) => warnings.push(message), error() {} },
    });
    await app.request("/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "What is the return policy?" }),
    });
    expect(warnings).toEqual([]);
  });
});
