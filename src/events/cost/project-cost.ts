// budget_gate's arithmetic: what a plan of Tavily calls and LLM calls will cost before it runs.
import { costUsd, DEFAULT_PRICES, type ModelPrice, priceFor } from "../../llm/index.js";
import {
  DEFAULT_PRICE_PER_CREDIT_USD,
  extractCredits,
  searchCredits,
  type TavilySearchDepth,
} from "./tavily-credits.js";

export interface PlannedLlmCall {
  inputTokens: number;
  outputTokens: number;
  /** "provider:model" as in --llm (e.g. "openai:gpt-4o-mini"), a bare model id, or "offline" (free). */
  model: string;
}

/** The calls a run intends to make. */
export interface CostPlan {
  /** "web" crawls the allowlisted sites directly, so its searches and extractions cost nothing. Default "tavily". */
  source?: "tavily" | "web";
  searches: { depth: TavilySearchDepth }[];
  /** URLs to send to /extract; projected as if all succeed (failures are free, so this is an upper bound). */
  extractUrls: number;
  llmCalls: PlannedLlmCall[];
}

export interface CostBreakdown {
  source: "tavily" | "web";
  searchCredits: number;
  extractCredits: number;
  credits: number;
  pricePerCreditUsd: number;
  tavilyUsd: number;
  llmUsd: number;
  llmCalls: { model: string; inputTokens: number; outputTokens: number; usd: number }[];
}

export interface CostProjection {
  projectedUsd: number;
  breakdown: CostBreakdown;
}

export interface ProjectCostOptions {
  plan: CostPlan;
  /** Default $0.008 (Tavily pay-as-you-go). */
  pricePerCreditUsd?: number;
  /** USD per million tokens by model id prefix. Default DEFAULT_PRICES from src/llm; unknown models cost 0. */
  prices?: Record<string, ModelPrice>;
}

/** Rounded to micro-dollars so sums stay readable (as src/llm's usage meter does). */
export const roundUsd = (usd: number): number => Math.round(usd * 1e6) / 1e6;

/** The model id the price table is keyed by: "openai:gpt-4o-mini" → "gpt-4o-mini"; undefined when offline. */
export function modelIdOf(model: string): string | undefined {
  const spec = model.trim();
  if (spec === "" || spec === "offline") return undefined;
  const match = /^(?:openai|anthropic|openai-compatible):(.+)$/.exec(spec);
  const id = match?.[1] ?? spec;
  // openai-compatible:MODEL@BASE_URL
  return id.split("@")[0];
}

export function projectCost(options: ProjectCostOptions): CostProjection {
  const { plan, pricePerCreditUsd = DEFAULT_PRICE_PER_CREDIT_USD, prices = DEFAULT_PRICES } = options;
  const source = plan.source ?? "tavily";
  const tavily = source === "tavily";
  const search = tavily ? plan.searches.reduce((sum, call) => sum + searchCredits(call.depth), 0) : 0;
  const extract = tavily ? extractCredits(plan.extractUrls) : 0;
  const credits = search + extract;
  const llmCalls = plan.llmCalls.map((call) => {
    const id = modelIdOf(call.model);
    const usd = id === undefined ? 0 : costUsd(priceFor(id, prices), call.inputTokens, call.outputTokens);
    return {
      model: call.model,
      inputTokens: call.inputTokens,
      outputTokens: call.outputTokens,
      usd: roundUsd(usd),
    };
  });
  const tavilyUsd = roundUsd(credits * pricePerCreditUsd);
  const llmUsd = roundUsd(llmCalls.reduce((sum, call) => sum + call.usd, 0));
  return {
    projectedUsd: roundUsd(tavilyUsd + llmUsd),
    breakdown: {
      source,
      searchCredits: search,
      extractCredits: extract,
      credits,
      pricePerCreditUsd,
      tavilyUsd,
      llmUsd,
      llmCalls,
    },
  };
}
