// Shapes shared by the event demo's catalog, site renderers and server.
import type { DateTime } from "luxon";

/** The five demo event sites, one origin each. */
export type EventSiteKey = "jazz" | "theater" | "arts" | "library" | "aggregator";

/** How a site publishes its events, i.e. what an extractor must read there. */
export type EventSiteKind = "json-ld" | "microdata" | "html" | "ical" | "aggregator";

/** The live origin of every site, e.g. { jazz: "http://127.0.0.1:28320", … }. */
export type EventSiteOrigins = Record<EventSiteKey, string>;

/** Site keys in port order: `basePort + index`. */
export const EVENT_SITE_KEYS: readonly EventSiteKey[] = ["jazz", "theater", "arts", "library", "aggregator"];

export interface FixtureVenue {
  name: string;
  streetAddress: string;
  city: string;
  /** Two-letter state. */
  region: string;
  postalCode: string;
}

export type FixtureCategory = "jazz" | "theater" | "talk" | "comedy" | "sports" | "kids" | "business";

/**
 * One event of the fixture web. Dates are relative: `dayOffset` calendar days after the anchor day (the day of
 * `now` in New York), at `time` New York local time, so the demo reads the same on any date.
 */
export interface FixtureEvent {
  /** Unique slug; also the event page's last path segment when `hasPage`. */
  id: string;
  /** The site that publishes it. */
  site: EventSiteKey;
  title: string;
  dayOffset: number;
  /** "HH:mm", New York local time. */
  time: string;
  durationMinutes: number;
  venue: FixtureVenue;
  organizer: string;
  category: FixtureCategory;
  /** Performers, when it is a concert (JSON-LD `performer`). */
  performer?: string;
  description: string;
  /** Ticket price in US dollars; 0 = free. */
  price: number;
  cancelled?: boolean;
  /** A weekly series: this many occurrences from `dayOffset` on (iCalendar RRULE COUNT). */
  weeklyCount?: number;
  /** Whether the site has an HTML page for it (default true). Feed-only events have none. */
  hasPage?: boolean;
  /** For the aggregator: the id of the venue site's own listing of the same event (cross-listing). */
  sameAs?: string;
}

/** What a site renderer gets: where every site lives and which day the content is anchored to. */
export interface EventSiteContext {
  origins: EventSiteOrigins;
  /** Midnight of the anchor day in America/New_York. */
  anchor: DateTime;
}

/** One HTML page of a site. */
export interface EventSitePage {
  /** Path on its host, e.g. "/shows/marcus-hale-trio". */
  path: string;
  title: string;
  description: string;
  /** Main content (below the <h1>, which the layout writes unless `ownHeading`). */
  main: string;
  /** Extra <head> markup: JSON-LD scripts, feed links. */
  head?: string;
  /** The main content brings its own <h1> (microdata pages put itemprop on it). */
  ownHeading?: boolean;
  /** Whether sitemap.xml lists it (default true). */
  inSitemap?: boolean;
  /** HTTP status to serve it with (default 200). */
  status?: number;
}

/** A non-HTML response a site serves (the .ics feed). */
export interface EventSiteFile {
  path: string;
  contentType: string;
  body: string;
}
