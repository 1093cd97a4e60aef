// recommender (the gate): keeps the events in the window and the city (cancelled ones never), ranks them against the
// query and the profile, and either asks for a revision (fewer than Top-K events to recommend, revisions left,
// advice left) or accepts and writes each Top-K event's rationale.
import { DEFAULT_PRICE_PER_CREDIT_USD, projectCost } from "../../../events/cost/index.js";
import { startsWithin } from "../../../events/event-time.js";
import type { EventQuery, EventRecord, RankedEvent } from "../../../events/event-types.js";
import { cityMatches, timeZoneForCity } from "../../../events/extract/index.js";
import { venueKey } from "../../../events/identity/index.js";
import { parseQueryKinds } from "../../../events/kinds/index.js";
import { type EventsProfile, hostEntryOf } from "../../../events/profile/index.js";
import { rankEvents, type ScoredEvent } from "../../../events/ranking/index.js";
import { addUsage, emptyUsage, type Usage } from "../../../llm/index.js";
import type { EventsDependencies } from "../dependencies.js";
import { checkKindsWithModel, KIND_CHECK_MAX_EVENTS } from "../kind-check.js";
import { allDomains, costPlanFor, WIDENED_WINDOW_DAYS } from "../plan.js";
import { writeRationales } from "../rationales.js";
import type { EventsStateUpdate, EventsStateValue, GateAdvice } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

/**
 * In the queried city: its place names the city; or it names no known city at all and comes from a site or
 * venue of the pre-approved events held in that city.
 */
export function isInCity(event: EventRecord, query: EventQuery, profile: EventsProfile): boolean {
  const place = [event.city, event.location].filter(Boolean).join(", ");
  if (place !== "" && cityMatches(place, query.city)) return true;
  if (place !== "" && timeZoneForCity(place) !== undefined) return false;
  const local = profile.events.filter((approved) => cityMatches(approved.location, query.city));
  const host = hostEntryOf(event.url);
  const venue = venueKey(event.location);
  return local.some(
    (approved) =>
      (host !== undefined && hostEntryOf(approved.url) === host) ||
      (venue !== "" && venueKey(approved.location) === venue),
  );
}

/**
 * Events that can be recommended at all: scheduled (or rescheduled), with a place (a list needs one, and the
 * city cannot be checked without it), in the window, in the city.
 */
export function inScope(
  events: readonly EventRecord[],
  query: EventQuery,
  profile: EventsProfile,
): EventRecord[] {
  return events.filter(
    (event) =>
      (event.status === "scheduled" || event.status === "rescheduled") &&
      event.location.trim() !== "" &&
      startsWithin(event.start, query.timeZone, query.dateFrom, query.dateTo) &&
      isInCity(event, query, profile),
  );
}

/**
 * The clause of a query with several ("live jazz and theater, arts talks") that the fewest ranked events fit
 * ("theater"), or null when the query has one clause or every clause is as well served.
 */
export function weakestClause(queryText: string, ranked: readonly ScoredEvent[]): string | null {
  const clauses = parseQueryKinds(queryText).clauses.map((clause) => clause.text);
  if (clauses.length < 2) return null;
  const fits = new Map(clauses.map((clause) => [clause, 0]));
  for (const item of ranked) {
    const kind = item.reasons.kind;
    if (kind && kind.status !== "conflict" && kind.status !== "unknown")
      fits.set(kind.clause, (fits.get(kind.clause) ?? 0) + 1);
  }
  const counts = [...fits.values()];
  if (Math.min(...counts) === Math.max(...counts)) return null;
  return [...fits.entries()].sort((left, right) => left[1] - right[1])[0]?.[0] ?? null;
}

/** Fewer events than this in the requested window (and no end date given) and the window may be widened. */
export const MIN_EVENTS_BEFORE_WIDENING = 3;

/** What the planner could still change: more reading first, then a looser query. */
function adviceFor(state: EventsStateValue, approved: number): GateAdvice[] {
  const { settings, plan, profile, query } = state;
  if (!settings || !plan || !profile || !query) return [];
  const applied = new Set(state.applied_advice);
  const more: GateAdvice[] = [];
  if (!applied.has("add-domain") && allDomains(settings.extraDomains, profile).length > plan.domains.length)
    more.push("add-domain");
  if (!applied.has("advanced-search")) more.push("advanced-search");
  if (more.length > 0) return more;
  const looser: GateAdvice[] = [];
  const days = (Date.parse(query.dateTo) - Date.parse(query.dateFrom)) / 86_400_000;
  // Widening is for an empty result, not a short one: fewer good events beat later ones the user did not ask for.
  if (
    !applied.has("widen-window") &&
    state.window_defaulted &&
    days < WIDENED_WINDOW_DAYS &&
    approved < MIN_EVENTS_BEFORE_WIDENING
  )
    looser.push("widen-window");
  if (!applied.has("relax-keywords") && !plan.relaxKeywords) looser.push("relax-keywords");
  return looser;
}

