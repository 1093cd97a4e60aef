// One small interface over the AI SDK: a validated JSON object, or streamed text; each call metered.
import { generateText, type LanguageModel, type ModelMessage, streamText } from "ai";
import type { z } from "zod";
import { LlmOutputError } from "./llm-output-error.js";
import { parseJsonReply } from "./parse-json-reply.js";
import { costUsd, type ModelPrice } from "./price-table.js";
import type { Usage } from "./usage-meter.js";

export interface ModelClient {
  /** "provider:model", for display and telemetry. */
  readonly id: string;
  /** Asks for one JSON object matching `schema`; one retry that quotes the validation error, then LlmOutputError. */
  generateJson<T>(options: {
    system: string;
    prompt: string;
    schema: z.ZodType<T>;
    signal?: AbortSignal;
    onUsage?: (usage: Usage) => void;
  }): Promise<T>;
  /** Streams text, calling `onDelta` per chunk; resolves to the full text. */
  streamText(options: {
    system: string;
    prompt: string;
    signal?: AbortSignal;
    onDelta?: (delta: string) => void;
    onUsage?: (usage: Usage) => void;
  }): Promise<string>;
}

function meter(price: ModelPrice, usage: { inputTokens?: number; outputTokens?: number }): Usage {
  const inputTokens = usage.inputTokens ?? 0;
  const outputTokens = usage.outputTokens ?? 0;
  return { llmCalls: 1, inputTokens, outputTokens, costUsd: costUsd(price, inputTokens, outputTokens) };
}

export function createModelClient(options: {
  id: string;
  model: LanguageModel;
  price: ModelPrice;
  /** Output token cap per call. */
  maxOutputTokens?: number;
  /** Retries of failed API calls (network, 429, 5xx), done by the AI SDK. */
  maxRetries?: number;
}): ModelClient {
  const { id, model, price, maxOutputTokens = 1200, maxRetries = 2 } = options;
  return {
    id,
    async generateJson({ system, prompt, schema, signal, onUsage }) {
      const messages: ModelMessage[] = [{ role: "user", content: prompt }];
      let lastError = "";
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await generateText({
          model,
          system,
          messages,
          maxOutputTokens,
          maxRetries,
          temperature: 0,
          abortSignal: signal,
        });
        onUsage?.(meter(price, result.usage));
        try {
          const parsed = schema.safeParse(parseJsonReply(result.text));
          if (parsed.success) return parsed.data;
          lastError = parsed.error.issues
            .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
            .join("; ");
        } catch (error) {
          lastError = (error as Error).message;
        }
        messages.push(
          { role: "assistant", content: result.text },
          {
            role: "user",
            content: `That reply was invalid (${lastError}). Reply again with only the JSON object.`,
          },
        );
      }
      throw new LlmOutputError(`the model's reply was invalid twice: ${lastError}`, lastError);
    },
    async streamText({ system, prompt, signal, onDelta, onUsage }) {
      const result = streamText({
        model,
        system,
        prompt,
        maxOutputTokens,
        maxRetries,
        temperature: 0,
        abortSignal: signal,
      });
      let text = "";
      for await (const delta of result.textStream) {
        text += delta;
        onDelta?.(delta);
      }
      onUsage?.(meter(price, await result.usage));
      return text;
    },
  };
}
