// budget_gate: prices the baseline plan (Tavily credits + LLM tokens; the web source is free) before anything is
// spent. Over --budget without --confirm-cost, the run stops with `blocked` and the estimate.
import { BudgetExceededError, checkBudget, projectCost } from "../../../events/cost/index.js";
import { emptyProfile } from "../../../events/profile/index.js";
import type { EventsDependencies } from "../dependencies.js";
import { baselinePlan, costPlanFor } from "../plan.js";
import type { EventsStateUpdate, EventsStateValue } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

export function createBudgetGateNode(deps: EventsDependencies): EventsNode {
  return (state: EventsStateValue, config): EventsStateUpdate => {
    const { settings, query } = state;
    if (!settings || !query) throw new Error("budget_gate runs after input_guard");
    const plan = costPlanFor({
      plan: baselinePlan({ query, settings, profile: emptyProfile() }),
      settings,
      rationales: deps.model !== undefined,
    });
    const projection = projectCost({ plan, pricePerCreditUsd: deps.pricePerCreditUsd, prices: deps.prices });
    const emit = emitter(deps, config);
    try {
      checkBudget({ projection, plan, budgetUsd: settings.budgetUsd, confirmed: settings.confirmCost });
    } catch (error) {
      if (!(error instanceof BudgetExceededError)) throw error;
      emit({
        type: "budget-checked",
        projectedUsd: error.projectedUsd,
        budgetUsd: error.budgetUsd,
        blocked: true,
      });
      return { blocked: error.toJSON(), projected_usd: projection.projectedUsd };
    }
    emit({
      type: "budget-checked",
      projectedUsd: projection.projectedUsd,
      budgetUsd: settings.budgetUsd,
      blocked: false,
    });
    return { projected_usd: projection.projectedUsd };
  };
}
