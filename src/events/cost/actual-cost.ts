// What a run did cost: the credits Tavily reported plus the LLM dollars the model client metered.
import type { Usage } from "../../llm/index.js";
import { roundUsd } from "./project-cost.js";
import { DEFAULT_PRICE_PER_CREDIT_USD } from "./tavily-credits.js";

export interface ActualCost {
  actualUsd: number;
  credits: number;
  tavilyUsd: number;
  llmUsd: number;
}

export function actualCost(options: {
  /** Tavily credits reported (or computed) over the run; 0 for the web source. */
  credits: number;
  /** The model client's usage over the run; its costUsd is already priced. Default none. */
  usage?: Pick<Usage, "costUsd">;
  /** Default $0.008. */
  pricePerCreditUsd?: number;
}): ActualCost {
  const { credits, usage, pricePerCreditUsd = DEFAULT_PRICE_PER_CREDIT_USD } = options;
  const tavilyUsd = roundUsd(credits * pricePerCreditUsd);
  const llmUsd = roundUsd(usage?.costUsd ?? 0);
  return { actualUsd: roundUsd(tavilyUsd + llmUsd), credits, tavilyUsd, llmUsd };
}
