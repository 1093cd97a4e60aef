// The model client an --llm value asks for (with its key and the price table), or none for the offline engine.
import type { WebscoutConfig } from "../config/index.js";
import {
  createLanguageModel,
  createModelClient,
  DEFAULT_PRICES,
  describeLlm,
  type ModelClient,
  type ModelKeys,
  type ModelPrice,
  parseLlmSpec,
  priceFor,
} from "../llm/index.js";

export type ModelConfig = Pick<WebscoutConfig, "llm" | "openaiApiKey" | "anthropicApiKey" | "prices">;

export interface ModelFromSpecOptions {
  /** An --llm value: offline | openai:MODEL | anthropic:MODEL | openai-compatible:MODEL@BASE_URL. */
  llm: string;
  keys?: ModelKeys;
  /** Merged over the built-in price table. */
  prices?: Record<string, ModelPrice>;
  /** For the provider's HTTP calls; tests pass a local one. */
  fetch?: typeof globalThis.fetch;
}

/** Undefined for "offline": the offline engine needs no model. */
export function modelFromSpec(options: ModelFromSpecOptions): ModelClient | undefined {
  const spec = parseLlmSpec(options.llm);
  if (spec.provider === "offline") return undefined;
  return createModelClient({
    id: describeLlm(spec),
    model: createLanguageModel(spec, { ...options.keys, fetch: options.fetch }),
    price: priceFor(spec.model, { ...DEFAULT_PRICES, ...options.prices }),
  });
}

export function modelFromConfig(config: ModelConfig): ModelClient | undefined {
  return modelFromSpec({
    llm: config.llm,
    keys: { openaiApiKey: config.openaiApiKey, anthropicApiKey: config.anthropicApiKey },
    prices: config.prices,
  });
}

/** How the engine is named to people: "offline" or the model, e.g. "openai:gpt-4o-mini". */
export function engineName(config: Pick<WebscoutConfig, "llm">): string {
  return describeLlm(parseLlmSpec(config.llm));
}
