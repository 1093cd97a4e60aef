// POST /sessions/:id/feedback: a thumbs up or down on one answer, shown back by GET /sessions/:id (issue 15).
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "../app.js";

function setup() {
  const app = createApp({
    agent: createFakeAgent(),
    settings: { urls: ["https://shop.test/"] },
    logger: { info() {}, warn() {}, error() {} },
  });
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return { app, post };
}

describe("POST /sessions/:id/feedback", () => {
  it("records a vote on an answer, replaces it on a second vote, and GET /sessions/:id shows it", async () => {
    const { app, post } = setup();
    const { session } = await (await post("/chat", { question: "What is the return policy?" })).json();
    expect((await post(`/sessions/${session}/feedback`, { turn: 0, vote: 1 })).status).toBe(204);
    expect((await (await app.request(`/sessions/${session}`)).json()).history[0].vote).toBe(1);
    expect((await post(`/sessions/${session}/feedback`, { turn: 0, vote: -1 })).status).toBe(204);
    expect((await (await app.request(`/sessions/${session}`)).json()).history[0].vote).toBe(-1);
  });

  it("answers 404 for an unknown session or answer and 400 for a malformed vote", async () => {
    const { post } = setup();
    const { session } = await (await post("/chat", { question: "What is the return policy?" })).json();
    const unknown = await post("/sessions/no-such-session/feedback", { turn: 0, vote: 1 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toContain("no-such-session");
    expect((await post(`/sessions/${session}/feedback`, { turn: 3, vote: 1 })).status).toBe(404);
    for (const body of [
      { turn: 0, vote: 2 },
      { turn: -1, vote: 1 },
      { turn: 0 },
      { turn: 0, vote: 1, note: "x" },
    ]) {
      expect((await post(`/sessions/${session}/feedback`, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
