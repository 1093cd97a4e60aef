export { type ActualCost, actualCost } from "./actual-cost.js";
export { BudgetExceededError } from "./budget-exceeded-error.js";
export { checkBudget, DEFAULT_BUDGET_USD } from "./check-budget.js";
export { formatUsd } from "./format-usd.js";
export {
  type CostBreakdown,
  type CostPlan,
  type CostProjection,
  modelIdOf,
  type PlannedLlmCall,
  type ProjectCostOptions,
  projectCost,
  roundUsd,
} from "./project-cost.js";
export {
  DEFAULT_PRICE_PER_CREDIT_USD,
  extractCredits,
  searchCredits,
  TAVILY_CREDITS,
  type TavilyExtractDepth,
  type TavilySearchDepth,
} from "./tavily-credits.js";
