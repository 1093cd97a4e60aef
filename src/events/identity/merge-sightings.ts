// One record per real event: sightings of the same event (same title, start and venue — see eventId)
// on several pages or sources are merged with the store's trust rules; a page URL beats a feed's own URL.
import type { EventRecord } from "../event-types.js";
import { eventId } from "./event-id.js";
import { mergeEventRecords } from "./merge-event-records.js";

const MAX_DESCRIPTION_CHARS = 2000;
const isFeedUrl = (url: string) => /\.ics(?:$|[?#])/i.test(url);

/** Merges sightings of one event (across pages, feeds and sources) into one record each, in first-seen order. */
export function mergeSightings(events: readonly EventRecord[]): EventRecord[] {
  const byId = new Map<string, EventRecord>();
  for (const event of events) {
    const id = eventId(event);
    const earlier = byId.get(id);
    if (!earlier) {
      byId.set(id, event);
      continue;
    }
    const merged = mergeEventRecords(earlier, event);
    const pageUrl = [earlier.url, event.url].find((url) => !isFeedUrl(url));
    // Each source describes the event in its own words; ranking reads them all (a listing's blurb may lack the
    // word the venue's own page has).
    const descriptions = [
      ...new Set([earlier.description, event.description].filter((text) => text?.trim())),
    ];
    byId.set(id, {
      ...merged,
      ...(isFeedUrl(merged.url) && pageUrl ? { url: pageUrl } : {}),
      ...(descriptions.length > 0
        ? { description: descriptions.join("\n").slice(0, MAX_DESCRIPTION_CHARS) }
        : {}),
    });
  }
  return [...byId.values()];
}
