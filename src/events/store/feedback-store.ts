// Thumbs up/down on events, and what they say about taste: organizers, venues, hosts and title words
// liked or disliked, for the Profile node to revise the profile with.
import { UsageError } from "../../errors/index.js";
import { tokenize } from "../../knowledge/index.js";
import type { WebscoutDatabase } from "../../storage/index.js";
import { normalizeName, venueOf } from "../identity/index.js";

export interface FeedbackInput {
  /** The event's id in the events table, or its url (what the UI has); at least one. */
  eventId?: string;
  url?: string;
  vote: 1 | -1;
  /** What the user saw; looked up in the events table (by id, then url) when left out. */
  event?: { title?: string; organizer?: string; location?: string };
}

export interface FeedbackFacets {
  organizers: string[];
  /** The venue part of the location line (see venueOf), e.g. "Le Poisson Rouge". */
  venues: string[];
  /** Hosts of the events' URLs, without "www.". */
  hosts: string[];
  /** Title words (no stop words, no numbers, at least 3 letters). */
  words: string[];
}

export interface FeedbackSummary {
  /** Events with a vote (the latest vote per event counts). */
  votes: number;
  /** Facets whose votes sum above zero, strongest first. */
  liked: FeedbackFacets;
  /** Facets whose votes sum below zero, strongest first. */
  disliked: FeedbackFacets;
}

export interface FeedbackStore {
  recordFeedback(input: FeedbackInput): Promise<void>;
  /** maxPerFacet: longest list per facet. Default 20. */
  feedbackSummary(options?: { maxPerFacet?: number }): Promise<FeedbackSummary>;
}

export interface FeedbackRow {
  event_id: string | null;
  url: string | null;
  title: string;
  organizer: string;
  location: string;
  vote: number;
}

type Tally = Map<string, { label: string; score: number }>;

function hostOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

function titleWords(title: string): string[] {
  const words = tokenize(title, { stem: false }).filter(
    (word) => word.length >= 3 && !/^\p{N}+$/u.test(word),
  );
  return [...new Set(words)];
}

function add(tally: Tally, label: string | undefined, vote: number): void {
  const trimmed = label?.trim();
  if (!trimmed) return;
  const key = normalizeName(trimmed);
  if (key === "") return;
  const entry = tally.get(key) ?? { label: trimmed, score: 0 };
  entry.score += vote;
  tally.set(key, entry);
}

function split(tally: Tally, sign: 1 | -1, max: number): string[] {
  return [...tally.values()]
    .filter((entry) => entry.score * sign > 0)
    .sort((a, b) => b.score * sign - a.score * sign || a.label.localeCompare(b.label))
    .slice(0, max)
    .map((entry) => entry.label);
}

/** What the votes say, from every vote row oldest first (the latest vote per event counts); both backends. */
export function summarizeFeedback(rows: readonly FeedbackRow[], maxPerFacet: number): FeedbackSummary {
  // The latest vote per event: a thumbs up changed to a thumbs down counts once, as down.
  const latest = new Map<string, FeedbackRow>();
  for (const row of rows) latest.set(row.url ?? row.event_id ?? "", row);
  const organizers: Tally = new Map();
  const venues: Tally = new Map();
  const hosts: Tally = new Map();
  const words: Tally = new Map();
  for (const row of latest.values()) {
    add(organizers, row.organizer, row.vote);
    add(venues, venueOf(row.location), row.vote);
    add(hosts, hostOf(row.url), row.vote);
    for (const word of titleWords(row.title)) add(words, word, row.vote);
  }
  const facets = (sign: 1 | -1): FeedbackFacets => ({
    organizers: split(organizers, sign, maxPerFacet),
    venues: split(venues, sign, maxPerFacet),
    hosts: split(hosts, sign, maxPerFacet),
    words: split(words, sign, maxPerFacet),
  });
  return { votes: latest.size, liked: facets(1), disliked: facets(-1) };
}

/** Throws a UsageError unless the input has a ±1 vote and names an event. */
export function checkFeedbackInput(input: FeedbackInput): void {
  if (input.vote !== 1 && input.vote !== -1) {
    throw new UsageError(`a vote is 1 (thumbs up) or -1 (thumbs down), not ${String(input.vote)}`);
  }
  if (!input.eventId && !input.url) throw new UsageError("feedback needs the event's id or url");
}

/** What the user saw, as stored: what the input says, else what the events table knows of the event. */
export interface KnownEvent {
  id: string;
  url: string;
  title: string;
  organizer: string;
  location: string;
}

/** The event_feedback row's values for a vote (both backends). */
export function feedbackValues(input: FeedbackInput, known: KnownEvent | undefined, createdAt: number) {
  return {
    eventId: input.eventId ?? known?.id ?? null,
    url: input.url ?? known?.url ?? null,
    title: input.event?.title ?? known?.title ?? "",
    organizer: input.event?.organizer ?? known?.organizer ?? "",
    location: input.event?.location ?? known?.location ?? "",
    vote: input.vote,
    createdAt,
  };
}

export function createFeedbackStore(options: { db: WebscoutDatabase; now?: () => number }): FeedbackStore {
  const { db, now = Date.now } = options;
  const insert = db.prepare(
    `INSERT INTO event_feedback (event_id, url, title, organizer, location, vote, created_at)
     VALUES (@eventId, @url, @title, @organizer, @location, @vote, @createdAt)`,
  );
  const eventById = db.prepare<[string], KnownEvent>(
    "SELECT id, url, title, organizer, location FROM events WHERE id = ?",
  );
  const eventByUrl = db.prepare<[string], KnownEvent>(
    "SELECT id, url, title, organizer, location FROM events WHERE url = ? ORDER BY deleted_at IS NOT NULL, last_seen DESC LIMIT 1",
  );

  return {
    async recordFeedback(input) {
      checkFeedbackInput(input);
      const known =
        (input.eventId ? eventById.get(input.eventId) : undefined) ??
        (input.url ? eventByUrl.get(input.url) : undefined);
      insert.run(feedbackValues(input, known, now()));
    },

    async feedbackSummary({ maxPerFacet = 20 } = {}) {
      const rows = db
        .prepare<[], FeedbackRow>(
          "SELECT event_id, url, title, organizer, location, vote FROM event_feedback ORDER BY created_at, id",
        )
        .all();
      return summarizeFeedback(rows, maxPerFacet);
    },
  };
}
