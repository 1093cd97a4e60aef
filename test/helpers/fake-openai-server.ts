// A local OpenAI-compatible server (POST /v1/chat/completions, JSON or SSE) that records every request
// and answers from a script, counting tokens roughly (4 characters a token) so usage can be asserted.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatMessage {
  role: string;
  content: string;
}

export interface RecordedChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  authorization?: string;
}

export type ReplyScript = (request: RecordedChatRequest, callNumber: number) => string;

export interface FakeOpenAiServer {
  /** Base URL ending in /v1, for openai-compatible:MODEL@BASE_URL or createOpenAI({ baseURL }). */
  baseURL: string;
  requests: RecordedChatRequest[];
  /** Calls answered so far (recorded or not). */
  readonly calls: number;
  setReply(script: ReplyScript): void;
  close(): Promise<void>;
}

const countTokens = (text: string) => Math.ceil(text.length / 4);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function flattenContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

export interface FakeOpenAiServerOptions {
  /** Pause between streamed chunks, so a client can be seen rendering a partial answer. Default 0. */
  chunkDelayMs?: number;
  /** Awaited before each streamed chunk (numbered from 0), so a test can hold the rest of an answer back. */
  beforeChunk?: (index: number) => Promise<void> | void;
  /** Pause before answering each call (before the first byte), as a hosted model's latency. Default 0. */
  latencyMs?: number;
  /** Keep every request in `requests` (default true); a long benchmark counts them in `calls` instead. */
  record?: boolean;
}

export async function startFakeOpenAiServer(
  initial: ReplyScript = () => "ok",
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const { chunkDelayMs = 0, beforeChunk, latencyMs = 0, record = true } = options;
  let script = initial;
  const requests: RecordedChatRequest[] = [];
  let calls = 0;
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response
        .writeHead(404, { "content-type": "application/json" })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(request)) as {
      model: string;
      messages: unknown[];
      stream?: boolean;
    };
    const recorded: RecordedChatRequest = {
      model: body.model,
      messages: body.messages.map((message) => {
        const { role, content } = message as { role: string; content: unknown };
        return { role, content: flattenContent(content) };
      }),
      stream: body.stream === true,
      authorization: request.headers.authorization,
    };
    calls++;
    if (record) requests.push(recorded);
    // Numbered from the recorded requests when recording (a test that empties `requests` starts again at 1).
    const callNumber = record ? requests.length : calls;
    const reply = script(recorded, callNumber);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const usage = {
      prompt_tokens: countTokens(recorded.messages.map((message) => message.content).join("\n")),
      completion_tokens: countTokens(reply),
    };
    const fullUsage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    const base = { id: `chatcmpl-${callNumber}`, created: 1_700_000_000, model: body.model };
    if (!recorded.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage: fullUsage,
        }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: object, finish: string | null) => ({
      ...base,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    send(chunk({ role: "assistant", content: "" }, null));
    for (const [index, piece] of (reply.match(/[\s\S]{1,12}/g) ?? []).entries()) {
      await beforeChunk?.(index);
      send(chunk({ content: piece }, null));
      if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    }
    send(chunk({}, "stop"));
    send({ ...base, object: "chat.completion.chunk", choices: [], usage: fullUsage });
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get calls() {
      return calls;
    },
    setReply(next) {
      script = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
