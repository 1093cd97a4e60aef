// What the bench needs from an event scout: one query in, the `webscout events --json` object out. The real
// scout (src/agents/events) and a naive baseline (every event the pages state, ranked by query words, with no
// window or city filter: what the scout must beat) both fit.
import type { RankedEvent } from "../../src/events/event-types.js";
import { extractEvents } from "../../src/events/extract/index.js";

export interface ScoutInvocation {
  source: "web" | "tavily";
  query: { text: string; city: string; from: string; to: string };
  /** The origins of the sites the baseline reads through their sitemaps. */
  siteOrigins: string[];
  /** The profile CSV written to disk (what `--profile` would get). */
  profileCsvPath: string;
  /** A fresh data dir per source: the cache of the first run serves the second. */
  dataDir: string;
  now: Date;
  /** The fake Tavily server, for the tavily source. */
  tavily?: { apiBaseURL: string; apiKey: string };
}

export interface ScoutOutcome {
  events: RankedEvent[];
  cached: boolean;
  iterations: number;
  blocked: unknown;
  cost: { projectedUsd: number; actualUsd: number };
  /** The window asked for and the one searched (a scout that widened it says so here). */
  window?: {
    requested: { from: string; to: string };
    used: { from: string; to: string };
    widenedBecause: string | null;
  };
  notes?: string[];
}

export type ScoutRunner = (invocation: ScoutInvocation) => Promise<ScoutOutcome>;

async function sitemapUrls(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

/**
 * The naive baseline: reads every page of every site's sitemap, extracts every event, ranks by how many query
 * words the title and description share, and keeps the first ten. No window, city or status filter, no cache.
 */
export const baselineRunner: ScoutRunner = async ({ siteOrigins, query, now }) => {
  const stems = (text: string) =>
    (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((word) => word.replace(/s$/, ""));
  const queryWords = new Set(stems(query.text));
  const found = [];
  for (const origin of siteOrigins) {
    for (const url of await sitemapUrls(origin)) {
      const response = await fetch(url);
      const body = await response.text();
      const ics = response.headers.get("content-type")?.startsWith("text/calendar") ?? false;
      found.push(
        ...extractEvents({
          ...(ics ? { ics: body } : { html: body }),
          url,
          defaultTimeZone: "America/New_York",
          now,
          windowFrom: "2000-01-01",
          windowTo: "2100-01-01",
        }),
      );
    }
  }
  const score = (text: string) => stems(text).filter((word) => queryWords.has(word)).length;
  const ranked = found
    .map((event) => ({ event, score: score(`${event.title} ${event.description ?? ""}`) }))
    .sort((left, right) => right.score - left.score);
  const events: RankedEvent[] = ranked.slice(0, 10).map(({ event, score: points }) => ({
    title: event.title,
    start: event.start,
    end: event.end,
    location: event.location,
    organizer: event.organizer,
    url: event.url,
    recommendation: "approved",
    score: Math.min(1, points / 5),
    rationale: "Baseline: shares query words.",
  }));
  return { events, cached: false, iterations: 1, blocked: null, cost: { projectedUsd: 0, actualUsd: 0 } };
};