export function createRecommenderNode(deps: EventsDependencies): EventsNode {
  const pricePerCredit = deps.pricePerCreditUsd ?? DEFAULT_PRICE_PER_CREDIT_USD;
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const { query, settings, plan, profile } = state;
    if (!query || !settings || !plan || !profile) throw new Error("the recommender runs after the planner");
    const emit = emitter(deps, config);
    const {
      top: ranked,
      viable,
      approved,
      belowFloor,
    } = rankEvents({
      events: inScope(state.candidates, query, profile),
      queryText: query.text,
      profile,
      relaxKeywords: plan.relaxKeywords,
      // With a model, a longer shortlist: its kind check may drop some.
      limit: deps.model ? Math.max(settings.topK, KIND_CHECK_MAX_EVENTS) : settings.topK,
    });
    // Events of the window asked for come first; a widened window only adds after them.
    const requestedTo = state.requested_window?.to ?? query.dateTo;
    const asked = (event: EventRecord) =>
      startsWithin(event.start, query.timeZone, query.dateFrom, requestedTo);
    const shortlist = [
      ...ranked.filter((item) => asked(item.event)),
      ...ranked.filter((item) => !asked(item.event)),
    ];
    // Coverage is short when fewer than Top-K events can be recommended outright.
    const short = approved < settings.topK;
    const advice = short && state.revision < settings.maxRevisions ? adviceFor(state, approved) : [];
    if (advice.length > 0) {
      emit({ type: "gate-decided", decision: "revise", viable, approved, advice });
      return { decision: "revise", advice, shortfall: approved, focus: weakestClause(query.text, ranked) };
    }
    emit({ type: "gate-decided", decision: "accept", viable, approved, advice: [] });

    // The model checks the kinds and writes the rationales only when that fits the budget (or the user confirmed).
    let model = deps.model;
    const notes: string[] = [];
    if (model) {
      const spentUsd = state.spend.credits * pricePerCredit + state.spend.usage.costUsd;
      const cost = projectCost({
        plan: costPlanFor({ plan: { depth: "basic", retrieve: false }, settings, rationales: true }),
        prices: deps.prices,
      }).projectedUsd;
      if (!settings.confirmCost && spentUsd + cost > settings.budgetUsd) {
        model = undefined;
        notes.push(
          "the model's kind check and rationales would exceed the budget: offline ranking and templates used",
        );
      }
    }
    let usage: Usage = emptyUsage();
    let top = shortlist.slice(0, settings.topK);
    let rejected = 0;
    if (model) {
      const check = await checkKindsWithModel({
        model,
        queryText: query.text,
        items: shortlist,
        signal: config.signal,
        onUsage: (call) => {
          usage = addUsage(usage, call);
        },
      });
      if (check.failure) notes.push(check.failure);
      rejected = check.rejected;
      top = check.kept.slice(0, settings.topK);
      if (rejected > 0)
        notes.push(
          `the model judged ${rejected} shortlisted event${rejected === 1 ? "" : "s"} to be of another kind`,
        );
    }
    const written = await writeRationales({
      items: top,
      queryText: query.text,
      timeZone: query.timeZone,
      model,
      signal: config.signal,
      onUsage: (call) => {
        usage = addUsage(usage, call);
      },
    });
    if (written.fallback) notes.push(written.fallback);
    const rankedEvents: RankedEvent[] = top.map((item, position) => ({
      title: item.event.title,
      start: item.event.start,
      end: item.event.end,
      location: item.event.location,
      organizer: item.event.organizer,
      url: item.event.url,
      recommendation: item.recommendation,
      score: item.score,
      rationale: written.rationales[position] as string,
    }));
    return {
      decision: "accept",
      ranked: rankedEvents,
      below_floor: belowFloor + rejected,
      notes,
      spend: { credits: 0, usage },
    };
  };
}
