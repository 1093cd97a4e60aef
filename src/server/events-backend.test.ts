// POST /events end to end through app.request(): the real event scout (web source, offline engine) over the demo
// event web on loopback (port 0), its runtime opened lazily over a temp data dir, feedback stored in SQLite.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import type { EventsResult } from "../agents/events/state.js";
import { loadConfig } from "../config/index.js";
import { type DemoEventSites, profileCsv, startDemoEventSites } from "../demo/events/index.js";
import { openEventsRuntime } from "../runtime/open-events-runtime.js";
import { openStores } from "../runtime/open-stores.js";
import { openDatabase, type WebscoutDatabase } from "../storage/index.js";
import { createApp } from "./app.js";
import { createEventsBackend, type EventsBackend } from "./events-backend.js";
import { parseSse } from "./sse.js";

const quiet = { info() {}, warn() {}, error() {} };

let demo: DemoEventSites;
let dataDir: string;
let db: WebscoutDatabase;
let backend: EventsBackend;
let opened = 0;

beforeAll(async () => {
  demo = await startDemoEventSites({ basePort: 0 });
  dataDir = mkdtempSync(join(tmpdir(), "webscout-events-api-"));
  const profilePath = join(dataDir, "profile.csv");
  writeFileSync(profilePath, demo.profileCsv);
  const config = loadConfig({
    env: {},
    flags: { dataDir, allowPrivateNetwork: true },
    readConfigFile: () => undefined,
  });
  db = openDatabase({ dataDir });
  backend = createEventsBackend({
    open: () => {
      opened++;
      return openEventsRuntime({ config, stores: openStores({ db }), profilePath });
    },
  });
});

afterAll(async () => {
  await backend?.close();
  db?.close();
  await demo?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function appWith(options: { adminToken?: string } = {}) {
  const app = createApp({ agent: createFakeAgent(), events: backend, logger: quiet, ...options });
  return (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
}

const FIELDS = ["title", "start", "location", "organizer", "url", "rationale"] as const;

describe("POST /events over the demo event web", { timeout: 30_000 }, () => {
  it("opens the runtime on the first query, streams progress, returns a Top-10; the repeat is cached", async () => {
    const post = appWith();
    expect(opened).toBe(0);
    const response = await post(
      "/events",
      { text: "live jazz and theater, arts talks" },
      { accept: "text/event-stream" },
    );
    const stream = parseSse(await response.text());
    expect(opened).toBe(1);
    const progress = stream.filter((event) => event.event === "progress").map((event) => event.data);
    const types = progress.map((event) => (event as { type: string }).type);
    expect(types[0]).toBe("query-validated");
    expect(types).toEqual(expect.arrayContaining(["plan-made", "source-read", "events-extracted"]));
    expect(stream.at(-1)?.event).toBe("done");
    const result = stream.at(-1)?.data as EventsResult;
    expect(result.cached).toBe(false);
    expect(result.blocked).toBeNull();
    expect(result.cost).toEqual({ projectedUsd: 0, actualUsd: 0 });
    expect(result.events).toHaveLength(10);
    for (const event of result.events) {
      for (const field of FIELDS) expect(event[field], field).not.toBe("");
      expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
      expect(["approved", "not-approved"]).toContain(event.recommendation);
    }

    const again = (await (
      await post("/events", { text: "live jazz and theater, arts talks" })
    ).json()) as EventsResult;
    expect(again.cached).toBe(true);
    expect(again.events.map((event) => event.url)).toEqual(result.events.map((event) => event.url));
    expect(opened).toBe(1);
  });

  it("stores a thumbs up, which changes the profile (so the next query is ranked afresh, not cached)", async () => {
    const post = appWith();
    const first = (await (await post("/events", { text: "jazz" })).json()) as EventsResult;
    const liked = first.events[0];
    if (!liked) throw new Error("no events");
    const vote = await post("/events/feedback", {
      url: liked.url,
      vote: 1,
      title: liked.title,
      organizer: liked.organizer,
      location: liked.location,
    });
    expect(vote.status).toBe(204);
    const rows = db.prepare("SELECT url, vote, title FROM event_feedback").all();
    expect(rows).toEqual([{ url: liked.url, vote: 1, title: liked.title }]);
    const next = (await (await post("/events", { text: "jazz" })).json()) as EventsResult;
    expect(next.cached).toBe(false);
  });

  it("reads only the sites of an uploaded profile", async () => {
    const post = appWith();
    const jazzOnly = demo.profileEvents.filter((event) => event.url.startsWith(`${demo.origins.jazz}/`));
    expect(jazzOnly.length).toBeGreaterThan(0);
    const result = (await (
      await post("/events", { text: "jazz", profileCsv: profileCsv(jazzOnly), noCache: true })
    ).json()) as EventsResult;
    expect(result.events.length).toBeGreaterThan(0);
    for (const event of result.events) expect(event.url.startsWith(`${demo.origins.jazz}/`)).toBe(true);
  });

  it("needs the admin token for a profile naming other sites, then reads them with a one-off fetcher", async () => {
    const post = appWith({ adminToken: "s3cret-token" });
    const other = {
      title: "Jazz at Elsewhere",
      start: "2026-10-01T20:00:00-04:00",
      location: "Elsewhere, New York, NY",
      organizer: "Elsewhere",
      url: "http://127.0.0.1:9/events/jazz",
    };
    const csv = profileCsv([...demo.profileEvents, other]);
    const refused = await post("/events", { text: "jazz", profileCsv: csv });
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toMatch(/127\.0\.0\.1:9/);
    const allowed = await post(
      "/events",
      { text: "jazz", profileCsv: csv, noCache: true },
      { authorization: "Bearer s3cret-token", accept: "text/event-stream" },
    );
    const stream = parseSse(await allowed.text());
    const reads = stream
      .filter((event) => event.event === "progress")
      .map((event) => event.data as { type: string; url?: string; ok?: boolean });
    // The extra site was tried (and is down), not refused by the allowlist; the demo sites still answered.
    const elsewhere = reads.filter((event) => event.type === "source-read" && event.url?.includes(":9/"));
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(JSON.stringify(elsewhere)).not.toMatch(/outside the allowed domains/);
    expect(stream.at(-1)?.event).toBe("done");
    const result = stream.at(-1)?.data as EventsResult;
    // Only events above the relevance floor: the demo has a few jazz shows in the window, not ten.
    expect(result.events.length).toBeGreaterThan(0);
  });
});
