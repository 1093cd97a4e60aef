// The theater: schema.org microdata only (TheaterEvent with nested Place/PostalAddress and organizer items),
// start times written as local times without an offset, as many theater CMSs do.
import { escapeHtml } from "../page-layout.js";
import { byDate, isUpcoming, nextOccurrence, siteEvents } from "./event-catalog.js";
import { isoLocal, longHumanDate } from "./event-times.js";
import { eventPagePath } from "./event-urls.js";
import type { EventSiteContext, EventSitePage, FixtureEvent } from "./fixture-types.js";
import { infoPages, listingCard, priceLabel } from "./page-parts.js";
import type { EventSiteContent } from "./site-content.js";
import { VENUES, venueLine } from "./venues.js";

function productionPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  const { start, end } = nextOccurrence(event, context.anchor);
  const venue = event.venue;
  const status = event.cancelled ? "EventCancelled" : "EventScheduled";
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title} at Hudson Street Playhouse.`,
    ownHeading: true,
    main: `<article class="production" itemscope itemtype="https://schema.org/TheaterEvent">
<h1 itemprop="name">${escapeHtml(event.title)}</h1>
<p class="production-date"><time itemprop="startDate" datetime="${isoLocal(start)}">${escapeHtml(longHumanDate(start))}</time>
<meta itemprop="endDate" content="${isoLocal(end)}"></p>
<link itemprop="eventStatus" href="https://schema.org/${status}">
<link itemprop="url" href="${context.origins.theater}${eventPagePath(event)}">
<div class="production-venue" itemprop="location" itemscope itemtype="https://schema.org/PerformingArtsTheater">
  <span itemprop="name">${escapeHtml(venue.name)}</span>,
  <span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
    <span itemprop="streetAddress">${escapeHtml(venue.streetAddress)}</span>,
    <span itemprop="addressLocality">${escapeHtml(venue.city)}</span>,
    <span itemprop="addressRegion">${escapeHtml(venue.region)}</span>
    <span itemprop="postalCode">${escapeHtml(venue.postalCode)}</span>
  </span>
</div>
<p>Produced by <span itemprop="organizer" itemscope itemtype="https://schema.org/PerformingGroup"><span itemprop="name">${escapeHtml(event.organizer)}</span></span></p>
<div itemprop="description"><p>${escapeHtml(event.description)}</p></div>
<p itemprop="offers" itemscope itemtype="https://schema.org/Offer">Tickets from <span itemprop="price" content="${event.price}">${priceLabel(event.price)}</span><meta itemprop="priceCurrency" content="USD"></p>
</article>
<p>Running time about ${Math.round(event.durationMinutes / 60)} hours with one intermission.</p>
<p><a href="/whats-on">Back to What's On</a></p>`,
  };
}

export function theaterSite(context: EventSiteContext): EventSiteContent {
  const events = byDate(siteEvents("theater"), context.anchor);
  const upcoming = events.filter((event) => isUpcoming(event, context.anchor));
  const past = events.filter((event) => !isUpcoming(event, context.anchor)).reverse();
  const cards = (list: FixtureEvent[]) =>
    list
      .map((event) =>
        listingCard({ occurrence: nextOccurrence(event, context.anchor), href: eventPagePath(event) }),
      )
      .join("\n");
  const pages: EventSitePage[] = [
    {
      path: "/",
      title: "Hudson Street Playhouse",
      description: "Classics and new plays in a 199-seat house.",
      main: `<section class="hero"><h2>This season on Hudson Street</h2>
<p>The Hudson Street Repertory Company performs classic and new theater year round.</p>
<p><a href="/whats-on">What's On</a> · <a href="/membership">Become a member</a></p></section>`,
    },
    {
      path: "/whats-on",
      title: "What's On",
      description: "Current and upcoming productions.",
      main: `<p>Evening performances at 7:30 PM unless noted.</p>\n<ul class="event-list">\n${cards(upcoming)}\n</ul>`,
    },
    {
      path: "/archive",
      title: "Past Productions",
      description: "Productions from recent seasons.",
      main: `<ul class="event-list">\n${cards(past)}\n</ul>`,
    },
    ...events.map((event) => productionPage(event, context)),
    ...infoPages("Hudson Street Playhouse", [
      { path: "/membership", title: "Membership", text: "Members see every production for $150 a season." },
      { path: "/visit", title: "Plan Your Visit", text: `${venueLine(VENUES.hudsonPlayhouse)}.` },
    ]),
  ];
  return { pages };
}
