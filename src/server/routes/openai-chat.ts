// The OpenAI-compatible API: POST /v1/chat/completions (JSON or a stream of chunks) and GET /v1/models, for chat
// front-ends and the `openai` SDK. The last user message is the question, asked through the same queue and
// runtimes as POST /chat and under the same per-client limit; the reply ends with its sources as numbered
// Markdown links; the session it continued is in the `X-Webscout-Session` header. Errors are in OpenAI's format.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { AskResult } from "../../agents/support/support-agent.js";
import { assistantContentOf, sourcesBlock } from "../openai-content.js";
import { openAiErrorOf } from "../openai-errors.js";
import { type ParsedChatCompletion, parseChatCompletion } from "../openai-request.js";
import { createConversationSessions, SESSION_HEADER } from "../openai-sessions.js";
import { createSafeTextStream } from "../openai-stream-text.js";
import { readJsonBody } from "../request-schemas.js";
import type { ServerContext } from "../server-context.js";
import { NotFoundError, UnauthorizedError } from "../server-errors.js";
import { answer } from "./chat.js";

export interface OpenAiRouteOptions {
  /** The per-client question limit shared with POST /chat. */
  rateLimit: MiddlewareHandler;
  clientKey: (context: Context) => string;
  /** WEBSCOUT_API_KEY: required as `Authorization: Bearer …` when set. Default: none (open). */
  apiKey?: string;
  /** The one model listed: the configured sites. Default "webscout". */
  modelId?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function requireApiKey(apiKey: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (apiKey) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(apiKey))) {
        throw new UnauthorizedError("invalid API key", "send Authorization: Bearer <WEBSCOUT_API_KEY>");
      }
    }
    await next();
  };
}

/** Writes `data:` lines in order without blocking the run; a gone client makes writes no-ops. */
function chunkWriter(stream: SSEStreamingApi) {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>) => {
    queue = queue.then(write).catch(() => {});
  };
  return {
    data: (data: string) => enqueue(() => stream.writeSSE({ data })),
    comment: (text: string) => enqueue(() => stream.write(`: ${text}\n\n`)),
    flush: () => queue.then(() => {}),
  };
}

export function registerOpenAiRoutes(app: Hono, context: ServerContext, options: OpenAiRouteOptions): void {
  const modelId = options.modelId ?? "webscout";
  const sessions = createConversationSessions();
  const v1 = new Hono();
  v1.onError((error, c) => {
    const response = openAiErrorOf(error);
    if (response.unexpected && !c.req.raw.signal.aborted) {
      context.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    }
    return c.json(response.body, response.status, response.headers);
  });
  v1.use(requireApiKey(options.apiKey));

  v1.get("/models", (c) =>
    c.json({
      object: "list",
      data: [
        { id: modelId, object: "model", created: Math.floor(context.startedAt / 1000), owned_by: "webscout" },
      ],
    }),
  );

  v1.post("/chat/completions", options.rateLimit, async (c) => {
    const request = parseChatCompletion(await readJsonBody(c.req.raw));
    if (request.model !== modelId) {
      throw new NotFoundError(
        `the model "${request.model}" does not exist here; use "${modelId}" (GET /v1/models)`,
      );
    }
    const clientKey = options.clientKey(c);
    // Chosen now, so that a stream can name it in its headers before the answer exists.
    const session =
      sessions.sessionFor({
        header: c.req.header(SESSION_HEADER),
        user: request.user,
        clientKey,
        earlier: request.earlier,
      }) ?? randomUUID();
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(context.now() / 1000);
    const remember = (result: AskResult, content: string) =>
      sessions.remember({
        clientKey,
        session: result.session,
        turns: [
          ...request.earlier,
          { role: "user", text: request.question },
          { role: "assistant", text: content },
        ],
      });
    const ask = (signal: AbortSignal, onDelta?: (text: string) => void) =>
      answer(context, { question: request.question, session }, signal, (progress) => {
        if (progress.type === "answer-delta") onDelta?.(progress.text);
      });
    c.header(SESSION_HEADER, session);

    if (!request.stream) {
      const result = await ask(c.req.raw.signal);
      const content = assistantContentOf(result);
      remember(result, content);
      return c.json({
        id,
        object: "chat.completion",
        created,
        model: modelId,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage: usageOf(result),
      });
    }
    return streamCompletion(c, { context, request, id, created, modelId, ask, remember });
  });

  app.route("/v1", v1);
}

function usageOf(result: AskResult) {
  const { inputTokens, outputTokens } = result.usage;
  return {
    prompt_tokens: inputTokens,
    completion_tokens: outputTokens,
    total_tokens: inputTokens + outputTokens,
  };
}

function streamCompletion(
  c: Context,
  parts: {
    context: ServerContext;
    request: ParsedChatCompletion;
    id: string;
    created: number;
    modelId: string;
    ask: (signal: AbortSignal, onDelta?: (text: string) => void) => Promise<AskResult>;
    remember: (result: AskResult, content: string) => void;
  },
): Response {
  const { context, id, created, modelId } = parts;
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model: modelId,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
  return streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort(new Error("the client closed the stream")));
    const writer = chunkWriter(stream);
    const keepAlive = setInterval(() => writer.comment("keep-alive"), context.keepAliveMs);
    const text = createSafeTextStream();
    const sendContent = (content: string) => {
      if (content) writer.data(chunk({ content }));
    };
    try {
      writer.data(chunk({ role: "assistant", content: "" }));
      const result = await parts.ask(controller.signal, (delta) => sendContent(text.push(delta)));
      sendContent(text.finish(result.answer));
      sendContent(sourcesBlock(result.sources));
      parts.remember(result, assistantContentOf(result));
      writer.data(chunk({}, "stop"));
      if (parts.request.includeUsage) {
        writer.data(
          JSON.stringify({
            id,
            object: "chat.completion.chunk",
            created,
            model: modelId,
            choices: [],
            usage: usageOf(result),
          }),
        );
      }
      writer.data("[DONE]");
    } catch (error) {
      if (controller.signal.aborted) return;
      const response = openAiErrorOf(error);
      if (response.unexpected) context.logger.error("POST /v1/chat/completions (stream) failed", error);
      writer.data(JSON.stringify(response.body));
    } finally {
      clearInterval(keepAlive);
    }
    await writer.flush();
  });
}
