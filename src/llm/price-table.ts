// US dollars per million tokens, by model id prefix; overridable from the config file ("prices").

export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** List prices at the time of writing; unknown models (local servers) cost 0. */
export const DEFAULT_PRICES: Record<string, ModelPrice> = {
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  "gpt-4.1-nano": { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8 },
  "gpt-5-mini": { inputPerMillion: 0.25, outputPerMillion: 2 },
  "gpt-5-nano": { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  "gpt-5": { inputPerMillion: 1.25, outputPerMillion: 10 },
  "claude-3-5-haiku": { inputPerMillion: 0.8, outputPerMillion: 4 },
  "claude-haiku-4": { inputPerMillion: 1, outputPerMillion: 5 },
  "claude-sonnet-4": { inputPerMillion: 3, outputPerMillion: 15 },
  "claude-opus-4": { inputPerMillion: 15, outputPerMillion: 75 },
};

/** The price of the longest matching prefix of `modelId`, or zero. */
export function priceFor(modelId: string, prices: Record<string, ModelPrice> = DEFAULT_PRICES): ModelPrice {
  const match = Object.keys(prices)
    .filter((prefix) => modelId.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  return match ? (prices[match] as ModelPrice) : { inputPerMillion: 0, outputPerMillion: 0 };
}

export function costUsd(price: ModelPrice, inputTokens: number, outputTokens: number): number {
  return (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000;
}
