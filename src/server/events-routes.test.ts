// POST /events and POST /events/feedback through app.request() with a fake event scout: JSON and SSE, the
// budget block and its confirmed re-run, validation, the uploaded profile, errors, abort, rate limit.
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createFakeEventsBackend } from "#test/helpers/fake-events-backend.js";
import { UsageError } from "../errors/index.js";
import { type AppDependencies, createApp } from "./app.js";
import type { Logger } from "./logger.js";
import { parseSse } from "./sse.js";

const PROFILE_CSV = [
  "title,start,location,organizer,url",
  "Sunday Jazz Brunch,2026-10-25T11:30:00-04:00,Blue Lantern Jazz Club,Blue Lantern,https://bluelantern.example/a",
  '"Author Talk, Part 2",2026-10-17T18:00:00-04:00,Hamilton Library,Friends of the Library,https://library.example/b',
].join("\n");

function setup(overrides: Partial<AppDependencies> = {}) {
  const events = createFakeEventsBackend();
  const logged: unknown[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (_message, error) => logged.push(error) };
  const app = createApp({ agent: createFakeAgent(), events, logger, ...overrides });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, events, post, logged };
}

describe("POST /events as JSON", () => {
  it("answers the events --json object and passes the query and options through", async () => {
    const { events, post } = setup();
    const response = await post("/events", {
      text: "jazz",
      city: "Chicago",
      from: "2026-12-01",
      to: "2026-12-10",
      source: "web",
      budgetUsd: 0.05,
      noCache: true,
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(Object.keys(result).sort()).toEqual([
      "belowFloor",
      "blocked",
      "cached",
      "cost",
      "events",
      "iterations",
      "window",
    ]);
    expect(result.events).toHaveLength(10);
    expect(Object.keys(result.events[0]).sort()).toEqual(
      [
        "end",
        "location",
        "organizer",
        "rationale",
        "recommendation",
        "score",
        "start",
        "title",
        "url",
      ].sort(),
    );
    expect(result.blocked).toBeNull();
    expect(events.runs[0]).toMatchObject({
      query: { text: "jazz", city: "Chicago", from: "2026-12-01", to: "2026-12-10" },
      options: { source: "web", budgetUsd: 0.05, useCache: false },
      profileEvents: undefined,
    });
    expect(events.runs[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("returns a budget block as a normal 200 result; confirmCost runs it", async () => {
    const { events, post } = setup();
    events.projectedUsd = 0.14;
    const blocked = await post("/events", { text: "jazz" });
    expect(blocked.status).toBe(200);
    const body = await blocked.json();
    expect(body.events).toEqual([]);
    expect(body.blocked).toMatchObject({ projectedUsd: 0.14, budgetUsd: 0.1 });
    const confirmed = await (await post("/events", { text: "jazz", confirmCost: true })).json();
    expect(confirmed.blocked).toBeNull();
    expect(confirmed.events).toHaveLength(10);
    expect(events.runs[1]?.options?.confirmCost).toBe(true);
  });

  it("maps the scout's usage errors to 400 with message and hint", async () => {
    const { events, post } = setup();
    events.failWith = new UsageError("the date range is reversed", { hint: "put from before to" });
    const response = await post("/events", { text: "jazz" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "usage",
      message: "the date range is reversed",
      hint: "put from before to",
    });
  });

  it("is not there without an event scout", async () => {
    const app = createApp({ agent: createFakeAgent(), logger: { info() {}, warn() {}, error() {} } });
    const response = await app.request("/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "jazz" }),
    });
    expect(response.status).toBe(404);
  });
});

describe("POST /events validation", () => {
  const cases: Array<[string, unknown, string]> = [
    ["missing text", {}, "text"],
    ["blank text", { text: "   " }, "text"],
    ["a date in another format", { text: "jazz", from: "12/01/2026" }, "from"],
    ["an impossible date", { text: "jazz", to: "2026-13-40" }, "to"],
    ["an unknown source", { text: "jazz", source: "google" }, "source"],
    ["a budget over the cap", { text: "jazz", budgetUsd: 5 }, "budgetUsd"],
    ["a budget as text", { text: "jazz", budgetUsd: "0.1" }, "budgetUsd"],
    ["confirmCost as text", { text: "jazz", confirmCost: "yes" }, "confirmCost"],
    ["an unknown field", { text: "jazz", allowDomains: ["evil.example"] }, "allowDomains"],
  ];
  for (const [name, body, field] of cases) {
    it(`400 naming the field for ${name}`, async () => {
      const { events, post } = setup();
      const response = await post("/events", body);
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.code).toBe("invalid-request");
      expect(error.message.startsWith(`${field}: `)).toBe(true);
      expect(events.runs).toEqual([]);
    });
  }

  it("415 for a body not declared as JSON", async () => {
    const { app } = setup();
    const response = await app.request("/events", { method: "POST", body: '{"text":"jazz"}' });
    expect(response.status).toBe(415);
  });
});

describe("POST /events with an uploaded profile", () => {
  it("parses the CSV and runs with it instead of the server's profile", async () => {
    const { events, post } = setup();
    const response = await post("/events", { text: "jazz", profileCsv: PROFILE_CSV });
    expect(response.status).toBe(200);
    expect(events.runs[0]?.profileEvents?.map((event) => event.title)).toEqual([
      "Sunday Jazz Brunch",
      "Author Talk, Part 2",
    ]);
  });

  it("400 for a CSV without the columns; 400 naming profileCsv beyond 64 KB (not 413)", async () => {
    const { events, post } = setup();
    const bad = await post("/events", { text: "jazz", profileCsv: "name,date\nA,B\n" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/lacks the columns title, start, location, organizer, url/);
    const row = "Jazz,2026-10-25,Club,Org,https://bluelantern.example/a\n";
    const huge = `title,start,location,organizer,url\n${row.repeat(Math.ceil((64 * 1024) / row.length))}`;
    const tooBig = await post("/events", { text: "jazz", profileCsv: huge });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).message).toMatch(/^profileCsv: the profile CSV is larger than 64 KB/);
    expect(events.runs).toEqual([]);
    // Far beyond any profile: refused before it is read.
    const enormous = await post("/events", { text: "jazz", profileCsv: huge.repeat(3) });
    expect(enormous.status).toBe(413);
  });

  it("needs admin rights when the profile names sites beyond the server's own", async () => {
    const { events, post } = setup({ adminToken: "s3cret-token" });
    events.newHosts = ["library.example"];
    const refused = await post("/events", { text: "jazz", profileCsv: PROFILE_CSV });
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toMatch(/library\.example/);
    expect(events.runs).toEqual([]);
    const allowed = await post(
      "/events",
      { text: "jazz", profileCsv: PROFILE_CSV },
      { authorization: "Bearer s3cret-token" },
    );
    expect(allowed.status).toBe(200);
  });
});

describe("POST /events as Server-Sent Events", () => {
  const sse = { accept: "text/event-stream" };

  it("streams a progress event per scout event, then done with the result", async () => {
    const { events, post } = setup();
    const response = await post("/events", { text: "jazz" }, sse);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const stream = parseSse(await response.text());
    expect(stream.map((event) => event.event)).toEqual(["progress", "progress", "progress", "done"]);
    expect(stream.slice(0, 3).map((event) => event.data)).toEqual(events.events);
    const done = stream[3]?.data as { events: unknown[]; blocked: null };
    expect(done.events).toHaveLength(10);
    expect(done.blocked).toBeNull();
  });

  it("sends a blocked result as done, and a failure as an error event", async () => {
    const { events, post } = setup();
    events.projectedUsd = 0.3;
    const blocked = parseSse(await (await post("/events", { text: "jazz" }, sse)).text());
    expect(blocked.map((event) => event.event)).toEqual(["done"]);
    expect(blocked[0]?.data).toMatchObject({ blocked: { projectedUsd: 0.3, budgetUsd: 0.1 } });

    events.failWith = new Error("disk on fire");
    const failed = parseSse(await (await post("/events", { text: "jazz", confirmCost: true }, sse)).text());
    expect(failed.at(-1)).toEqual({
      event: "error",
      data: { code: "internal", message: "something went wrong on the server" },
    });
    expect(JSON.stringify(failed)).not.toContain("disk on fire");
  });

  it("aborts the run when the client cancels the stream", async () => {
    const { events, post } = setup();
    events.hold = new Promise(() => {});
    const response = await post("/events", { text: "jazz" }, sse);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => events.aborted.length).toBe(1);
    expect(events.runs[0]?.signal?.aborted).toBe(true);
  });
});

describe("POST /events/feedback", () => {
  it("records a vote with what the user saw and answers 204", async () => {
    const { events, post } = setup();
    const response = await post("/events/feedback", {
      url: "https://bluelantern.example/shows/1",
      vote: 1,
      title: "Jazz night 1",
      organizer: "Blue Lantern Jazz Club",
      location: "Blue Lantern Jazz Club, New York",
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(events.votes).toEqual([
      {
        url: "https://bluelantern.example/shows/1",
        vote: 1,
        event: {
          title: "Jazz night 1",
          organizer: "Blue Lantern Jazz Club",
          location: "Blue Lantern Jazz Club, New York",
        },
      },
    ]);
  });

  it("400 naming the field for a bad vote or URL", async () => {
    const { events, post } = setup();
    const zero = await post("/events/feedback", { url: "https://a.example/", vote: 0 });
    expect(zero.status).toBe(400);
    expect((await zero.json()).message).toMatch(/^vote: /);
    const script = await post("/events/feedback", { url: "javascript:alert(1)", vote: 1 });
    expect(script.status).toBe(400);
    expect((await script.json()).message).toMatch(/^url: /);
    expect(events.votes).toEqual([]);
  });
});

describe("rate limit", () => {
  it("event queries share the chat's allowance; feedback has its own, larger one", async () => {
    const { post } = setup({ rateLimit: { requests: 2, windowMs: 60_000 } });
    expect((await post("/chat", { question: "Returns?" })).status).not.toBe(429);
    expect((await post("/events", { text: "jazz" })).status).toBe(200);
    const limited = await post("/events", { text: "jazz" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const vote = { url: "https://a.example/e", vote: -1 };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post("/events/feedback", vote)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429]);
  });
});
