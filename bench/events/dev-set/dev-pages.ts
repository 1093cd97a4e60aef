// Renders the dev set's sites: every path a site serves (home, listing, event pages, the library's .ics feed,
// robots.txt, sitemap.xml), each in that site's way of publishing events. Pure: same origins and day, same bytes.
import { DateTime } from "luxon";
import { escapeHtml } from "../../../src/demo/page-layout.js";
import {
  DEV_EVENTS,
  DEV_SITES,
  type DevEvent,
  type DevSite,
  type DevSiteKey,
  type DevVenue,
  venueOf,
} from "./dev-catalog.js";

export const DEV_TIME_ZONE = "America/New_York";

export interface DevResponse {
  contentType: string;
  body: string;
}

export type DevOrigins = Record<DevSiteKey, string>;

export function anchorOf(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: DEV_TIME_ZONE }).startOf("day").setLocale("en-US");
}

/** Start of occurrence `week` (0 = first). */
export function occurrenceStart(event: DevEvent, anchor: DateTime, week = 0): DateTime {
  const [hour = 0, minute = 0] = event.time.split(":").map(Number);
  return anchor.plus({ days: event.day + 7 * week }).set({ hour, minute });
}

export function occurrenceStarts(event: DevEvent, anchor: DateTime): DateTime[] {
  return Array.from({ length: event.weekly?.weeks ?? 1 }, (_unused, week) =>
    occurrenceStart(event, anchor, week),
  );
}

const iso = (time: DateTime) => time.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? "";
const human = (time: DateTime) => time.toFormat("cccc, LLLL d, yyyy 'at' h:mm a");
const cityOf = (venue: DevVenue) => venue.city ?? "New York";
const regionOf = (venue: DevVenue) => venue.region ?? "NY";

function addressLine(venue: DevVenue): string {
  return [venue.name, venue.street, `${cityOf(venue)}, ${regionOf(venue)} ${venue.postalCode}`]
    .filter((part) => part.trim() !== "")
    .join(", ");
}

export function eventPath(event: DevEvent): string | undefined {
  if (event.feedOnly) return undefined;
  return event.site === "aggregator" ? `/listing/${event.id}` : `/events/${event.id}`;
}

function page(options: { site: DevSite; title: string; head?: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)} | ${escapeHtml(options.site.name)}</title>
${options.head ?? ""}</head>
<body>
<header><nav><a href="/">Home</a> <a href="/events">Events</a> <a href="/about">About</a> <a href="/visit">Visit</a></nav></header>
<main>
${options.body}
</main>
<footer><p>${escapeHtml(options.site.name)} · <a href="/about">About</a> · <a href="/privacy">Privacy</a></p></footer>
</body></html>
`;
}

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;

function placeNode(venue: DevVenue) {
  return {
    "@type": "Place",
    name: venue.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: venue.street,
      addressLocality: cityOf(venue),
      addressRegion: regionOf(venue),
      postalCode: venue.postalCode,
    },
  };
}

function eventNode(event: DevEvent, anchor: DateTime, url: string, organizer: string) {
  const start = occurrenceStart(event, anchor);
  return {
    "@context": "https://schema.org",
    "@type": event.type || "Event",
    name: event.title,
    description: event.description,
    startDate: iso(start),
    endDate: iso(start.plus({ minutes: event.minutes })),
    eventStatus: "https://schema.org/EventScheduled",
    location: placeNode(venueOf(event)),
    organizer: { "@type": "Organization", name: organizer },
    url,
  };
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** A series as many community-center CMSs write it: no startDate, an `eventSchedule`. */
function seriesNode(event: DevEvent, anchor: DateTime, url: string, organizer: string) {
  const first = occurrenceStart(event, anchor);
  const last = occurrenceStart(event, anchor, (event.weekly?.weeks ?? 1) - 1);
  const single = !event.weekly;
  if (single) return eventNode(event, anchor, url, organizer);
  return {
    "@context": "https://schema.org",
    "@type": ["EventSeries", event.type || "Event"],
    name: event.title,
    description: event.description,
    location: placeNode(venueOf(event)),
    organizer: { "@type": "Organization", name: organizer },
    url,
    eventSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: `https://schema.org/${WEEKDAYS[first.weekday - 1]}`,
      startDate: first.toISODate(),
      endDate: last.toISODate(),
      startTime: first.toFormat("HH:mm:ss"),
      endTime: first.plus({ minutes: event.minutes }).toFormat("HH:mm:ss"),
      scheduleTimezone: DEV_TIME_ZONE,
    },
  };
}

