// What a web search engine would have indexed of the demo event web: one result per event page and listing
// page, with a snippet like Tavily's `content`. A fake Tavily server answers from these (tests and the bench).
import { EVENT_CATALOG, nextOccurrence } from "./event-catalog.js";
import { anchorDay, shortHumanDate } from "./event-times.js";
import { eventPageUrl } from "./event-urls.js";
import {
  EVENT_SITE_KEYS,
  type EventSiteKey,
  type EventSiteOrigins,
  type FixtureCategory,
} from "./fixture-types.js";
import { SITE_IDENTITIES } from "./venues.js";

/** The section label a page shows, which search snippets pick up. */
const CATEGORY_LABELS: Record<FixtureCategory, string> = {
  jazz: "Live jazz",
  theater: "Theater",
  talk: "Talks",
  comedy: "Comedy",
  sports: "Sports",
  kids: "Kids & family",
  business: "Business",
};

export interface DemoSearchResult {
  url: string;
  title: string;
  /** A snippet: category, date, venue, city and the description. */
  content: string;
  site: EventSiteKey;
  /** The catalog id of the event the page is about; absent for listing pages. */
  eventId?: string;
}

/** Every indexed page of the demo web, event pages first (catalog order), then the listings. */
export function demoSearchResults(options: { origins: EventSiteOrigins; now: Date }): DemoSearchResult[] {
  const anchor = anchorDay(options.now);
  const events = EVENT_CATALOG.flatMap((event): DemoSearchResult[] => {
    const url = eventPageUrl(event, options.origins);
    if (!url) return [];
    const { start } = nextOccurrence(event, anchor);
    const siteName = SITE_IDENTITIES[event.site].name;
    return [
      {
        url,
        title: `${event.title} | ${siteName}`,
        content: `${CATEGORY_LABELS[event.category]} · ${shortHumanDate(start)} · ${event.venue.name}, ${event.venue.city}. ${event.description}`,
        site: event.site,
        eventId: event.id,
      },
    ];
  });
  const listings = EVENT_SITE_KEYS.map((site) => {
    const identity = SITE_IDENTITIES[site];
    return {
      url: `${options.origins[site]}${identity.listingPath}`,
      title: `${identity.listingLabel} | ${identity.name}`,
      content: identity.tagline,
      site,
    };
  });
  return [...events, ...listings];
}
