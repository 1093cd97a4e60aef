import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { UsageError } from "../errors/index.js";
import type { Logger } from "./logger.js";
import {
  type RespondJsonOrStreamOptions,
  respondJsonOrStream,
  wantsEventStream,
} from "./respond-json-or-stream.js";
import { parseSse } from "./sse.js";

function appWith(
  run: RespondJsonOrStreamOptions<{ answer: number }>["run"],
  extra: Partial<RespondJsonOrStreamOptions<{ answer: number }>> = {},
) {
  const logged: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (message) => logged.push(message) };
  const app = new Hono();
  app.post("/run", (c) =>
    respondJsonOrStream({ honoContext: c, run, keepAliveMs: 60_000, logger, route: "POST /run", ...extra }),
  );
  app.onError((error, c) => c.json({ thrown: error.message }, 500));
  return { app, logged };
}

const asStream = { method: "POST", headers: { accept: "Text/Event-Stream" } };

describe("respondJsonOrStream", () => {
  it("answers JSON when the client did not ask for a stream, and offers the run no way to send", async () => {
    const sends: boolean[] = [];
    const { app } = appWith(async ({ send }) => {
      sends.push(send !== undefined);
      return { answer: 42 };
    });
    const response = await app.request("/run", { method: "POST" });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ answer: 42 });
    expect(sends).toEqual([false]);
  });

  it("streams what the run sends, then `done` with the result", async () => {
    const { app } = appWith(async ({ send }) => {
      send?.({ event: "progress", data: { step: 1 } });
      send?.({ event: "progress", data: { step: 2 } });
      return { answer: 42 };
    });
    const response = await app.request("/run", asStream);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(parseSse(await response.text())).toEqual([
      { event: "progress", data: { step: 1 } },
      { event: "progress", data: { step: 2 } },
      { event: "done", data: { answer: 42 } },
    ]);
  });

  it("ends the stream with the route's own final events when it names them", async () => {
    const { app } = appWith(async () => ({ answer: 42 }), {
      finalEvents: (result) => [
        { event: "sources", data: [] },
        { event: "done", data: result },
      ],
    });
    const events = parseSse(await (await app.request("/run", asStream)).text());
    expect(events.map((event) => event.event)).toEqual(["sources", "done"]);
  });

  it("turns a failure into one `error` event with the JSON error body; only unexpected ones are logged", async () => {
    const deliberate = appWith(async () => {
      throw new UsageError("no start URLs", { hint: "configure some" });
    });
    expect(parseSse(await (await deliberate.app.request("/run", asStream)).text())).toEqual([
      { event: "error", data: { code: "usage", message: "no start URLs", hint: "configure some" } },
    ]);
    expect(deliberate.logged).toEqual([]);

    const unexpected = appWith(async () => {
      throw new Error("disk on fire");
    });
    expect(parseSse(await (await unexpected.app.request("/run", asStream)).text())).toEqual([
      { event: "error", data: { code: "internal", message: "something went wrong on the server" } },
    ]);
    expect(unexpected.logged).toEqual(["POST /run (stream) failed"]);
  });

  it("leaves a JSON failure to the app's error handler", async () => {
    const { app } = appWith(async () => {
      throw new Error("disk on fire");
    });
    expect(await (await app.request("/run", { method: "POST" })).json()).toEqual({ thrown: "disk on fire" });
  });

  it("aborts the run's signal when the client goes away", async () => {
    const client = new AbortController();
    let seen: AbortSignal | undefined;
    const { app } = appWith(
      ({ signal }) =>
        new Promise((_resolve, reject) => {
          seen = signal;
          signal.addEventListener("abort", () => reject(signal.reason), { once: true });
          client.abort(new Error("gone"));
        }),
    );
    await Promise.resolve(app.request("/run", { method: "POST", signal: client.signal })).catch(
      () => undefined,
    );
    expect(seen?.aborted).toBe(true);
  });
});

describe("wantsEventStream", () => {
  it("reads the Accept header, in any case and among other types", () => {
    const request = (accept?: string) =>
      new Request("http://x.test/", accept === undefined ? {} : { headers: { accept } });
    expect(wantsEventStream(request("text/event-stream"))).toBe(true);
    expect(wantsEventStream(request("application/json, TEXT/EVENT-STREAM;q=0.9"))).toBe(true);
    expect(wantsEventStream(request("application/json"))).toBe(false);
    expect(wantsEventStream(request())).toBe(false);
  });
});
