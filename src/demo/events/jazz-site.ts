// The jazz club: schema.org JSON-LD on every show page (MusicEvent, nested Place/PostalAddress, organizer
// object); one page wraps it in an @graph, another also carries a broken block an extractor must survive.
import { escapeHtml } from "../page-layout.js";
import { byDate, isUpcoming, nextOccurrence, siteEvents } from "./event-catalog.js";
import { longHumanDate } from "./event-times.js";
import { eventPagePath } from "./event-urls.js";
import type { EventSiteContext, EventSitePage, FixtureEvent } from "./fixture-types.js";
import { eventJsonLd, infoPages, jsonLdScript, listingCard, priceLabel } from "./page-parts.js";
import type { EventSiteContent } from "./site-content.js";
import { VENUES, venueLine } from "./venues.js";

const BROKEN_BLOCK = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList",
"itemListElement":[{"@type":"ListItem","position":1,"name":"Calendar",}</script>`;

function showPage(event: FixtureEvent, context: EventSiteContext): EventSitePage {
  const origin = context.origins.jazz;
  const occurrence = nextOccurrence(event, context.anchor);
  const url = `${origin}${eventPagePath(event)}`;
  const data = eventJsonLd({ occurrence, url, organizerUrl: `${origin}/` });
  const structured =
    event.id === "marcus-hale-trio"
      ? {
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "BreadcrumbList",
              itemListElement: [
                { "@type": "ListItem", position: 1, name: "Calendar", item: `${origin}/calendar` },
              ],
            },
            data,
          ],
        }
      : { "@context": "https://schema.org", ...data };
  const past = !isUpcoming(event, context.anchor);
  return {
    path: eventPagePath(event),
    title: event.title,
    description: `${event.title} live at the Blue Lantern Jazz Club.`,
    head: `${jsonLdScript(structured)}${event.id === "vanessa-ortiz-quartet" ? `\n${BROKEN_BLOCK}` : ""}`,
    main: `<p class="show-date">${escapeHtml(longHumanDate(occurrence.start))}${past ? " (past show)" : ""}</p>
<p class="show-description">${escapeHtml(event.description)}</p>
<dl class="show-facts"><dt>Cover</dt><dd>${priceLabel(event.price)} + $20 minimum</dd>
<dt>Doors</dt><dd>One hour before the first set</dd></dl>
${past ? "" : `<p><a class="button" href="/tickets/${event.id}">Buy tickets</a></p>`}
<p><a href="/calendar">Back to the calendar</a></p>`,
  };
}

export function jazzSite(context: EventSiteContext): EventSiteContent {
  const events = byDate(siteEvents("jazz"), context.anchor);
  const upcoming = events.filter((event) => isUpcoming(event, context.anchor));
  const past = events.filter((event) => !isUpcoming(event, context.anchor)).reverse();
  const cards = (list: FixtureEvent[]) =>
    list
      .map((event) =>
        listingCard({ occurrence: nextOccurrence(event, context.anchor), href: eventPagePath(event) }),
      )
      .join("\n");
  const next = upcoming[0];
  const pages: EventSitePage[] = [
    {
      path: "/",
      title: "Blue Lantern Jazz Club",
      description: "Live jazz in the West Village, seven nights a week.",
      main: `<section class="hero"><h2>Live jazz tonight</h2>
<p>Two sets nightly at 8 and 10 PM. ${escapeHtml(venueLine(VENUES.blueLantern))}.</p>
${next ? `<p>Coming up: <a href="${eventPagePath(next)}">${escapeHtml(next.title)}</a></p>` : ""}
<p><a href="/calendar">See the full calendar</a> · <a href="/past-shows">Past shows</a></p></section>`,
    },
    {
      path: "/calendar",
      title: "Calendar",
      description: "Upcoming shows at the Blue Lantern Jazz Club.",
      main: `<p>All shows are 21+. Reservations recommended.</p>\n<ul class="event-list">\n${cards(upcoming)}\n</ul>`,
    },
    {
      path: "/past-shows",
      title: "Past Shows",
      description: "Shows we have hosted recently.",
      main: `<ul class="event-list">\n${cards(past)}\n</ul>`,
    },
    ...events.map((event) => showPage(event, context)),
    ...infoPages("Blue Lantern Jazz Club", [
      { path: "/private-events", title: "Private Events", text: "Book the club for up to 120 guests." },
      {
        path: "/visit",
        title: "Visit",
        text: `${venueLine(VENUES.blueLantern)}. Subway: 1 to Christopher St.`,
      },
    ]),
  ];
  return { pages };
}