function microdataEvent(event: DevEvent, anchor: DateTime): string {
  const start = occurrenceStart(event, anchor);
  const venue = venueOf(event);
  return `<article itemscope itemtype="https://schema.org/${event.type || "Event"}">
<h1 itemprop="name">${escapeHtml(event.title)}</h1>
<p><time itemprop="startDate" datetime="${start.toFormat("yyyy-MM-dd'T'HH:mm")}">${escapeHtml(human(start))}</time></p>
<p itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">${escapeHtml(venue.name)}</span>,
<span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${escapeHtml(venue.street)}</span>,
<span itemprop="addressLocality">New York</span>, <span itemprop="addressRegion">NY</span></span></p>
<p itemprop="description">${escapeHtml(event.description)}</p>
</article>`;
}

function htmlEvent(event: DevEvent, anchor: DateTime, site: DevSite): string {
  const start = occurrenceStart(event, anchor);
  return `<h1>${escapeHtml(event.title)}</h1>
<p class="when">${escapeHtml(human(start))}</p>
<p>Venue: ${escapeHtml(addressLine(venueOf(event)))}</p>
<p>${escapeHtml(event.description)}</p>
<p>Presented by ${escapeHtml(site.name)}.</p>
<p><a href="/tickets/${event.id}">Register</a></p>`;
}

function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

