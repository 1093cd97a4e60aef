// Picks the reasoner for an --llm value: the offline engine, or an LLM reasoner backed by the AI SDK.
import type { WebscoutConfig } from "../../config/index.js";
import {
  createLanguageModel,
  createModelClient,
  DEFAULT_PRICES,
  describeLlm,
  type ModelKeys,
  type ModelPrice,
  parseLlmSpec,
  priceFor,
} from "../../llm/index.js";
import { createLlmReasoner } from "./llm-reasoner.js";
import { createOfflineReasoner } from "./offline-reasoner.js";
import type { Reasoner } from "./reasoner.js";

export function createReasoner(options: {
  llm: string;
  keys?: ModelKeys;
  /** Price table override from the config file. */
  prices?: Record<string, ModelPrice>;
  fetch?: typeof globalThis.fetch;
}): Reasoner {
  const spec = parseLlmSpec(options.llm);
  if (spec.provider === "offline") return createOfflineReasoner();
  const model = createLanguageModel(spec, { ...options.keys, fetch: options.fetch });
  const client = createModelClient({
    id: describeLlm(spec),
    model,
    price: priceFor(spec.model, options.prices),
  });
  return createLlmReasoner({ client });
}

/** The reasoner the configuration asks for (--llm, its key, the price table override). */
export function reasonerFromConfig(config: WebscoutConfig): Reasoner {
  return createReasoner({
    llm: config.llm,
    keys: { openaiApiKey: config.openaiApiKey, anthropicApiKey: config.anthropicApiKey },
    prices: { ...DEFAULT_PRICES, ...config.prices },
  });
}
