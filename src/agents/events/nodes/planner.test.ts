import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeState, SETTINGS } from "#test/helpers/event-scout-kit.js";
import { buildProfile } from "../../../events/profile/index.js";
import { baselinePlan } from "../plan.js";
import { createPlannerNode } from "./planner.js";

describe("planner", () => {
  it("builds the profile (revised by feedback) and the baseline plan on the first pass", async () => {
    const { deps } = makeDeps();
    await deps.feedback.recordFeedback({
      url: "https://seaport.example/e/harbor",
      vote: 1,
      event: { title: "Harbor Quintet", organizer: "Seaport Music Series", location: "Pier 17, New York" },
    });
    const update = await asPlain(createPlannerNode(deps))(makeState(), {});
    expect(update.profile?.hosts).toEqual(["bluelantern.example", "library.example"]);
    expect(update.profile?.organizers).toContain("Seaport Music Series");
    expect(update.plan).toMatchObject({ retrieve: true, depth: "basic", applied: [] });
  });

  it("applies the Gate's advice once, counts the revision and adds its projected cost", async () => {
    const { deps } = makeDeps();
    const profile = buildProfile(deps.profileEvents as never);
    const settings = { ...SETTINGS, source: "tavily" as const };
    const plan = baselinePlan({ query: makeState().query as never, settings, profile });
    const update = await asPlain(createPlannerNode(deps))(
      makeState({
        settings,
        profile,
        plan,
        advice: ["advanced-search"],
        projected_usd: 0.024,
        iterations: 1,
      }),
      {},
    );
    expect(update.plan).toMatchObject({ depth: "advanced", retrieve: true, applied: ["advanced-search"] });
    expect(update.revision).toBe(1);
    expect(update.advice).toEqual([]);
    expect(update.applied_advice).toEqual(["advanced-search"]);
    expect(update.projected_usd).toBeCloseTo(0.024 + 0.032, 6);
  });

  it("drops paid advice that would take the run over its budget", async () => {
    const { deps } = makeDeps();
    const profile = buildProfile(deps.profileEvents as never);
    const settings = { ...SETTINGS, source: "tavily" as const, budgetUsd: 0.03 };
    const plan = baselinePlan({ query: makeState().query as never, settings, profile });
    const update = await asPlain(createPlannerNode(deps))(
      makeState({
        settings,
        profile,
        plan,
        advice: ["advanced-search", "relax-keywords", "widen-window"],
        spend: { credits: 3, usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 } },
      }),
      {},
    );
    expect(update.plan).toMatchObject({ depth: "basic", retrieve: false, applied: ["widen-window"] });
    expect(update.query?.dateTo).toBe("2026-12-13");
    expect(update.notes?.[0]).toMatch(/exceed the budget/);
  });
});
