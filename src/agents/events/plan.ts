// The recipes budget_gate prices and the planner runs: the baseline plan, and each revision's changes.
import { DateTime } from "luxon";
import type { CostPlan } from "../../events/cost/index.js";
import type { EventQuery } from "../../events/event-types.js";
import { kindSearchWords } from "../../events/kinds/index.js";
import { type EventsProfile, hostEntryOf, titleWords } from "../../events/profile/index.js";
import { KIND_CHECK_TOKENS, RATIONALE_TOKENS } from "./prompts.js";
import type { EventsSettings, GateAdvice, SearchPlan } from "./state.js";

/** Sites searched or crawled on the first pass; "add a domain" brings in ADDED_DOMAINS more. */
export const INITIAL_DOMAINS = 8;
export const ADDED_DOMAINS = 4;
/** The window "widen" stretches a default window to. */
export const WIDENED_WINDOW_DAYS = 21;

/** Every allowlist entry: the -d domains first, then the profile's hosts by frequency. */
export function allDomains(extraDomains: readonly string[], profile: EventsProfile): string[] {
  return [...new Set([...extraDomains, ...profile.hosts].map((entry) => entry.trim().toLowerCase()))].filter(
    Boolean,
  );
}

/** Where to start reading each site: the origin its pre-approved events live on, else https. */
export function startUrlsFor(domains: readonly string[], profile: EventsProfile): string[] {
  return domains.map((domain) => {
    const known = profile.events.find((event) => hostEntryOf(event.url) === domain);
    if (known) return `${new URL(known.url).origin}/`;
    return /^https?:\/\//i.test(domain)
      ? domain
      : `https://${domain.replace(/^\*\./, "")}${domain.includes("/") ? "" : "/"}`;
  });
}

/**
 * The words sent to a search: the query, a few synonyms of the kinds it asks for ("pottery workshop" → ceramics,
 * class), the city, and (unless relaxed) a few profile keywords it lacks.
 */
export function searchTextFor(query: EventQuery, profile: EventsProfile, relaxKeywords: boolean): string {
  const own = new Set(titleWords(query.text));
  const extra = relaxKeywords ? [] : profile.keywords.filter((word) => !own.has(word)).slice(0, 3);
  return [query.text, ...kindSearchWords(query.text), "events", query.city, ...extra].join(" ").slice(0, 380);
}

export function baselinePlan(options: {
  query: EventQuery;
  settings: EventsSettings;
  profile: EventsProfile;
}): SearchPlan {
  const { query, settings, profile } = options;
  const domains = allDomains(settings.extraDomains, profile).slice(0, INITIAL_DOMAINS);
  return {
    searchText: searchTextFor(query, profile, false),
    domains,
    startUrls: startUrlsFor(domains, profile),
    depth: "basic",
    pageBudget: settings.pageBudget,
    relaxKeywords: false,
    retrieve: true,
    applied: [],
  };
}

/** The paid calls of a plan, in the cost module's terms. */
export function costPlanFor(options: {
  plan: Pick<SearchPlan, "depth" | "retrieve">;
  settings: EventsSettings;
  /** Model calls to make after ranking: the kind check and the rationales (none offline). */
  rationales: boolean;
}): CostPlan {
  const { plan, settings, rationales } = options;
  const searching = settings.source === "tavily" && plan.retrieve;
  return {
    source: settings.source,
    searches: searching ? [{ depth: plan.depth }] : [],
    extractUrls: searching ? settings.shortlistSize : 0,
    // With a model: the shortlist's kind check, then the Top-10's rationales.
    llmCalls:
      rationales && settings.model !== "offline"
        ? [
            {
              model: settings.model,
              inputTokens: KIND_CHECK_TOKENS.input,
              outputTokens: KIND_CHECK_TOKENS.output,
            },
            {
              model: settings.model,
              inputTokens: RATIONALE_TOKENS.input,
              outputTokens: RATIONALE_TOKENS.output,
            },
          ]
        : [],
  };
}

/** Applies the Gate's advice to the previous plan (and the query's window); each piece once. */
export function revisePlan(options: {
  previous: SearchPlan;
  advice: readonly GateAdvice[];
  query: EventQuery;
  settings: EventsSettings;
  profile: EventsProfile;
  /** The part of the query the fewest events fit so far: a new search looks for it (see the recommender). */
  focus?: string | null;
}): { plan: SearchPlan; query: EventQuery } {
  const { previous, advice, settings, profile, focus } = options;
  let query = options.query;
  let plan: SearchPlan = { ...previous, retrieve: false, applied: [...advice] };
  for (const piece of advice) {
    if (piece === "add-domain") {
      const domains = allDomains(settings.extraDomains, profile).slice(
        0,
        previous.domains.length + ADDED_DOMAINS,
      );
      plan = { ...plan, domains, startUrls: startUrlsFor(domains, profile), retrieve: true };
    } else if (piece === "widen-window") {
      const from = DateTime.fromISO(query.dateFrom);
      const widened = from.plus({ days: WIDENED_WINDOW_DAYS }).toISODate() as string;
      if (widened > query.dateTo) query = { ...query, dateTo: widened };
      // Tavily's results do not depend on the window; the web source already read the sites: no new reading.
    } else if (piece === "relax-keywords") {
      plan = {
        ...plan,
        relaxKeywords: true,
        searchText: searchTextFor(focus ? { ...query, text: focus } : query, profile, true),
        retrieve: plan.retrieve || settings.source === "tavily",
      };
    } else if (piece === "advanced-search") {
      plan = { ...plan, depth: "advanced", pageBudget: previous.pageBudget * 2, retrieve: true };
      // A deeper search for what is missing: the clause of the query that the fewest events fit.
      if (focus)
        plan = { ...plan, searchText: searchTextFor({ ...query, text: focus }, profile, plan.relaxKeywords) };
    }
  }
  return { plan, query };
}
