// planner (and profile): builds the profile (pre-approved events, revised by feedback) on the first pass and the
// baseline plan; on a Gate `revise` applies its advice (add a domain, widen the window, relax keywords, one
// advanced search), dropping paid advice that would take the run over its budget.
import { DEFAULT_PRICE_PER_CREDIT_USD, projectCost } from "../../../events/cost/index.js";
import { applyFeedback, buildProfile } from "../../../events/profile/index.js";
import type { EventsDependencies } from "../dependencies.js";
import { baselinePlan, costPlanFor, revisePlan } from "../plan.js";
import type { EventsStateUpdate, EventsStateValue, GateAdvice } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

export function createPlannerNode(deps: EventsDependencies): EventsNode {
  const pricePerCredit = deps.pricePerCreditUsd ?? DEFAULT_PRICE_PER_CREDIT_USD;
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const { settings, query } = state;
    if (!settings || !query) throw new Error("the planner runs after input_guard");
    const emit = emitter(deps, config);
    const profile =
      state.profile ??
      applyFeedback(buildProfile([...deps.profileEvents]), await deps.feedback.feedbackSummary());
    if (!state.plan) {
      const plan = baselinePlan({ query, settings, profile });
      emit({ type: "plan-made", iteration: 1, source: settings.source, plan });
      return { profile, plan };
    }

    const previous = state.plan;
    const spentUsd = state.spend.credits * pricePerCredit + state.spend.usage.costUsd;
    const fits = (advice: GateAdvice[]) => {
      const { plan } = revisePlan({ previous, advice, query, settings, profile, focus: state.focus });
      const next = projectCost({
        plan: costPlanFor({ plan, settings, rationales: deps.model !== undefined }),
        pricePerCreditUsd: deps.pricePerCreditUsd,
        prices: deps.prices,
      });
      return settings.confirmCost || spentUsd + next.projectedUsd <= settings.budgetUsd;
    };
    let advice = [...state.advice];
    // The dearest piece goes first when the budget is tight; free advice (window, keywords on the web) stays.
    if (!fits(advice)) advice = advice.filter((piece) => piece !== "advanced-search");
    const notes: string[] = [];
    if (!fits(advice)) {
      advice = advice.filter((piece) => piece === "widen-window");
      notes.push("a new search would exceed the budget: the revision only re-ranks what was found");
    }
    const revised = revisePlan({ previous, advice, query, settings, profile, focus: state.focus });
    const revisionCost = projectCost({
      plan: costPlanFor({ plan: revised.plan, settings, rationales: false }),
      pricePerCreditUsd: deps.pricePerCreditUsd,
      prices: deps.prices,
    }).projectedUsd;
    emit({ type: "plan-made", iteration: state.iterations + 1, source: settings.source, plan: revised.plan });
    const widened = revised.query.dateTo !== query.dateTo;
    return {
      ...(widened
        ? {
            widened_because: `only ${state.shortfall} event${state.shortfall === 1 ? "" : "s"} to recommend from ${query.dateFrom} to ${query.dateTo}, and no end date was given`,
          }
        : {}),
      profile,
      plan: revised.plan,
      query: revised.query,
      revision: state.revision + 1,
      projected_usd: state.projected_usd + revisionCost,
      applied_advice: [...state.applied_advice, ...state.advice],
      advice: [],
      notes,
    };
  };
}
