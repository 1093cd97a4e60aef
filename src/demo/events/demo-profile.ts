// The demo's profile: eight past events the user approved (jazz, theater, arts talks) on the demo's own sites.
// Their URLs' hosts become the scout's allowlist; their words and organizers its keywords.
import type { ProfileEvent } from "../../events/event-types.js";
import { defaultAllowedDomains } from "../../web/index.js";
import { catalogEvent } from "./event-catalog.js";
import { anchorDay, eventStart, isoWithOffset } from "./event-times.js";
import { eventPageUrl } from "./event-urls.js";
import type { EventSiteOrigins } from "./fixture-types.js";
import { venueLine } from "./venues.js";

/** Catalog ids of the pre-approved events: two per venue site and one from the aggregator, all in the past. */
export const PROFILE_EVENT_IDS = [
  "sunday-jazz-brunch-lena-park",
  "charlie-parker-tribute",
  "our-town",
  "the-seagull",
  "artist-talk-luis-ortega",
  "poetry-and-jazz-evening",
  "author-talk-cotton-club-years",
  "sunset-jazz-cruise",
] as const;

/** The query the demo is built around (the bench's fixed query). */
export const EVENT_DEMO_QUERY = "live jazz and theater, arts talks";
export const EVENT_DEMO_CITY = "New York";

export function demoProfileEvents(options: { origins: EventSiteOrigins; now: Date }): ProfileEvent[] {
  const anchor = anchorDay(options.now);
  return PROFILE_EVENT_IDS.map((id) => {
    const event = catalogEvent(id);
    return {
      title: event.title,
      start: isoWithOffset(eventStart({ anchor, event })),
      location: venueLine(event.venue),
      organizer: event.organizer,
      url: eventPageUrl(event, options.origins) ?? "",
    };
  });
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180 CSV with the header `title,start,location,organizer,url`. */
export function profileCsv(events: readonly ProfileEvent[]): string {
  const rows = events.map((event) =>
    [event.title, event.start, event.location, event.organizer, event.url].map(csvField).join(","),
  );
  return `title,start,location,organizer,url\n${rows.join("\n")}\n`;
}

/** The allowlist the profile implies: its URLs' hosts with their ports ("127.0.0.1:28320", …). */
export function profileAllowedDomains(events: readonly ProfileEvent[]): string[] {
  return defaultAllowedDomains(events.map((event) => event.url));
}
