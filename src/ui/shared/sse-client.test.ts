import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.js";
import type { ChatStreamEvent } from "./api-types.js";
import { streamChat } from "./sse-client.js";

const encoder = new TextEncoder();

/** A fetch that answers with these byte chunks, recording the request. */
function fakeFetch(chunks: Uint8Array[], init: ResponseInit = { status: 200 }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: string | URL | Request, requestInit: RequestInit = {}) => {
    calls.push({ url: String(url), init: requestInit });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" }, ...init });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function splitBytes(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

const STREAM = [
  'event: progress\ndata: {"type":"crawl-started","iteration":1,"urls":["https://a.example/"]}\n\n',
  ": keep-alive\n\n",
  'event: answer-delta\ndata: {"text":"Rückgabe in 30 Tagen – ✓ [1]"}\n\n',
  "event: unknown-kind\ndata: {}\n\n",
  'event: sources\ndata: [{"url":"https://a.example/r","title":"Returns"}]\n\n',
  'event: done\ndata: {"session":"s1","answer":"A [1]","refused":false,"sources":[],"visited":[],"iterations":1}\n\n',
].join("");

describe("streamChat", () => {
  it("posts the question and session and delivers known events in order, across split UTF-8 bytes", async () => {
    const { fetch, calls } = fakeFetch(splitBytes(STREAM, 7));
    const events: ChatStreamEvent[] = [];
    await streamChat({
      serverUrl: "http://h",
      question: "Q?",
      session: "s0",
      fetch,
      onEvent: (e) => events.push(e),
    });
    expect(events.map((event) => event.type)).toEqual(["progress", "answer-delta", "sources", "done"]);
    expect(events[1]).toEqual({ type: "answer-delta", data: { text: "Rückgabe in 30 Tagen – ✓ [1]" } });
    expect(calls[0]?.url).toBe("http://h/chat");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toMatchObject({ accept: "text/event-stream" });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ question: "Q?", session: "s0" });
  });

  it("reads the event-stream format the same way whatever the byte boundaries", async () => {
    // A BOM, CRLF, lone CR and LF line ends, a comment, multi-line data, an event without data and an unnamed
    // ("message") event, none of which the chat events may be confused by.
    const stream =
      '\uFEFFevent: progress\r\ndata: {"type":\r\ndata:"crawl-started"}\r\n\r\n: keep-alive\r\n\r\n' +
      'event: sources\r\n\r\nevent: answer-delta\rdata: {"text":"Hi"}\r\rdata: {"text":"unnamed"}\n\n' +
      'event: done\ndata: {"session":"s1"}\n\n';
    const read = async (chunks: Uint8Array[]) => {
      const events: ChatStreamEvent[] = [];
      await streamChat({
        serverUrl: "",
        question: "Q",
        fetch: fakeFetch(chunks).fetch,
        onEvent: (e) => events.push(e),
      });
      return events;
    };
    const whole = await read([encoder.encode(stream)]);
    expect(whole).toEqual([
      { type: "progress", data: { type: "crawl-started" } },
      { type: "answer-delta", data: { text: "Hi" } },
      { type: "done", data: { session: "s1" } },
    ]);
    const bytes = encoder.encode(stream);
    for (let split = 1; split < bytes.length; split++) {
      expect(await read([bytes.slice(0, split), bytes.slice(split)])).toEqual(whole);
    }
    expect(await read(splitBytes(stream, 1))).toEqual(whole);
  });

  it("turns an HTTP error into an ApiError with the server's message and Retry-After", async () => {
    const { fetch } = fakeFetch([encoder.encode('{"code":"rate-limited","message":"too many questions"}')], {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "12" },
    });
    const error = await streamChat({ serverUrl: "", question: "Q", fetch, onEvent: () => {} }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "rate-limited", message: "too many questions" });
    expect(error.retryAfterSeconds).toBe(12);
    // The wait is said once, by the view from retryAfterSeconds: no hint repeating it.
    expect(error.hint).toBeUndefined();
  });

  it("delivers an error event and stops there", async () => {
    const { fetch } = fakeFetch([
      encoder.encode(
        'event: error\ndata: {"code":"start-unreachable","message":"site down","hint":"later"}\n\n',
      ),
      encoder.encode('event: done\ndata: {"session":"x"}\n\n'),
    ]);
    const events: ChatStreamEvent[] = [];
    await streamChat({ serverUrl: "", question: "Q", fetch, onEvent: (e) => events.push(e) });
    expect(events).toEqual([
      { type: "error", data: { code: "start-unreachable", message: "site down", hint: "later" } },
    ]);
  });

  it("rejects when the stream ends before done or error, a done without its closing blank line included", async () => {
    for (const cut of ['event: answer-delta\ndata: {"text":"par', 'event: done\ndata: {"session":"s1"}\n']) {
      const events: ChatStreamEvent[] = [];
      const { fetch } = fakeFetch([encoder.encode(cut)]);
      const error = await streamChat({
        serverUrl: "",
        question: "Q",
        fetch,
        onEvent: (e) => events.push(e),
      }).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe("stream-ended");
      expect(events).toEqual([]);
    }
  });

  it("reports an unreachable server as a network error and passes an abort through", async () => {
    const failing = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof globalThis.fetch;
    const error = await streamChat({ serverUrl: "", question: "Q", fetch: failing, onEvent: () => {} }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ status: 0, code: "network" });

    const controller = new AbortController();
    controller.abort(new Error("stopped by user"));
    const aborting = (async (_url: unknown, init: RequestInit) => {
      throw init.signal?.reason;
    }) as typeof globalThis.fetch;
    const aborted = await streamChat({
      serverUrl: "",
      question: "Q",
      fetch: aborting,
      signal: controller.signal,
      onEvent: () => {},
    }).catch((e) => e);
    expect(aborted.message).toBe("stopped by user");
  });

  it("reports a connection that breaks mid-answer as an answer cut short, to ask again", async () => {
    const broken = (async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('event: answer-delta\ndata: {"text":"Returns are"}\n\n'));
        },
        pull(controller) {
          controller.error(new TypeError("terminated"));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    }) as typeof globalThis.fetch;
    const events: unknown[] = [];
    const error = await streamChat({
      serverUrl: "",
      question: "Q",
      fetch: broken,
      onEvent: (e) => events.push(e),
    }).catch((e) => e);
    expect(events).toHaveLength(1);
    expect(error).toMatchObject({
      status: 0,
      code: "stream-ended",
      message: "The connection closed before the answer was complete.",
      hint: "Ask again; the pages read so far are kept in the session.",
    });
  });
});
