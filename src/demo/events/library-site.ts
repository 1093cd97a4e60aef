// The library and local history museum: a calendar page linking its .ics feed (<link rel="alternate"> and a
// visible link), event pages with JSON-LD for the talks (the author talk is also in the feed, so the two must
// merge), a series page with no date at all, and a feed-only story time.
import { escapeHtml } from "../page-layout.js";
import { byDate, isUpcoming, nextOccurrence, siteEvents } from "./event-catalog.js";
import { longHumanDate } from "./event-times.js";
import { eventPagePath } from "./event-urls.js";
import type { EventSiteContext, EventSitePage, FixtureEvent } from "./fixture-types.js";
import { LIBRARY_FEED_PATH, libraryIcs } from "./library-ics.js";
import { eventJsonLd, infoPages, jsonLdScript, listingCard } from "./page-parts.js";
import type { EventSiteContent } from "./site-content.js";
import { VENUES, venueLine } from "./venues.js";

function seriesPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  const weekday = nextOccurrence(event, context.anchor).start.toFormat("cccc");
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title}, every ${weekday}.`,
    main: `<p>Every ${weekday} at 12:30 PM in the museum gallery, second floor.</p>
<p>${escapeHtml(event.description)} Free, no registration needed.</p>
<p>See the <a href="/calendar">calendar</a> for this week's object.</p>`,
  };
}

function eventPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  if (event.weeklyCount) return seriesPage(event, context);
  const origin = context.origins.library;
  const occurrence = nextOccurrence(event, context.anchor);
  const data = eventJsonLd({
    occurrence,
    url: `${origin}${eventPagePath(event)}`,
    organizerUrl: `${origin}/friends`,
    type: event.cancelled ? "EducationEvent" : "Event",
  });
  const notice = event.cancelled
    ? `<p class="notice notice--cancelled"><strong>CANCELLED.</strong> This program has been cancelled. We apologize for the inconvenience.</p>\n`
    : "";
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title} at Hamilton Heights Library.`,
    head: jsonLdScript({ "@context": "https://schema.org", ...data }),
    main: `${notice}<p class="event-when">${escapeHtml(longHumanDate(occurrence.start))}</p>
<p class="event-where">${escapeHtml(venueLine(event.venue))}, Community Room</p>
<p>${escapeHtml(event.description)}</p>
<p>Free and open to all. Presented by the ${escapeHtml(event.organizer)}.</p>
<p><a href="/calendar">Back to the calendar</a> · <a href="${LIBRARY_FEED_PATH}">Add to your calendar</a></p>`,
  };
}

export function librarySite(context: EventSiteContext): EventSiteContent {
  const events = byDate(siteEvents("library"), context.anchor);
  const upcoming = events.filter((event) => isUpcoming(event, context.anchor));
  const cards = upcoming
    .map((event) => {
      const occurrence = nextOccurrence(event, context.anchor);
      if (event.hasPage === false) {
        return `<li class="event-card"><span class="event-card__title">${escapeHtml(event.title)}</span>
  <span class="event-card__date">${escapeHtml(longHumanDate(occurrence.start))}</span> · Children's Room</li>`;
      }
      return listingCard({
        occurrence,
        href: eventPagePath(event),
        note: event.weeklyCount ? "Weekly" : undefined,
      });
    })
    .join("\n");
  const pages: EventSitePage[] = [
    {
      path: "/",
      title: "Hamilton Heights Library",
      description: "Neighborhood library and local history museum.",
      main: `<section class="hero"><h2>Open today 10 AM to 8 PM</h2>
<p>${escapeHtml(venueLine(VENUES.hamiltonLibrary))}.</p>
<p><a href="/calendar">Events calendar</a> · <a href="/museum">Visit the museum</a> · <a href="/catalog">Search the catalog</a></p></section>`,
    },
    {
      path: "/calendar",
      title: "Events Calendar",
      description: "Talks, story times and programs at the library.",
      head: `<link rel="alternate" type="text/calendar" title="Library events (iCal)" href="${LIBRARY_FEED_PATH}">`,
      main: `<p><a class="ical-link" href="${LIBRARY_FEED_PATH}">Subscribe to this calendar (iCal .ics)</a></p>
<ul class="event-list">\n${cards}\n</ul>`,
    },
    ...events.filter((event) => event.hasPage !== false).map((event) => eventPage(event, context)),
    ...infoPages("Hamilton Heights Library", [
      { path: "/museum", title: "Local History Museum", text: "Two floors of Upper Manhattan history." },
      { path: "/catalog", title: "Catalog", text: "Search books, films and music in the online catalog." },
      { path: "/visit", title: "Hours & Location", text: `${venueLine(VENUES.hamiltonLibrary)}.` },
      { path: "/friends", title: "Friends of the Library", text: "Our volunteers run the talks program." },
    ]),
  ];
  const feed = {
    path: LIBRARY_FEED_PATH,
    contentType: "text/calendar; charset=utf-8",
    body: libraryIcs(events, context),
  };
  return { pages, files: [feed] };
}
