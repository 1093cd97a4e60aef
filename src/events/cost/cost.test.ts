import { describe, expect, it } from "vitest";
import { WebscoutError } from "../../errors/index.js";
import {
  actualCost,
  BudgetExceededError,
  type CostPlan,
  checkBudget,
  extractCredits,
  modelIdOf,
  projectCost,
  searchCredits,
  TAVILY_CREDITS,
} from "./index.js";

const noLlm: CostPlan["llmCalls"] = [];

describe("Tavily credits", () => {
  it("charges 1 for a basic search and 2 for an advanced one", () => {
    expect(searchCredits("basic")).toBe(1);
    expect(searchCredits("advanced")).toBe(2);
    expect(TAVILY_CREDITS.search).toEqual({ basic: 1, advanced: 2 });
  });

  it("charges 1 per started group of 5 successful URLs; no URL, no charge", () => {
    expect([0, 1, 4, 5, 6, 10, 11].map((urls) => extractCredits(urls))).toEqual([0, 1, 1, 1, 2, 2, 3]);
    expect(extractCredits(6, "advanced")).toBe(4);
  });
});

describe("projectCost", () => {
  it("prices a basic search and 10 extracted URLs at $0.008 a credit", () => {
    const plan: CostPlan = { searches: [{ depth: "basic" }], extractUrls: 10, llmCalls: noLlm };
    const { projectedUsd, breakdown } = projectCost({ plan });
    expect(breakdown).toMatchObject({
      searchCredits: 1,
      extractCredits: 2,
      credits: 3,
      pricePerCreditUsd: 0.008,
    });
    expect(projectedUsd).toBe(0.024);
  });

  it("counts an advanced search as 2 credits, rounds extraction up, and takes a configured price per credit", () => {
    const plan: CostPlan = {
      searches: [{ depth: "basic" }, { depth: "advanced" }],
      extractUrls: 11,
      llmCalls: noLlm,
    };
    const { projectedUsd, breakdown } = projectCost({ plan, pricePerCreditUsd: 0.01 });
    expect(breakdown.credits).toBe(1 + 2 + 3);
    expect(projectedUsd).toBe(0.06);
  });

  it("adds LLM tokens × the model's price, free offline and for unknown local models", () => {
    const plan: CostPlan = {
      searches: [],
      extractUrls: 0,
      llmCalls: [
        { model: "openai:gpt-4o-mini", inputTokens: 10_000, outputTokens: 1_000 },
        { model: "offline", inputTokens: 5_000, outputTokens: 5_000 },
        {
          model: "openai-compatible:llama3.1@http://localhost:11434/v1",
          inputTokens: 9_000,
          outputTokens: 9_000,
        },
      ],
    };
    const { projectedUsd, breakdown } = projectCost({ plan });
    // 10 000 × $0.15/M + 1 000 × $0.60/M = $0.0015 + $0.0006
    expect(breakdown.llmCalls.map((call) => call.usd)).toEqual([0.0021, 0, 0]);
    expect(projectedUsd).toBe(0.0021);
    const custom = projectCost({
      plan,
      prices: { "gpt-4o-mini": { inputPerMillion: 1, outputPerMillion: 2 } },
    });
    expect(custom.projectedUsd).toBe(0.012);
  });

  it("charges nothing for the web source's searches and extractions", () => {
    const plan: CostPlan = {
      source: "web",
      searches: [{ depth: "advanced" }],
      extractUrls: 20,
      llmCalls: [{ model: "anthropic:claude-sonnet-4-5", inputTokens: 1_000, outputTokens: 0 }],
    };
    const { projectedUsd, breakdown } = projectCost({ plan });
    expect(breakdown.credits).toBe(0);
    expect(breakdown.tavilyUsd).toBe(0);
    expect(projectedUsd).toBe(0.003);
  });

  it("reads model ids out of --llm specs", () => {
    expect(modelIdOf("openai:gpt-4o")).toBe("gpt-4o");
    expect(modelIdOf("gpt-4o")).toBe("gpt-4o");
    expect(modelIdOf("openai-compatible:qwen@http://127.0.0.1:8080/v1")).toBe("qwen");
    expect(modelIdOf("offline")).toBeUndefined();
  });
});

describe("actualCost", () => {
  it("prices the reported credits and adds the metered LLM dollars", () => {
    expect(actualCost({ credits: 3, usage: { costUsd: 0.0021 } })).toEqual({
      actualUsd: 0.0261,
      credits: 3,
      tavilyUsd: 0.024,
      llmUsd: 0.0021,
    });
    expect(actualCost({ credits: 0 }).actualUsd).toBe(0);
  });
});

describe("checkBudget", () => {
  const plan: CostPlan = { searches: [{ depth: "advanced" }], extractUrls: 100, llmCalls: noLlm };
  const projection = projectCost({ plan }); // 2 + 20 credits = $0.176

  it("blocks a run over the $0.10 default with the projection, budget and plan", () => {
    let caught: unknown;
    try {
      checkBudget({ projection, plan });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BudgetExceededError);
    expect(caught).toBeInstanceOf(WebscoutError);
    const error = caught as BudgetExceededError;
    expect(error.code).toBe("budget-exceeded");
    expect(error.toJSON()).toEqual({ projectedUsd: 0.176, budgetUsd: 0.1, plan });
    expect(error.hint).toMatch(/--confirm-cost/);
  });

  it("lets it through when confirmed or under a larger budget", () => {
    expect(checkBudget({ projection, plan, confirmed: true })).toBe(projection);
    expect(checkBudget({ projection, plan, budgetUsd: 0.2 })).toBe(projection);
  });
});
