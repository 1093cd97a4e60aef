import { describe, expect, it } from "vitest";
import {
  asPlain,
  fakeWebSource,
  makeDeps,
  makeState,
  QUERY,
  SETTINGS,
} from "#test/helpers/event-scout-kit.js";
import { buildProfile } from "../../../events/profile/index.js";
import { TavilyError, type TavilySource } from "../../../events/tavily/index.js";
import { baselinePlan } from "../plan.js";
import { createRetrieverNode } from "./retriever.js";

const profile = buildProfile([]);
const plan = {
  ...baselinePlan({ query: QUERY, settings: SETTINGS, profile }),
  startUrls: ["https://a.example/"],
};

function failingTavily(): TavilySource {
  return {
    async search() {
      throw new TavilyError({
        code: "tavily-rate-limited",
        message: "rate limited",
        isRetryable: true,
        status: 429,
      });
    },
    async extract() {
      return { results: [], failed: [], credits: 0 };
    },
  };
}

describe("retriever", () => {
  it("web: reads the plan's sites with its page budget and keeps earlier documents", async () => {
    const web = fakeWebSource([{ url: "https://a.example/e/2", html: "<p>2</p>" }]);
    const { deps } = makeDeps({ webSource: web.source });
    const known = [{ url: "https://a.example/e/1", html: "<p>1</p>" }];
    const update = await asPlain(createRetrieverNode(deps))(makeState({ plan, documents: known }), {});
    expect(web.calls[0]).toMatchObject({
      startUrls: ["https://a.example/"],
      pageBudget: 40,
      knownDocuments: known,
    });
    expect(update.documents?.map((document) => document.url)).toEqual([
      "https://a.example/e/1",
      "https://a.example/e/2",
    ]);
    expect(update.iterations).toBe(1);
  });

  it("reads nothing when the plan only re-ranks", async () => {
    const web = fakeWebSource([]);
    const { deps } = makeDeps({ webSource: web.source });
    const update = await asPlain(createRetrieverNode(deps))(
      makeState({ plan: { ...plan, retrieve: false }, iterations: 1 }),
      {},
    );
    expect(web.calls).toHaveLength(0);
    expect(update).toEqual({ iterations: 2 });
  });

  it("tavily: a first search that fails is an error; a revision's failure becomes a note", async () => {
    const { deps } = makeDeps({ tavily: failingTavily() });
    const settings = { ...SETTINGS, source: "tavily" as const };
    await expect(createRetrieverNode(deps)(makeState({ settings, plan }), {})).rejects.toThrow(TavilyError);
    const update = await asPlain(createRetrieverNode(deps))(makeState({ settings, plan, iterations: 1 }), {});
    expect(update.notes?.[0]).toMatch(/revision's Tavily search failed/);
    expect(update.iterations).toBe(2);
  });
});
