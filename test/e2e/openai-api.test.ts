// The OpenAI-compatible API on the built `webscout serve --demo`, driven by the official `openai` package: the
// model list, an answer with and without streaming (sources as numbered Markdown links), a two-turn conversation
// that continues its session, and OpenAI-style errors (401 for a wrong key, 400 for tools and n > 1, 404 for an
// unknown model).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { type BuiltServer, startBuiltServer } from "#test/helpers/built-server.js";
import { DEFAULT_DEMO_HELP_PORT } from "../../src/demo/index.js";

const HELP = `http://127.0.0.1:${DEFAULT_DEMO_HELP_PORT}/help/`;
const API_KEY = "test-api-key";

let dataDir: string;
let server: BuiltServer;
let openai: OpenAI;

beforeAll(async () => {
  await ensureCliBuilt();
  dataDir = mkdtempSync(join(tmpdir(), "webscout-openai-"));
  server = await startBuiltServer(
    ["--demo", "--data-dir", dataDir],
    cleanEnv({ WEBSCOUT_API_KEY: API_KEY, WEBSCOUT_RATE_LIMIT: "100" }),
  );
  openai = new OpenAI({ baseURL: `${server.url}v1`, apiKey: API_KEY, maxRetries: 0 });
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("OpenAI-compatible API (built server, demo sites, openai SDK)", { timeout: 90_000 }, () => {
  it("lists the configured sites as the model `webscout`", async () => {
    const models = await openai.models.list();
    expect(models.data.map((model) => model.id)).toEqual(["webscout"]);
  });

  it("answers without streaming: the answer, then its sources as numbered Markdown links", async () => {
    const { data, response } = await openai.chat.completions
      .create({ model: "webscout", messages: [{ role: "user", content: "What is your return policy?" }] })
      .withResponse();
    const content = data.choices[0]?.message.content ?? "";
    expect(data.choices[0]?.finish_reason).toBe("stop");
    expect(content).toMatch(/30 days/);
    expect(content).toMatch(/\[1\]/);
    expect(content).toContain(`\n\nSources:\n1. [Returns Policy | Northwind Help Center](${HELP}returns)`);
    expect(response.headers.get("x-webscout-session")).toMatch(/^[\w-]+$/);
  });

  it("streams the same reply as chunks that end with finish_reason stop, then the usage when asked", async () => {
    const question = "How long does standard shipping take?";
    const stream = await openai.chat.completions.create({
      model: "webscout",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: question }],
    });
    let content = "";
    const chunks: OpenAI.ChatCompletionChunk[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk);
      content += chunk.choices[0]?.delta.content ?? "";
    }
    expect(chunks.length).toBeGreaterThan(3);
    const finishes = chunks.slice(0, -1).map((chunk) => chunk.choices[0]?.finish_reason);
    expect(finishes.at(-1)).toBe("stop");
    expect(finishes.slice(0, -1).every((reason) => reason === null)).toBe(true);
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: 0 } });
    expect(content).toMatch(/business days/);
    expect(content).toMatch(/\n\nSources:\n1\. \[[^\]]+\]\(http:\/\/127\.0\.0\.1:\d+\/[^)]*\)/);

    const whole = await openai.chat.completions.create({
      model: "webscout",
      messages: [{ role: "user", content: question }],
    });
    expect(content).toBe(whole.choices[0]?.message.content);
  });

  it("holds a two-turn conversation: the second turn continues the first one's session", async () => {
    const firstQuestion = { role: "user" as const, content: "What is your return policy?" };
    const first = await openai.chat.completions
      .create({ model: "webscout", messages: [firstQuestion] })
      .withResponse();
    const reply = first.data.choices[0]?.message.content ?? "";
    const second = await openai.chat.completions
      .create({
        model: "webscout",
        messages: [
          { role: "system", content: "You are a helpful assistant." },
          firstQuestion,
          { role: "assistant", content: reply },
          { role: "user", content: "What about for international orders?" },
        ],
      })
      .withResponse();
    const session = first.response.headers.get("x-webscout-session");
    expect(second.response.headers.get("x-webscout-session")).toBe(session);
    expect(second.data.choices[0]?.message.content).toMatch(/international/i);

    // A client that names its user keeps one session across requests; the header wins over both.
    const byUser = await openai.chat.completions
      .create({ model: "webscout", user: "alice", messages: [firstQuestion] })
      .withResponse();
    const again = await openai.chat.completions
      .create({
        model: "webscout",
        user: "alice",
        messages: [{ role: "user", content: "Do you ship to Canada?" }],
      })
      .withResponse();
    expect(again.response.headers.get("x-webscout-session")).toBe(
      byUser.response.headers.get("x-webscout-session"),
    );
    const byHeader = await openai.chat.completions
      .create(
        { model: "webscout", user: "alice", messages: [firstQuestion] },
        { headers: { "X-Webscout-Session": session ?? "" } },
      )
      .withResponse();
    expect(byHeader.response.headers.get("x-webscout-session")).toBe(session);
  });

  it("refuses a wrong key with 401 in OpenAI's error format", async () => {
    const wrong = new OpenAI({ baseURL: `${server.url}v1`, apiKey: "wrong", maxRetries: 0 });
    const error = await wrong.chat.completions
      .create({ model: "webscout", messages: [{ role: "user", content: "Hi" }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "invalid_api_key", type: "invalid_request_error" });
    await expect(wrong.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it("answers 400 for tools and n > 1, and 404 for an unknown model, in OpenAI's error format", async () => {
    const messages = [{ role: "user" as const, content: "What is your return policy?" }];
    const tools = await openai.chat.completions
      .create({
        model: "webscout",
        messages,
        tools: [{ type: "function", function: { name: "lookup", parameters: { type: "object" } } }],
      })
      .catch((caught: unknown) => caught);
    expect(tools).toBeInstanceOf(OpenAI.BadRequestError);
    expect(tools).toMatchObject({ status: 400, code: "unsupported_parameter", param: "tools" });

    const many = await openai.chat.completions
      .create({ model: "webscout", messages, n: 2 })
      .catch((caught) => caught);
    expect(many).toMatchObject({ status: 400, param: "n" });

    const image = await openai.chat.completions
      .create({
        model: "webscout",
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "What is this?" },
              { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } },
            ],
          },
        ],
      })
      .catch((caught: unknown) => caught);
    expect(image).toMatchObject({ status: 400, code: "unsupported_parameter" });

    const model = await openai.chat.completions
      .create({ model: "gpt-4o", messages })
      .catch((caught) => caught);
    expect(model).toBeInstanceOf(OpenAI.NotFoundError);
    expect((model as Error).message).toMatch(/webscout/);
  });
});
