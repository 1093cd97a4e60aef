import { WebscoutError } from "../../errors/index.js";
import { formatUsd } from "./format-usd.js";
import type { CostPlan } from "./project-cost.js";

/** budget_gate's refusal: the planned calls would cost more than the budget. The CLI exits 3 on it. */
export class BudgetExceededError extends WebscoutError {
  readonly projectedUsd: number;
  readonly budgetUsd: number;
  readonly plan: CostPlan;

  constructor(options: { projectedUsd: number; budgetUsd: number; plan: CostPlan }) {
    super(
      "budget-exceeded",
      `the planned calls would cost about ${formatUsd(options.projectedUsd)}, over the ${formatUsd(options.budgetUsd)} budget`,
      { hint: "re-run with --confirm-cost to accept the estimate, or raise --budget" },
    );
    this.projectedUsd = options.projectedUsd;
    this.budgetUsd = options.budgetUsd;
    this.plan = options.plan;
  }

  /** The `blocked` object of `webscout events --json`. */
  toJSON(): { projectedUsd: number; budgetUsd: number; plan: CostPlan } {
    return { projectedUsd: this.projectedUsd, budgetUsd: this.budgetUsd, plan: this.plan };
  }
}
