import { describe, expect, it } from "vitest";
import { PROFILE, QUERY, SETTINGS } from "#test/helpers/event-scout-kit.js";
import { buildProfile } from "../../events/profile/index.js";
import { allDomains, baselinePlan, costPlanFor, revisePlan, startUrlsFor } from "./plan.js";

const profile = buildProfile(PROFILE);

describe("plans", () => {
  it("starts from the -d domains and the profile's hosts, at the origins the profile used", () => {
    const settings = { ...SETTINGS, extraDomains: ["extra.example"] };
    expect(allDomains(settings.extraDomains, profile)).toEqual([
      "extra.example",
      "bluelantern.example",
      "library.example",
    ]);
    const plan = baselinePlan({ query: QUERY, settings, profile });
    expect(plan.startUrls).toEqual([
      "https://extra.example/",
      "https://bluelantern.example/",
      "https://library.example/",
    ]);
    expect(plan).toMatchObject({ depth: "basic", retrieve: true, relaxKeywords: false, pageBudget: 40 });
    expect(plan.searchText).toContain("jazz bebop swing events New York");
    expect(startUrlsFor(["127.0.0.1:28320"], profile)).toEqual(["https://127.0.0.1:28320/"]);
  });

  it("prices Tavily's search and the shortlist's extraction, and nothing for the web source offline", () => {
    const plan = baselinePlan({ query: QUERY, settings: SETTINGS, profile });
    expect(costPlanFor({ plan, settings: { ...SETTINGS, source: "tavily" }, rationales: false })).toEqual({
      source: "tavily",
      searches: [{ depth: "basic" }],
      extractUrls: 10,
      llmCalls: [],
    });
    const withModel = costPlanFor({
      plan,
      settings: { ...SETTINGS, model: "openai:gpt-4o-mini" },
      rationales: true,
    });
    expect(withModel.searches).toEqual([]);
    expect(withModel.llmCalls).toHaveLength(2);
  });

  it("applies the Gate's advice: more domains, a 21-day window, relaxed keywords, a deeper search", () => {
    const many = buildProfile(
      Array.from(
        { length: 12 },
        (_, index) => ({ ...PROFILE[0], url: `https://site${index}.example/e` }) as (typeof PROFILE)[0],
      ),
    );
    const previous = baselinePlan({ query: QUERY, settings: SETTINGS, profile: many });
    expect(previous.domains).toHaveLength(8);
    const { plan, query } = revisePlan({
      previous,
      advice: ["add-domain", "widen-window", "relax-keywords", "advanced-search"],
      query: QUERY,
      settings: SETTINGS,
      profile: many,
    });
    expect(plan.domains).toHaveLength(12);
    expect(query.dateTo).toBe("2026-12-13");
    expect(plan).toMatchObject({ relaxKeywords: true, depth: "advanced", pageBudget: 80, retrieve: true });
  });

  it("points a deeper search at the part of the query that is missing", () => {
    const profile = buildProfile(PROFILE);
    const { plan } = revisePlan({
      previous: baselinePlan({
        query: { ...QUERY, text: "live jazz and theater" },
        settings: SETTINGS,
        profile,
      }),
      advice: ["advanced-search"],
      query: { ...QUERY, text: "live jazz and theater" },
      settings: { ...SETTINGS, source: "tavily" },
      profile,
      focus: "theater",
    });
    // The missing clause and its synonyms lead; the profile's keywords follow as before.
    expect(plan.searchText.startsWith("theater theatre playwright events New York")).toBe(true);
  });

  it("re-ranks without reading when the web source only widens the window or relaxes keywords", () => {
    const previous = baselinePlan({ query: QUERY, settings: SETTINGS, profile });
    const web = revisePlan({
      previous,
      advice: ["widen-window", "relax-keywords"],
      query: QUERY,
      settings: SETTINGS,
      profile,
    });
    expect(web.plan.retrieve).toBe(false);
    const tavily = revisePlan({
      previous,
      advice: ["relax-keywords"],
      query: QUERY,
      settings: { ...SETTINGS, source: "tavily" },
      profile,
    });
    expect(tavily.plan.retrieve).toBe(true);
    expect(tavily.plan.searchText).toBe("jazz bebop swing events New York");
  });
});
