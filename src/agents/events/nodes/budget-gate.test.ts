import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeState, SETTINGS } from "#test/helpers/event-scout-kit.js";
import { createBudgetGateNode } from "./budget-gate.js";

describe("budget_gate", () => {
  it("lets the free web source through", async () => {
    const { deps } = makeDeps();
    expect(await asPlain(createBudgetGateNode(deps))(makeState(), {})).toEqual({ projected_usd: 0 });
  });

  it("projects Tavily's search and extraction and blocks over the budget with the plan", async () => {
    const { deps } = makeDeps();
    const settings = { ...SETTINGS, source: "tavily" as const, budgetUsd: 0.01 };
    const update = await asPlain(createBudgetGateNode(deps))(makeState({ settings }), {});
    expect(update.blocked).toEqual({
      projectedUsd: 0.024,
      budgetUsd: 0.01,
      plan: { source: "tavily", searches: [{ depth: "basic" }], extractUrls: 10, llmCalls: [] },
    });
  });

  it("runs over the budget when the cost is confirmed, and prices credits as configured", async () => {
    const { deps } = makeDeps({ pricePerCreditUsd: 0.01 });
    const settings = { ...SETTINGS, source: "tavily" as const, budgetUsd: 0.01, confirmCost: true };
    expect(await asPlain(createBudgetGateNode(deps))(makeState({ settings }), {})).toEqual({
      projected_usd: 0.03,
    });
  });
});
