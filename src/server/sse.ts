// Server-Sent Events for POST /chat: maps the agent's progress to the wire events the UI and widget read, writes
// them in order without blocking the agent, and parses a stream back (tests, bench).
import type { SSEStreamingApi } from "hono/streaming";
import type { SupportProgress } from "../agents/support/support-progress.js";

/** The wire events, in the order a client sees them: progress… answer-delta… sources, done | error. */
export type ChatStreamEventName = "progress" | "answer-delta" | "sources" | "done" | "error";

export interface ChatStreamEvent {
  event: ChatStreamEventName;
  data: unknown;
}

/** The wire event for one progress step; undefined for answer-done (sources and done follow from the result). */
export function streamEventFor(progress: SupportProgress): ChatStreamEvent | undefined {
  if (progress.type === "answer-delta") return { event: "answer-delta", data: { text: progress.text } };
  if (progress.type === "answer-done") return undefined;
  return { event: "progress", data: progress };
}

export interface SseWriter {
  /** Queues an event; never throws (a gone client makes writes no-ops). */
  send(event: ChatStreamEvent): void;
  /** Queues an SSE comment line, which keeps proxies from closing an idle stream. */
  comment(text: string): void;
  /** Resolves once everything queued is written. */
  flush(): Promise<void>;
}

export function createSseWriter(stream: SSEStreamingApi): SseWriter {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>) => {
    queue = queue.then(write).catch(() => {});
  };
  return {
    send(event) {
      enqueue(() => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }));
    },
    comment(text) {
      enqueue(() => stream.write(`: ${text.replace(/[\r\n]+/g, " ")}\n\n`));
    },
    flush: () => queue.then(() => {}),
  };
}

/** Parses SSE text into events (data lines joined with "\n" and JSON-parsed when possible). */
export function parseSse(text: string): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length === 0) continue;
    const raw = data.join("\n");
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {}
    events.push({ event: event as ChatStreamEventName, data: parsed });
  }
  return events;
}
