// Scores candidate events against the query and the profile: the fit of the event's kind (format and subject,
// see ../kinds) to the kinds the query asks for, BM25 relevance of the event's text to the query words and to the
// profile's keywords, affinity with pre-approved organizers/venues/hosts, feedback, and a diversity limit per
// organizer. Only events above a relevance floor are listed; the others are counted. Pure: same input, same order.
import { createPassageIndex, type Passage, tokenize } from "../../knowledge/index.js";
import type { EventRecord, Recommendation } from "../event-types.js";
import { normalizeName, seriesKey, venueOf } from "../identity/index.js";
import { eventKinds, type KindFit, kindFit, parseQueryKinds } from "../kinds/index.js";
import { type EventsProfile, hostEntryOf } from "../profile/index.js";

/** Why an event scored as it did; the rationale names these. */
export interface RankingReasons {
  /** Query words the event matches, as the user wrote them. */
  queryWords: string[];
  /** Profile keywords the event matches. */
  keywords: string[];
  /** The pre-approved organizer it shares, as the profile writes it. */
  organizer?: string;
  /** The pre-approved venue it is at. */
  venue?: string;
  /** The pre-approved site it was found on. */
  host?: string;
  /** Its organizer or venue was voted down. */
  disliked?: boolean;
  /** How its kind fits the kinds the query asks for (absent when the query names no kind). */
  kind?: Pick<KindFit, "status" | "matched"> & { clause: string };
}

export interface ScoredEvent {
  event: EventRecord;
  /** 0..1, two decimals. */
  score: number;
  /** 0..1: how well it matches the query words. */
  relevance: number;
  /** 0..1: how close it is to the pre-approved events. */
  affinity: number;
  recommendation: Recommendation;
  reasons: RankingReasons;
}

export interface RankEventsOptions {
  /** Events already in the window and the city. */
  events: readonly EventRecord[];
  queryText: string;
  profile: EventsProfile;
  /**
   * The planner's "relax keywords". The relevance floor does not move with it (filler is never better than a
   * shorter list); kept for callers. Default false.
   */
  relaxKeywords?: boolean;
  /** Most events of one organizer in the Top-K before the others. Default 3. */
  maxPerOrganizer?: number;
  /** Length of the list. Default 10. */
  limit?: number;
}

export interface RankEventsResult {
  /** The Top-K, best first. */
  top: ScoredEvent[];
  /** Events recommended (`approved`) among all the viable ones, not only the Top-K. */
  approved: number;
  /** Events above the relevance floor (all may be listed). */
  viable: number;
  /** Events that matched something (a query word, a profile keyword, an approved organizer or venue) but fell below
   * the relevance floor: not listed. */
  belowFloor: number;
}

const WEIGHTS = { relevance: 0.6, keywords: 0.15, affinity: 0.25 } as const;
/** When the query names kinds, the kind fit carries most of the score. */
const KIND_WEIGHTS = { kind: 0.45, relevance: 0.3, keywords: 0.05, affinity: 0.2 } as const;
/**
 * The relevance floor for a query that names no kind: the event's text must hold at least half the query's terms,
 * or its BM25 score must be close to the best event's.
 */
const FLOOR = { coverage: 0.5, bm25: 0.6 } as const;
const AFFINITY = { organizer: 0.5, venue: 0.3, host: 0.2 } as const;
/** A score from which an event matching the query is recommended without any profile signal. */
const APPROVAL_SCORE = 0.35;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What the event is about. Organizer and venue stay out: a comedy night at a jazz club is not jazz (they count
 * through affinity instead). */
function eventText(event: EventRecord): string {
  return [event.description ?? "", event.categories.join(" ")].join("\n");
}

/** BM25 scores of every event for `query`, normalised by the best one, with the matched (normalised) terms. */
function bm25(events: readonly EventRecord[], query: string) {
  const index = createPassageIndex();
  index.add(
    events.map(
      (event, position): Passage => ({
        id: String(position),
        pageIndex: position,
        url: event.url,
        title: event.title,
        text: eventText(event),
        position: 0,
      }),
    ),
  );
  const results = index.search(query, { limit: events.length });
  const best = results[0]?.score ?? 0;
  const scores = new Map<number, { score: number; terms: Set<string> }>();
  for (const result of results) {
    scores.set(result.pageIndex, {
      score: best > 0 ? result.score / best : 0,
      terms: new Set(result.matchedTerms),
    });
  }
  return scores;
}

/** The words of `text` whose normalised term is among `terms`, as written (deduplicated). */
function wordsMatching(words: readonly string[], terms: Set<string>): string[] {
  return [...new Set(words.filter((word) => tokenize(word).some((term) => terms.has(term))))];
}

function findName(list: readonly string[], name: string): string | undefined {
  const key = normalizeName(name);
  return key === "" ? undefined : list.find((item) => normalizeName(item) === key);
}

