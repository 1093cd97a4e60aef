// What a web search engine would have indexed of the dev set: one result per event page and listing page.
import { DEV_EVENTS, DEV_SITES, devSite, venueOf } from "./dev-catalog.js";
import { anchorOf, type DevOrigins, eventPath, occurrenceStart } from "./dev-pages.js";

export function devSearchCorpus(options: { origins: DevOrigins; now: Date }) {
  const anchor = anchorOf(options.now);
  const events = DEV_EVENTS.flatMap((event) => {
    const path = eventPath(event);
    if (!path) return [];
    const start = occurrenceStart(event, anchor).toFormat("ccc, LLL d '·' h:mm a");
    return [
      {
        url: `${options.origins[event.site]}${path}`,
        title: `${event.title} | ${devSite(event.site).name}`,
        content: `${start} · ${venueOf(event).name}, New York. ${event.description}`,
      },
    ];
  });
  const listings = DEV_SITES.map((site) => ({
    url: `${options.origins[site.key]}/events`,
    title: `Events | ${site.name}`,
    content: `Upcoming events at ${site.name}, New York.`,
  }));
  return [...events, ...listings];
}