function libraryFeed(events: DevEvent[], anchor: DateTime, origin: string, site: DevSite): string {
  const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
  const entries = events.map((event) => {
    const start = occurrenceStart(event, anchor);
    const path = eventPath(event);
    const url = path && !event.feedWithoutUrl ? [`URL:${origin}${path}`] : [];
    const rule = event.weekly ? [`RRULE:FREQ=WEEKLY;COUNT=${event.weekly.weeks}`] : [];
    return [
      "BEGIN:VEVENT",
      `UID:${event.id}@inwood-library.example`,
      `DTSTAMP:${anchor.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      `DTSTART;TZID=${DEV_TIME_ZONE}:${local(start)}`,
      `DTEND;TZID=${DEV_TIME_ZONE}:${local(start.plus({ minutes: event.minutes }))}`,
      ...rule,
      `SUMMARY:${icsText(event.title)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `LOCATION:${icsText(addressLine(venueOf(event)))}`,
      `ORGANIZER;CN=${site.name}:mailto:events@inwood-library.example`,
      ...(event.categories ? [`CATEGORIES:${event.categories.map(icsText).join(",")}`] : []),
      ...url,
      "END:VEVENT",
    ].join("\r\n");
  });
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Inwood Branch Library//Events//EN",
    `X-WR-TIMEZONE:${DEV_TIME_ZONE}`,
    ...entries,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

function listingItem(event: DevEvent, anchor: DateTime): string {
  const path = eventPath(event);
  const start = occurrenceStart(event, anchor);
  const title = path ? `<a href="${path}">${escapeHtml(event.title)}</a>` : escapeHtml(event.title);
  return `<li>${title} <span>${escapeHtml(start.toFormat("ccc, LLL d"))}</span></li>`;
}

/** Every path of one site. */
export function buildDevSite(options: {
  site: DevSite;
  origins: DevOrigins;
  now: Date;
}): Map<string, DevResponse> {
  const { site, origins } = options;
  const origin = origins[site.key];
  const anchor = anchorOf(options.now);
  const events = DEV_EVENTS.filter((event) => event.site === site.key);
  const html = (body: string) => ({ contentType: "text/html; charset=utf-8", body });
  const paths = new Map<string, DevResponse>();
  const feedHead =
    site.kind === "ical"
      ? `<link rel="alternate" type="text/calendar" title="Library events" href="/calendar.ics">`
      : "";
  const listed = events.filter((event) => eventPath(event) || site.kind === "ical");

  paths.set(
    "/",
    html(
      page({
        site,
        title: "Home",
        head: feedHead,
        body: `<h1>${escapeHtml(site.name)}</h1><p>Welcome. See what's coming up on our <a href="/events">events calendar</a>.</p>`,
      }),
    ),
  );
  let listingBody = `<h1>Upcoming events</h1><ul>${listed.map((event) => listingItem(event, anchor)).join("\n")}</ul>`;
  if (site.kind === "ical")
    listingBody += `<p><a href="/calendar.ics">Subscribe to our calendar (iCal feed)</a></p>`;
  const listingHead =
    site.kind === "aggregator"
      ? jsonLd({
          "@context": "https://schema.org",
          "@type": "ItemList",
          itemListElement: events.map((event, index) => ({
            "@type": "ListItem",
            position: index + 1,
            item: eventNode(event, anchor, `${origin}${eventPath(event)}`, site.name),
          })),
        })
      : feedHead;
  paths.set("/events", html(page({ site, title: "Events", head: listingHead, body: listingBody })));
  paths.set("/about", html(page({ site, title: "About", body: `<h1>About</h1><p>${site.name}.</p>` })));
  paths.set(
    "/visit",
    html(page({ site, title: "Visit", body: `<h1>Visit</h1><p>${addressLine(site.venue)}</p>` })),
  );

  for (const event of events) {
    const path = eventPath(event);
    if (!path) continue;
    const url = `${origin}${path}`;
    if (site.kind === "json-ld" || site.kind === "aggregator") {
      const body = `<h1>${escapeHtml(event.title)}</h1><p>${escapeHtml(human(occurrenceStart(event, anchor)))}</p><p>${escapeHtml(event.description)}</p>`;
      const node = eventNode(event, anchor, url, site.name);
      paths.set(path, html(page({ site, title: event.title, head: jsonLd(node), body })));
    } else if (site.kind === "json-ld-schedule") {
      const body = `<h1>${escapeHtml(event.title)}</h1><p>${escapeHtml(event.description)}</p>`;
      const node = seriesNode(event, anchor, url, site.name);
      paths.set(path, html(page({ site, title: event.title, head: jsonLd(node), body })));
    } else if (site.kind === "microdata") {
      paths.set(path, html(page({ site, title: event.title, body: microdataEvent(event, anchor) })));
    } else {
      paths.set(path, html(page({ site, title: event.title, body: htmlEvent(event, anchor, site) })));
    }
  }
  if (site.kind === "ical") {
    paths.set("/calendar.ics", {
      contentType: "text/calendar; charset=utf-8",
      body: libraryFeed(events, anchor, origin, site),
    });
  }
  paths.set("/robots.txt", {
    contentType: "text/plain",
    body: `User-agent: *\nDisallow: /tickets/\n\nSitemap: ${origin}/sitemap.xml\n`,
  });
  const locs = [...paths.keys()]
    .filter((path) => path.startsWith("/") && path !== "/robots.txt")
    .map((path) => `<url><loc>${origin}${path}</loc></url>`);
  paths.set("/sitemap.xml", {
    contentType: "application/xml",
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join("")}</urlset>\n`,
  });
  return paths;
}

export function allDevSites(): readonly DevSite[] {
  return DEV_SITES;
}
