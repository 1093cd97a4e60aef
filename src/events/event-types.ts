// The event scout's domain shapes, shared by extraction, retrieval, ranking, storage and output.

/** Where an event's fields came from, most trusted first. */
export type EventSourceKind = "json-ld" | "microdata" | "ical" | "html" | "llm";

/** One event as found on one page or feed, normalised. */
export interface EventRecord {
  title: string;
  /** ISO 8601 with the event's UTC offset, e.g. "2026-12-05T19:30:00-05:00"; date-only events start at 00:00 local. */
  start: string;
  /** Same format, or null when unknown. */
  end: string | null;
  /** IANA time zone the local times are in, e.g. "America/New_York". */
  timeZone: string;
  /** Venue name and address as one line, e.g. "Le Poisson Rouge, 158 Bleecker St, New York, NY". */
  location: string;
  /** The city when known (from the address or the page), for the city filter. */
  city?: string;
  organizer: string;
  /** The event's own page (absolute, normalised). */
  url: string;
  description?: string;
  /** schema.org eventStatus, simplified. */
  status: "scheduled" | "cancelled" | "postponed" | "rescheduled";
  /** Keywords/categories from the source (schema.org keywords, iCal CATEGORIES …). */
  categories: string[];
  /** schema.org types as lower-case names ("musicevent", "eventseries"), when structured data gave them. */
  types?: string[];
  source: EventSourceKind;
  /** The page or feed it was read from. */
  sourceUrl: string;
}

export type Recommendation = "approved" | "not-approved";

/** One line of the Top-10 (the `events --json` object's `events[]`). */
export interface RankedEvent {
  title: string;
  start: string;
  end: string | null;
  location: string;
  organizer: string;
  url: string;
  recommendation: Recommendation;
  /** 0..1. */
  score: number;
  /** One sentence, ≤ 350 characters, no URLs. */
  rationale: string;
}

/** The validated query (input_guard's output). */
export interface EventQuery {
  text: string;
  city: string;
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string;
  /** YYYY-MM-DD, inclusive. */
  dateTo: string;
  /** IANA zone of the city. */
  timeZone: string;
  /** "offline" or "provider:model". */
  model: string;
  /** Bumped when ranking logic changes, so cached results are not reused across versions. */
  version: string;
}

/** A pre-approved event from the profile CSV (`title,start,location,organizer,url`). */
export interface ProfileEvent {
  title: string;
  start: string;
  location: string;
  organizer: string;
  url: string;
}
