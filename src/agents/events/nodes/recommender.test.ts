import { describe, expect, it } from "vitest";
import {
  asPlain,
  makeDeps,
  makeEvent,
  makeState,
  PROFILE,
  QUERY,
  SETTINGS,
} from "#test/helpers/event-scout-kit.js";
import { buildProfile } from "../../../events/profile/index.js";
import type { ScoredEvent } from "../../../events/ranking/index.js";
import { baselinePlan } from "../plan.js";
import { createRecommenderNode, inScope, weakestClause } from "./recommender.js";

const profile = buildProfile(PROFILE);
const plan = baselinePlan({ query: QUERY, settings: SETTINGS, profile });

describe("recommender (the gate)", () => {
  it("names the clause of the query the fewest ranked events fit, for the next search", () => {
    const fitting = (clause: string): ScoredEvent => ({
      event: makeEvent(),
      score: 1,
      relevance: 1,
      affinity: 0,
      recommendation: "approved",
      reasons: { queryWords: [], keywords: [], kind: { status: "match", matched: [], clause } },
    });
    const ranked = [fitting("live jazz"), fitting("live jazz"), fitting("arts talks"), fitting("theater")];
    const query = "live jazz and theater, arts talks, comedy";
    expect(weakestClause(query, ranked)).toBe("comedy");
    expect(weakestClause("live jazz and theater", [fitting("live jazz"), fitting("theater")])).toBeNull();
    expect(weakestClause("jazz concerts", ranked)).toBeNull();
  });

  it("drops events outside the window or the city, cancelled ones and ones without a place", () => {
    const kept = makeEvent();
    const events = [
      kept,
      makeEvent({ title: "Too late", start: "2026-12-07T20:00:00-05:00" }),
      makeEvent({ title: "Too early", start: "2026-11-21T20:00:00-05:00" }),
      makeEvent({ title: "Boston", location: "Tremont Hall, 12 Tremont St, Boston, MA", city: "Boston" }),
      makeEvent({ title: "Cancelled", status: "cancelled" }),
      makeEvent({ title: "Nowhere", location: "", city: undefined }),
      // No city named, but at a venue of the pre-approved New York events.
      makeEvent({
        title: "Venue only",
        location: "Hamilton Heights Library",
        city: undefined,
        url: "https://other.example/e",
      }),
      // No city named and nothing known about the place.
      makeEvent({
        title: "Unknown place",
        location: "The Loft",
        city: undefined,
        url: "https://other.example/f",
      }),
    ];
    expect(inScope(events, QUERY, profile).map((event) => event.title)).toEqual([
      "Late Night Jazz Trio",
      "Venue only",
    ]);
  });

  it("asks for a revision with advice while fewer than Top-K can be recommended", async () => {
    const { deps } = makeDeps();
    const update = await asPlain(createRecommenderNode(deps))(
      makeState({ plan, profile, candidates: [makeEvent()] }),
      {},
    );
    expect(update.decision).toBe("revise");
    expect(update.advice).toEqual(["advanced-search"]);
    const later = await asPlain(createRecommenderNode(deps))(
      makeState({ plan, profile, candidates: [makeEvent()], applied_advice: ["advanced-search"] }),
      {},
    );
    expect(later.advice).toEqual(["widen-window", "relax-keywords"]);
  });

  it("accepts at the revision bound and writes the Top-K with every field", async () => {
    const { deps } = makeDeps();
    const update = await asPlain(createRecommenderNode(deps))(
      makeState({ plan, profile, candidates: [makeEvent()], revision: SETTINGS.maxRevisions }),
      {},
    );
    expect(update.decision).toBe("accept");
    expect(update.ranked).toEqual([
      {
        title: "Late Night Jazz Trio",
        start: "2026-11-28T20:00:00-05:00",
        end: null,
        location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY 10014",
        organizer: "Blue Lantern Jazz Club",
        url: "https://bluelantern.example/shows/late-night-jazz-trio",
        recommendation: "approved",
        score: expect.any(Number),
        rationale: expect.stringMatching(
          /^Recommended: it is the kind you asked for \("jazz"\).*Sat Nov 28, 8:00 PM\.$/,
        ),
      },
    ]);
  });

  it("accepts at once when Top-K events can be recommended", async () => {
    const { deps } = makeDeps();
    const candidates = Array.from({ length: 12 }, (_, index) =>
      makeEvent({
        title: `Jazz Night ${index}`,
        organizer: `Organizer ${index}`,
        location: "Blue Lantern Jazz Club, New York, NY",
        url: `https://bluelantern.example/e/${index}`,
      }),
    );
    const update = await asPlain(createRecommenderNode(deps))(makeState({ plan, profile, candidates }), {});
    expect(update.decision).toBe("accept");
    expect(update.ranked).toHaveLength(10);
  });
});
