// The extractor's entry point: every event a page or feed states, most trusted source first, normalised.
import type { Document } from "domhandler";
import { extractJsonLd, extractMicrodata, parseHtml } from "../../extract/index.js";
import type { EventRecord } from "../event-types.js";
import { eventsFromHtml } from "./html-events.js";
import { eventsFromIcal } from "./ical-events.js";
import { eventsFromJsonLd } from "./json-ld-events.js";
import { assertTimeZone } from "./local-time.js";
import { eventsFromMicrodata } from "./microdata-events.js";
import { dropRepeatsWithinDocument } from "./normalize-event.js";
import { resolveWindow, type TimeWindow } from "./window.js";

export interface ExtractEventsOptions {
  /** The page's HTML. */
  html?: string;
  /** The page already parsed (saves a second parse of `html`; used instead of it when both are given). */
  document?: Document;
  /** An iCalendar feed's text. */
  ics?: string;
  /** The page or feed URL: base for relative URLs and each event's fallback `url`. */
  url: string;
  /** IANA zone of the query's city: floating local times are taken in it when the event's city is unknown. */
  defaultTimeZone: string;
  /** Reference instant for dates without a year and for the default window. Default: the current time. */
  now?: Date;
  /** Window start for iCalendar feeds ("YYYY-MM-DD" or ISO 8601). Default: `now`. */
  windowFrom?: string;
  /** Window end, inclusive, for iCalendar feeds. Default: windowFrom + 90 days. */
  windowTo?: string;
}

/**
 * Events from HTML (JSON-LD, then microdata, deduplicated; the page text only when neither has an event) and
 * from an iCalendar feed (recurring events expanded within the window; events outside it left out). Page and
 * feed content never make this throw: broken blocks are skipped and a broken feed gives none. A bad
 * `defaultTimeZone` or window bound is the caller's mistake and throws a UsageError.
 */
export function extractEvents(options: ExtractEventsOptions): EventRecord[] {
  assertTimeZone(options.defaultTimeZone);
  const now = options.now ?? new Date();
  const window = resolveWindow({ ...options, now });
  const events: EventRecord[] = [];
  if (options.document !== undefined || options.html !== undefined) {
    events.push(...fromPage(options.document ?? parseHtml(options.html ?? ""), { ...options, now, window }));
  }
  if (options.ics !== undefined) {
    events.push(...eventsFromIcal({ ...options, ics: options.ics, now }));
  }
  return dropRepeatsWithinDocument(events);
}

function fromPage(
  document: Document,
  options: ExtractEventsOptions & { now: Date; window: TimeWindow },
): EventRecord[] {
  const common = {
    pageUrl: options.url,
    defaultTimeZone: options.defaultTimeZone,
    now: options.now,
    window: options.window,
  };
  const structured = [
    ...tolerate(() => eventsFromJsonLd({ ...common, blocks: extractJsonLd(document) })),
    ...tolerate(() =>
      eventsFromMicrodata({ ...common, items: extractMicrodata(document, { pageUrl: options.url }) }),
    ),
  ];
  if (structured.length > 0) return dropRepeatsWithinDocument(structured);
  return tolerate(() => eventsFromHtml({ ...options, document }));
}

/** Page content is untrusted: a shape no reader foresaw costs that reader's events, never the crawl. */
function tolerate(read: () => EventRecord[]): EventRecord[] {
  try {
    return read();
  } catch {
    return [];
  }
}
