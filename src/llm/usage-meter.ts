// Sums LLM calls, tokens and dollars over one question (or one event query).

export interface Usage {
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export const emptyUsage = (): Usage => ({ llmCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 });

export function addUsage(total: Usage, call: Usage): Usage {
  return {
    llmCalls: total.llmCalls + call.llmCalls,
    inputTokens: total.inputTokens + call.inputTokens,
    outputTokens: total.outputTokens + call.outputTokens,
    // Rounded to micro-dollars so sums stay readable.
    costUsd: Math.round((total.costUsd + call.costUsd) * 1e6) / 1e6,
  };
}
