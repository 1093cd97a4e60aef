// The aggregator: an events guide for three cities with JSON-LD (@graph) event pages, paginated listings,
// category and city pages, and a calendar whose month pages link to the next month forever (a crawler trap).
import type { DateTime } from "luxon";
import { escapeHtml } from "../page-layout.js";
import { byDate, catalogEvent, isUpcoming, nextOccurrence, siteEvents } from "./event-catalog.js";
import { longHumanDate } from "./event-times.js";
import { eventPagePath, eventPageUrl } from "./event-urls.js";
import type { EventSiteContext, EventSitePage, FixtureCategory, FixtureEvent } from "./fixture-types.js";
import { eventJsonLd, infoPages, jsonLdScript, listingCard, priceLabel } from "./page-parts.js";
import type { EventSiteContent } from "./site-content.js";

/** Events per listing page: three pages of upcoming events. */
export const AGGREGATOR_PAGE_SIZE = 5;

const CATEGORY_SLUGS: Record<FixtureCategory, string> = {
  jazz: "music",
  theater: "theater",
  talk: "talks",
  comedy: "comedy",
  sports: "sports",
  kids: "family",
  business: "business",
};

const CITY_SLUGS: Record<string, string> = {
  "New York": "new-york",
  Boston: "boston",
  Philadelphia: "philadelphia",
};

function list(events: FixtureEvent[], context: EventSiteContext): string {
  const cards = events.map((event) =>
    listingCard({
      occurrence: nextOccurrence(event, context.anchor),
      href: eventPagePath(event),
      note: event.venue.city,
    }),
  );
  return `<ul class="event-list">\n${cards.join("\n")}\n</ul>`;
}

function eventPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  const origin = context.origins.aggregator;
  const occurrence = nextOccurrence(event, context.anchor);
  const url = `${origin}${eventPagePath(event)}`;
  const official = event.sameAs
    ? `<p>Official listing: <a href="${eventPageUrl(catalogEvent(event.sameAs), context.origins)}">${escapeHtml(event.venue.name)}</a></p>\n`
    : "";
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": url,
        name: event.title,
        isPartOf: { "@type": "WebSite", name: "Northeast Nights" },
      },
      eventJsonLd({ occurrence, url, organizerUrl: `${origin}/organizers/${event.id}` }),
    ],
  };
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title} in ${event.venue.city}: date, venue and tickets.`,
    head: jsonLdScript(graph),
    main: `<p class="listing-when">${escapeHtml(longHumanDate(occurrence.start))}</p>
<p class="listing-where">${escapeHtml(event.venue.name)} · ${escapeHtml(event.venue.city)}, ${escapeHtml(event.venue.region)}</p>
<p>${escapeHtml(event.description)}</p>
<p>Tickets: ${priceLabel(event.price)}. Organized by ${escapeHtml(event.organizer)}.</p>
${official}<p><a href="/events">More events</a> · <a href="/cities/${CITY_SLUGS[event.venue.city] ?? "new-york"}">More in ${escapeHtml(event.venue.city)}</a></p>`,
    inSitemap: true,
  };
}

function listingPage(
  upcoming: FixtureEvent[],
  pageNumber: number,
  context: EventSiteContext,
): EventSitePage | undefined {
  const pageCount = Math.ceil(upcoming.length / AGGREGATOR_PAGE_SIZE);
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount) return undefined;
  const slice = upcoming.slice((pageNumber - 1) * AGGREGATOR_PAGE_SIZE, pageNumber * AGGREGATOR_PAGE_SIZE);
  const previous = pageNumber > 1 ? `<a rel="prev" href="/events?page=${pageNumber - 1}">Previous</a>` : "";
  const next =
    pageNumber < pageCount ? `<a rel="next" href="/events?page=${pageNumber + 1}">Next page</a>` : "";
  return {
    path: pageNumber === 1 ? "/events" : `/events?page=${pageNumber}`,
    title: pageNumber === 1 ? "All Upcoming Events" : `All Upcoming Events (page ${pageNumber})`,
    description: "Every upcoming event in New York, Boston and Philadelphia.",
    main: `${list(slice, context)}\n<nav class="pagination">${previous} Page ${pageNumber} of ${pageCount} ${next}</nav>
