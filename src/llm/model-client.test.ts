import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { createLanguageModel } from "./create-language-model.js";
import { LlmOutputError } from "./llm-output-error.js";
import { parseLlmSpec } from "./llm-spec.js";
import { createModelClient } from "./model-client.js";
import { addUsage, emptyUsage, type Usage } from "./usage-meter.js";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());

function client() {
  const spec = parseLlmSpec(`openai-compatible:test-model@${server.baseURL}`);
  if (spec.provider !== "openai-compatible") throw new Error("unexpected spec");
  return createModelClient({
    id: "openai-compatible:test-model",
    model: createLanguageModel(spec, { openaiApiKey: "sk-test" }),
    price: { inputPerMillion: 1_000_000, outputPerMillion: 2_000_000 },
    maxRetries: 0,
  });
}

const schema = z.object({ decision: z.enum(["answer", "explore"]), indices: z.array(z.number().int()) });

describe("model client over a real AI SDK client and a local OpenAI-compatible server", () => {
  it("parses a fenced JSON reply and meters tokens and dollars", async () => {
    server.requests.length = 0;
    server.setReply(() => 'Sure:\n```json\n{"decision":"explore","indices":[2,3]}\n```');
    let usage: Usage = emptyUsage();
    const value = await client().generateJson({
      system: "decide",
      prompt: "question",
      schema,
      onUsage: (call) => {
        usage = addUsage(usage, call);
      },
    });
    expect(value).toEqual({ decision: "explore", indices: [2, 3] });
    expect(usage.llmCalls).toBe(1);
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(usage.costUsd).toBeCloseTo(usage.inputTokens + 2 * usage.outputTokens);
    expect(server.requests[0]?.authorization).toBe("Bearer sk-test");
  });

  it("retries once quoting the validation error, then succeeds", async () => {
    server.requests.length = 0;
    server.setReply((_request, call) =>
      call === 1 ? '{"decision":"dance","indices":[]}' : '{"decision":"answer","indices":[0]}',
    );
    const value = await client().generateJson({ system: "decide", prompt: "question", schema });
    expect(value.decision).toBe("answer");
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.messages.at(-1)?.content).toMatch(/invalid.*decision/);
  });

  it("gives up with LlmOutputError after two malformed replies", async () => {
    server.setReply(() => "I cannot comply.");
    await expect(client().generateJson({ system: "s", prompt: "p", schema })).rejects.toBeInstanceOf(
      LlmOutputError,
    );
  });

  it("streams text in pieces and reports usage at the end", async () => {
    server.setReply(() => "Returns are accepted within 30 days [1].");
    const deltas: string[] = [];
    let usage: Usage = emptyUsage();
    const text = await client().streamText({
      system: "answer",
      prompt: "q",
      onDelta: (delta) => deltas.push(delta),
      onUsage: (call) => {
        usage = call;
      },
    });
    expect(text).toBe("Returns are accepted within 30 days [1].");
    expect(deltas.length).toBeGreaterThan(1);
    expect(usage.outputTokens).toBe(Math.ceil(text.length / 4));
  });
});

describe("parseLlmSpec and keys", () => {
  it("understands every form and rejects the rest with the accepted forms", () => {
    expect(parseLlmSpec("offline")).toEqual({ provider: "offline" });
    expect(parseLlmSpec("openai:gpt-4o-mini")).toEqual({ provider: "openai", model: "gpt-4o-mini" });
    expect(parseLlmSpec("openai-compatible:llama3@http://localhost:11434/v1")).toMatchObject({
      baseURL: "http://localhost:11434/v1",
    });
    expect(() => parseLlmSpec("gemini")).toThrow(/openai-compatible:MODEL@BASE_URL/);
  });

  it("names the flag and the variable when a key is missing", () => {
    expect(() => createLanguageModel({ provider: "openai", model: "gpt-4o-mini" })).toThrow(
      /--llm openai:gpt-4o-mini.*OPENAI_API_KEY/,
    );
    expect(() => createLanguageModel({ provider: "anthropic", model: "claude-sonnet-4" })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
  });
});