/** Scores, filters and orders the events; see RankEventsOptions. */
export function rankEvents(options: RankEventsOptions): RankEventsResult {
  const { events, queryText, profile, maxPerOrganizer = 3, limit = 10 } = options;
  const candidates = events;
  const queryWords = tokenize(queryText, { stem: false });
  const queryTermCount = new Set(tokenize(queryText)).size;
  const byQuery = bm25(candidates, queryText);
  const byKeywords = profile.keywords.length > 0 ? bm25(candidates, profile.keywords.join(" ")) : new Map();
  const hosts = new Set(profile.hosts);
  const wantedKinds = parseQueryKinds(queryText);

  const scored: ScoredEvent[] = [];
  let belowFloor = 0;
  candidates.forEach((event, position) => {
    const query = byQuery.get(position);
    const keywordMatch = byKeywords.get(position);
    const matchedQueryWords = query ? wordsMatching(queryWords, query.terms) : [];
    const keywords = keywordMatch ? wordsMatching(profile.keywords, keywordMatch.terms) : [];
    const coverage = queryTermCount > 0 ? (query?.terms.size ?? 0) / queryTermCount : 0;
    const relevance = query ? 0.5 * Math.min(1, coverage) + 0.5 * query.score : 0;
    const keywordScore = Math.min(1, keywords.length / 3);
    const organizer = findName(profile.organizers, event.organizer);
    const venue = findName(profile.venues, venueOf(event.location));
    const host = hostEntryOf(event.url);
    const fromHost = host !== undefined && hosts.has(host) ? host : undefined;
    const affinity =
      (organizer ? AFFINITY.organizer : 0) + (venue ? AFFINITY.venue : 0) + (fromHost ? AFFINITY.host : 0);
    const disliked =
      findName(profile.dislikedOrganizers, event.organizer) !== undefined ||
      findName(profile.dislikedVenues, venueOf(event.location)) !== undefined;
    const fit = kindFit(wantedKinds, eventKinds(event));
    let score = fit
      ? KIND_WEIGHTS.kind * fit.score +
        KIND_WEIGHTS.relevance * relevance +
        KIND_WEIGHTS.keywords * keywordScore +
        KIND_WEIGHTS.affinity * Math.min(1, affinity)
      : WEIGHTS.relevance * relevance +
        WEIGHTS.keywords * keywordScore +
        WEIGHTS.affinity * Math.min(1, affinity);
    if (disliked) score *= 0.5;
    const matchedSomething =
      relevance > 0 || keywords.length > 0 || organizer !== undefined || venue !== undefined;
    if (!passesFloor({ fit, coverage, bm25: query?.score ?? 0 })) {
      if (matchedSomething || fit?.status === "partial") belowFloor++;
      return;
    }
    const relevant = relevance > 0 || fit?.status === "match" || fit?.status === "partial";
    const approved =
      !disliked && relevant && (score >= APPROVAL_SCORE || organizer !== undefined || venue !== undefined);
    scored.push({
      event,
      score: round2(Math.min(1, score)),
      relevance: round2(relevance),
      affinity: round2(Math.min(1, affinity)),
      recommendation: approved ? "approved" : "not-approved",
      reasons: {
        queryWords: matchedQueryWords,
        keywords,
        ...(organizer ? { organizer } : {}),
        ...(venue ? { venue } : {}),
        ...(fromHost ? { host: fromHost } : {}),
        ...(disliked ? { disliked } : {}),
        ...(fit
          ? { kind: { status: fit.status, matched: fit.matched, clause: fit.clause?.text ?? "" } }
          : {}),
      },
    });
  });

  const fitRank = (item: ScoredEvent) => FIT_RANK[item.reasons.kind?.status ?? "match"];
  scored.sort(
    (left, right) =>
      fitRank(right) - fitRank(left) ||
      Number(right.recommendation === "approved") - Number(left.recommendation === "approved") ||
      right.score - left.score ||
      left.event.start.localeCompare(right.event.start) ||
      left.event.title.localeCompare(right.event.title),
  );
  return {
    top: diversify(scored, maxPerOrganizer, limit),
    viable: scored.length,
    approved: scored.filter((item) => item.recommendation === "approved").length,
    belowFloor,
  };
}

const FIT_RANK: Record<KindFit["status"], number> = {
  match: 4,
  partial: 3,
  broader: 2,
  unknown: 1,
  conflict: 0,
};

/**
 * The relevance floor. When the query names kinds: an event of the wanted kind passes; one with a wanted facet and
 * the other unknown passes when it shares a word with the query; one known only by broader subjects (comedy for
 * "stand-up") or of unknown kind passes on the query's words alone (all of them, or most); a known wrong kind never.
 * When the query names no kind: most of the query's terms, or a BM25 score near the best.
 */
function passesFloor(options: { fit: KindFit | undefined; coverage: number; bm25: number }): boolean {
  const { fit, coverage, bm25 } = options;
  const wordsMatch = coverage >= FLOOR.coverage || bm25 >= FLOOR.bm25;
  if (!fit) return wordsMatch;
  if (fit.status === "match") return true;
  if (fit.status === "partial") return coverage > 0;
  if (fit.status === "broader") return coverage >= 1;
  if (fit.status === "unknown") return wordsMatch && coverage > 0;
  return false;
}
/**
 * The first `limit` events with at most `maxPerOrganizer` per organizer and one date per series (a weekly talk
 * shows once, at its best-ranked date); the overflow fills any room left.
 */
function diversify(scored: ScoredEvent[], maxPerOrganizer: number, limit: number): ScoredEvent[] {
  const perOrganizer = new Map<string, number>();
  const series = new Set<string>();
  const chosen: ScoredEvent[] = [];
  const overflow: ScoredEvent[] = [];
  for (const item of scored) {
    const key = normalizeName(item.event.organizer);
    const count = perOrganizer.get(key) ?? 0;
    const occurrence = seriesKey(item.event);
    if ((key !== "" && count >= maxPerOrganizer) || series.has(occurrence)) {
      overflow.push(item);
      continue;
    }
    perOrganizer.set(key, count + 1);
    series.add(occurrence);
    chosen.push(item);
  }
  return [...chosen, ...overflow].slice(0, limit);
}