<p>Browse by category: ${Object.values(CATEGORY_SLUGS)
      .map((slug) => `<a href="/events/category/${slug}">${slug}</a>`)
      .join(" · ")}</p>`,
  };
}

function monthPage(month: DateTime, events: FixtureEvent[], context: EventSiteContext): EventSitePage {
  const inMonth = events.filter((event) =>
    nextOccurrence(event, context.anchor).start.hasSame(month, "month"),
  );
  const previous = month.minus({ months: 1 });
  const next = month.plus({ months: 1 });
  return {
    path: `/calendar/${month.toFormat("yyyy/MM")}`,
    title: `Calendar: ${month.toFormat("LLLL yyyy")}`,
    description: `Events in ${month.toFormat("LLLL yyyy")}.`,
    main: `<nav class="month-nav"><a href="/calendar/${previous.toFormat("yyyy/MM")}">‹ ${previous.toFormat("LLLL")}</a>
<a href="/calendar/${next.toFormat("yyyy/MM")}">${next.toFormat("LLLL")} ›</a></nav>
${inMonth.length > 0 ? list(inMonth, context) : "<p>No events listed yet for this month.</p>"}`,
    inSitemap: false,
  };
}

export function aggregatorSite(context: EventSiteContext): EventSiteContent {
  const events = byDate(siteEvents("aggregator"), context.anchor);
  const upcoming = events.filter((event) => isUpcoming(event, context.anchor));
  const past = events.filter((event) => !isUpcoming(event, context.anchor)).reverse();
  const featured = upcoming.filter((event) => event.venue.city === "New York").slice(0, 3);
  const categories = Object.entries(CATEGORY_SLUGS).map(([category, slug]) => ({
    path: `/events/category/${slug}`,
    title: `${slug[0]?.toUpperCase()}${slug.slice(1)} Events`,
    description: `Upcoming ${slug} events.`,
    main: list(
      upcoming.filter((event) => event.category === category),
      context,
    ),
  }));
  const cities = Object.entries(CITY_SLUGS).map(([city, slug]) => ({
    path: `/cities/${slug}`,
    title: `Things to Do in ${city}`,
    description: `Upcoming events in ${city}.`,
    main: list(
      upcoming.filter((event) => event.venue.city === city),
      context,
    ),
  }));
  const pages: EventSitePage[] = [
    {
      path: "/",
      title: "Northeast Nights",
      description: "The events guide for New York, Boston and Philadelphia.",
      main: `<section class="featured"><h2>Featured this week</h2>\n${list(featured, context)}</section>
<p><a href="/events">Browse all events</a> · <a href="/calendar">Calendar</a> · <a href="/past">Recently happened</a></p>`,
    },
    listingPage(upcoming, 1, context) as EventSitePage,
    {
      path: "/past",
      title: "Recently Happened",
      description: "Events from the past weeks.",
      main: list(past, context),
    },
    ...categories,
    ...cities,
    ...events.map((event) => eventPage(event, context)),
    ...infoPages("Northeast Nights"),
  ];
  const dynamic = (url: URL): EventSitePage | undefined => {
    if (url.pathname === "/events" && url.searchParams.has("page")) {
      const pageNumber = Number(url.searchParams.get("page"));
      return (
        listingPage(upcoming, pageNumber, context) ?? {
          path: "/events",
          title: "No More Events",
          description: "This listing page does not exist.",
          main: `<p>There is no page ${escapeHtml(String(url.searchParams.get("page")))}. <a href="/events">Back to page 1</a>.</p>`,
          status: 404,
        }
      );
    }
    if (url.pathname === "/calendar" || url.pathname === "/calendar/") {
      return monthPage(context.anchor.startOf("month"), events, context);
    }
    const match = /^\/calendar\/(\d{4})\/(\d{2})\/?$/.exec(url.pathname);
    if (!match) return undefined;
    const month = context.anchor.set({ year: Number(match[1]), month: Number(match[2]), day: 1 });
    return month.isValid && Number(match[2]) >= 1 && Number(match[2]) <= 12
      ? monthPage(month, events, context)
      : undefined;
  };
  return { pages, dynamic };
}
