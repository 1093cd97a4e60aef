import { BudgetExceededError } from "./budget-exceeded-error.js";
import type { CostPlan, CostProjection } from "./project-cost.js";

/** The soft cap per event query when --budget is not given. */
export const DEFAULT_BUDGET_USD = 0.1;

/**
 * budget_gate's decision: throws BudgetExceededError when the projection is over the budget and the user
 * has not confirmed the cost (--confirm-cost); returns the projection otherwise.
 */
export function checkBudget(options: {
  projection: CostProjection;
  plan: CostPlan;
  /** Default DEFAULT_BUDGET_USD ($0.10). */
  budgetUsd?: number;
  /** --confirm-cost: run whatever the projection. Default false. */
  confirmed?: boolean;
}): CostProjection {
  const { projection, plan, budgetUsd = DEFAULT_BUDGET_USD, confirmed = false } = options;
  if (!confirmed && projection.projectedUsd > budgetUsd) {
    throw new BudgetExceededError({ projectedUsd: projection.projectedUsd, budgetUsd, plan });
  }
  return projection;
}
