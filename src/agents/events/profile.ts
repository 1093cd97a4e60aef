// The user's taste: built from the pre-approved events CSV (`title,start,location,organizer,url`) and revised by
// thumbs up/down feedback. Its hosts are the allowlist; its frequent words, organizers and venues steer ranking.
import { parse } from "csv-parse/sync";
import { UsageError } from "../../errors/index.js";
import type { ProfileEvent } from "../../events/event-types.js";
import type { FeedbackSummary } from "../../events/store/index.js";
import { tokenize } from "../../knowledge/index.js";
import { normalizeUrl } from "../../web/url-normalize.js";

export interface EventsProfile {
  events: ProfileEvent[];
  /** Allowlist entries (`host` or `host:port`, "www." dropped), most frequent first. */
  hosts: string[];
  /** Frequent meaningful words of the approved titles (unstemmed, lower case), most frequent first. */
  keywords: string[];
  /** Organizer names as written, most frequent first. */
  organizers: string[];
  /** Venue names (a location's first comma-separated part), most frequent first. */
  venues: string[];
  /** Organizers the user voted down. */
  dislikedOrganizers: string[];
  /** Venues the user voted down. */
  dislikedVenues: string[];
}

const COLUMNS = ["title", "start", "location", "organizer", "url"] as const;
/** Words of event titles that say nothing about taste. */
const GENERIC_WORDS = new Set(
  "event events night nights live presents presented present tickets ticket show shows featuring feat with special guest guests edition annual new free tour vol part series day days week weekend evening".split(
    " ",
  ),
);
const MAX_KEYWORDS = 20;

export const emptyProfile = (): EventsProfile => ({
  events: [],
  hosts: [],
  keywords: [],
  organizers: [],
  venues: [],
  dislikedOrganizers: [],
  dislikedVenues: [],
});

/** Lower-case, accents and punctuation folded, for comparing names. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The venue part of a one-line location ("Le Poisson Rouge, 158 Bleecker St, …" → "Le Poisson Rouge"). */
export function venueOf(location: string): string {
  return (location.split(/,|\n| · | - /)[0] ?? "").trim();
}

/** The allowlist entry for a URL: its host (with a non-default port), without "www.". */
export function hostEntryOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

function byFrequency(values: string[], key: (value: string) => string = (value) => value): string[] {
  const counts = new Map<string, { value: string; count: number; first: number }>();
  values.forEach((value, index) => {
    const k = key(value);
    if (k === "") return;
    const entry = counts.get(k);
    if (entry) entry.count++;
    else counts.set(k, { value, count: 1, first: index });
  });
  return [...counts.values()]
    .sort((left, right) => right.count - left.count || left.first - right.first)
    .map((entry) => entry.value);
}

/** Meaningful words of a title: no stop words, numbers, single letters or generic event words. */
export function titleWords(title: string): string[] {
  return tokenize(title, { stem: false }).filter(
    (word) => word.length > 2 && !/^\d+$/.test(word) && !GENERIC_WORDS.has(word),
  );
}

function keywordsOf(titles: string[]): string[] {
  const words = titles.flatMap((title) => [...new Set(titleWords(title))]);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const ranked = byFrequency(words);
  // With a handful of events every word is "frequent"; with more, a word must recur to say something.
  const minimum = titles.length >= 5 ? 2 : 1;
  return ranked.filter((word) => (counts.get(word) ?? 0) >= minimum).slice(0, MAX_KEYWORDS);
}

/** Builds the profile from pre-approved events. */
export function buildProfile(events: ProfileEvent[]): EventsProfile {
  return {
    events,
    hosts: byFrequency(events.map((event) => hostEntryOf(event.url) ?? "")),
    keywords: keywordsOf(events.map((event) => event.title)),
    organizers: byFrequency(
      events.map((event) => event.organizer.trim()),
      normalizeName,
    ),
    venues: byFrequency(
      events.map((event) => venueOf(event.location)),
      normalizeName,
    ),
    dislikedOrganizers: [],
    dislikedVenues: [],
  };
}

/**
 * Parses the profile CSV. A header row naming the columns is required (any order, extra columns ignored);
 * rows without a usable URL are skipped. Throws UsageError for a file that is not such a CSV.
 */
export function parseProfileCsv(text: string, source = "the profile CSV"): ProfileEvent[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new UsageError(`${source} is not valid CSV: ${(error as Error).message}`, {
      hint: `use a header row ${COLUMNS.join(",")}`,
    });
  }
  const first = rows[0];
  const missing = first ? COLUMNS.filter((column) => !(column in first)) : [...COLUMNS];
  if (missing.length > 0) {
    throw new UsageError(`${source} lacks the column(s) ${missing.join(", ")}`, {
      hint: `use a header row ${COLUMNS.join(",")}`,
    });
  }
  const events: ProfileEvent[] = [];
  for (const row of rows) {
    const url = normalizeUrl(row.url ?? "");
    if (!url) continue;
    events.push({
      title: row.title ?? "",
      start: row.start ?? "",
      location: row.location ?? "",
      organizer: row.organizer ?? "",
      url,
    });
  }
  return events;
}

/** `list` with the `values` it lacks appended (compared by `key`). */
function withValues(list: readonly string[], values: readonly string[], key = normalizeName): string[] {
  const known = new Set(list.map(key));
  const added = values.filter((value) => value.trim() !== "" && !known.has(key(value)));
  return [...list, ...new Set(added.map((value) => value.trim()))];
}

/** `list` without the `values` (compared by `key`). */
function withoutValues(list: readonly string[], values: readonly string[], key = normalizeName): string[] {
  const removed = new Set(values.map(key));
  return list.filter((value) => !removed.has(key(value)));
}

/**
 * Revises the profile with the user's votes (the feedback store's summary, the latest vote per event): liked
 * organizers, venues and title words join the profile's; disliked organizers and venues leave it and are marked,
 * so ranking holds them back.
 */
export function applyFeedback(profile: EventsProfile, summary: FeedbackSummary): EventsProfile {
  const { liked, disliked } = summary;
  const lower = (value: string) => value.toLowerCase();
  return {
    ...profile,
    organizers: withoutValues(withValues(profile.organizers, liked.organizers), disliked.organizers),
    venues: withoutValues(withValues(profile.venues, liked.venues), disliked.venues),
    keywords: withoutValues(
      withValues(profile.keywords, liked.words.map(lower), lower),
      disliked.words,
      lower,
    ),
    dislikedOrganizers: withValues(profile.dislikedOrganizers, disliked.organizers),
    dislikedVenues: withValues(profile.dislikedVenues, disliked.venues),
  };
}
