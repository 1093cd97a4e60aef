// Where each site publishes an event's own page, so sites, the profile and the search results agree.
import type { EventSiteKey, EventSiteOrigins, FixtureEvent } from "./fixture-types.js";

const PAGE_PREFIX: Record<EventSiteKey, string> = {
  jazz: "/shows/",
  theater: "/productions/",
  arts: "/events/",
  library: "/events/",
  aggregator: "/e/",
};

/** The event page's path on its site, e.g. "/shows/marcus-hale-trio". */
export function eventPagePath(event: FixtureEvent): string {
  return `${PAGE_PREFIX[event.site]}${event.id}`;
}

/** The event page's absolute URL, or undefined for feed-only events. */
export function eventPageUrl(event: FixtureEvent, origins: EventSiteOrigins): string | undefined {
  return event.hasPage === false ? undefined : `${origins[event.site]}${eventPagePath(event)}`;
}
