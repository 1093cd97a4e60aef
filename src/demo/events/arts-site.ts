// The community arts space: plain HTML only — no JSON-LD, no microdata. Event pages say
// "Saturday, December 5, 2026 · 7:30 PM", "Venue: …" and "Presented by …" in running text.
import { escapeHtml } from "../page-layout.js";
import { byDate, isUpcoming, nextOccurrence, siteEvents } from "./event-catalog.js";
import { longHumanDate } from "./event-times.js";
import { eventPagePath } from "./event-urls.js";
import type { EventSiteContext, EventSitePage, FixtureEvent } from "./fixture-types.js";
import { infoPages, listingCard, priceLabel } from "./page-parts.js";
import type { EventSiteContent } from "./site-content.js";
import { VENUES, venueLine } from "./venues.js";

function eventPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  const { start, end } = nextOccurrence(event, context.anchor);
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title} at Eldridge Street Arts Commons.`,
    main: `<div class="event-detail">
<p class="event-when">${escapeHtml(longHumanDate(start))} – ${escapeHtml(end.toFormat("h:mm a"))}</p>
<p class="event-where">Venue: ${escapeHtml(venueLine(event.venue))}</p>
<p class="event-who">Presented by ${escapeHtml(event.organizer)}</p>
<p>${escapeHtml(event.description)}</p>
<p>Admission: ${priceLabel(event.price)}. The gallery is wheelchair accessible.</p>
</div>
<p><a href="/events">All events</a></p>`,
  };
}

export function artsSite(context: EventSiteContext): EventSiteContent {
  const events = byDate(siteEvents("arts"), context.anchor);
  const upcoming = events.filter((event) => isUpcoming(event, context.anchor));
  const past = events.filter((event) => !isUpcoming(event, context.anchor)).reverse();
  const cards = (list: FixtureEvent[]) =>
    list
      .map((event) =>
        listingCard({ occurrence: nextOccurrence(event, context.anchor), href: eventPagePath(event) }),
      )
      .join("\n");
  const exhibitionEnd = context.anchor.plus({ days: 40 });
  const pages: EventSitePage[] = [
    {
      path: "/",
      title: "Eldridge Street Arts Commons",
      description: "A community arts space on the Lower East Side.",
      main: `<section class="hero"><h2>Art for the neighborhood, by the neighborhood</h2>
<p>Free exhibitions, artist talks and workshops at ${escapeHtml(venueLine(VENUES.eldridgeCommons))}.</p>
<p><a href="/events">Upcoming events</a> · <a href="/exhibitions">Now on view</a></p></section>`,
    },
    {
      path: "/events",
      title: "Upcoming Events",
      description: "Talks, workshops and performances.",
      main: `<ul class="event-list">\n${cards(upcoming)}\n</ul>\n<p><a href="/events/past">Past events</a></p>`,
    },
    {
      path: "/events/past",
      title: "Past Events",
      description: "Recent talks and workshops.",
      main: `<ul class="event-list">\n${cards(past)}\n</ul>`,
    },
    {
      path: "/exhibitions",
      title: "Now on View: Walls That Talk",
      description: "The current exhibition.",
      main: `<p>Photographs of Lower East Side murals, 1975 to today. On view through ${escapeHtml(
        exhibitionEnd.toFormat("LLLL d"),
      )}, Wednesday to Sunday, noon to 6 PM.</p>`,
    },
    ...events.map((event) => eventPage(event, context)),
    ...infoPages("Eldridge Street Arts Commons"),
  ];
  return { pages };
}
