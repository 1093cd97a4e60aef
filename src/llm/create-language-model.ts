// Builds an AI SDK language model for a parsed --llm spec; a missing key names the flag and the variable.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { UsageError } from "../errors/index.js";
import type { LlmSpec } from "./llm-spec.js";

export interface ModelKeys {
  openaiApiKey?: string;
  anthropicApiKey?: string;
}

function requireKey(key: string | undefined, spec: LlmSpec, variable: string): string {
  if (key) return key;
  const model = "model" in spec ? spec.model : "";
  throw new UsageError(`--llm ${spec.provider}:${model} needs an API key: set ${variable}`, {
    hint: "or use --llm offline (the default) to run without a model",
  });
}

export function createLanguageModel(
  spec: Exclude<LlmSpec, { provider: "offline" }>,
  options: ModelKeys & { fetch?: typeof globalThis.fetch } = {},
): LanguageModel {
  switch (spec.provider) {
    case "openai":
      // Chat Completions, not Responses: the same wire format as every OpenAI-compatible server.
      return createOpenAI({
        apiKey: requireKey(options.openaiApiKey, spec, "OPENAI_API_KEY"),
        fetch: options.fetch,
      }).chat(spec.model);
    case "anthropic":
      return createAnthropic({
        apiKey: requireKey(options.anthropicApiKey, spec, "ANTHROPIC_API_KEY"),
        fetch: options.fetch,
      })(spec.model);
    case "openai-compatible":
      // Local servers (Ollama, vLLM, llama.cpp, LM Studio) usually need no key; OPENAI_API_KEY is sent if set.
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: spec.baseURL,
        apiKey: options.openaiApiKey,
        includeUsage: true,
        fetch: options.fetch,
      }).chatModel(spec.model);
  }
}
