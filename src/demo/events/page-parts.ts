// Pieces several event sites share: schema.org JSON-LD for an event, listing cards, plain info pages.
import { escapeHtml } from "../page-layout.js";
import type { EventOccurrence } from "./event-catalog.js";
import { isoWithOffset, shortHumanDate } from "./event-times.js";
import type { EventSitePage, FixtureCategory, FixtureVenue } from "./fixture-types.js";

const SCHEMA_TYPES: Record<FixtureCategory, string> = {
  jazz: "MusicEvent",
  theater: "TheaterEvent",
  talk: "EducationEvent",
  comedy: "ComedyEvent",
  sports: "SportsEvent",
  kids: "ChildrensEvent",
  business: "BusinessEvent",
};

export function schemaType(category: FixtureCategory): string {
  return SCHEMA_TYPES[category];
}

export function placeJsonLd(venue: FixtureVenue): Record<string, unknown> {
  return {
    "@type": "Place",
    name: venue.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: venue.streetAddress,
      addressLocality: venue.city,
      addressRegion: venue.region,
      postalCode: venue.postalCode,
      addressCountry: "US",
    },
  };
}

/** A schema.org Event object for one occurrence, the way venue CMSs typically emit it. */
export function eventJsonLd(options: {
  occurrence: EventOccurrence;
  url: string;
  organizerUrl: string;
  type?: string | string[];
}): Record<string, unknown> {
  const { event, start, end } = options.occurrence;
  return {
    "@type": options.type ?? schemaType(event.category),
    name: event.title,
    description: event.description,
    startDate: isoWithOffset(start),
    endDate: isoWithOffset(end),
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: placeJsonLd(event.venue),
    organizer: { "@type": "Organization", name: event.organizer, url: options.organizerUrl },
    ...(event.performer ? { performer: { "@type": "MusicGroup", name: event.performer } } : {}),
    offers: {
      "@type": "Offer",
      price: event.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: options.url,
    },
    image: [`${new URL(options.url).origin}/images/${event.id}.jpg`],
    url: options.url,
  };
}

/** A `<script type="application/ld+json">` block; `<` is escaped so page text cannot close the script. */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value, null, 1).replaceAll("<", "\\u003c")}</script>`;
}

/** A listing card: title link, short date, venue; no structured data. */
export function listingCard(options: { occurrence: EventOccurrence; href: string; note?: string }): string {
  const { event, start } = options.occurrence;
  const status = event.cancelled ? ' <span class="badge">Cancelled</span>' : "";
  return `<li class="event-card">
  <a class="event-card__title" href="${escapeHtml(options.href)}">${escapeHtml(event.title)}</a>${status}
  <span class="event-card__date">${escapeHtml(shortHumanDate(start))}</span>
  <span class="event-card__venue">${escapeHtml(event.venue.name)}</span>${options.note ? `\n  <span class="event-card__note">${escapeHtml(options.note)}</span>` : ""}
</li>`;
}

/** "$35" or "Free". */
export function priceLabel(price: number): string {
  return price === 0 ? "Free" : `$${price}`;
}

/** The about/privacy/terms kind of page every site links from its footer. */
export function infoPages(
  siteName: string,
  extra: { path: string; title: string; text: string }[] = [],
): EventSitePage[] {
  const common = [
    { path: "/about", title: "About Us", text: `${siteName} is an independent, nonprofit organization.` },
    {
      path: "/accessibility",
      title: "Accessibility",
      text: "Step-free access, assistive listening devices.",
    },
    { path: "/careers", title: "Careers", text: "We are not hiring right now. Check back soon." },
    { path: "/privacy", title: "Privacy Policy", text: "We collect only what we need to sell tickets." },
    { path: "/terms", title: "Terms of Use", text: "Programs, artists and prices are subject to change." },
    { path: "/press", title: "Press", text: "Press inquiries: press@example.org." },
    { path: "/newsletter", title: "Newsletter", text: "Sign up for our weekly email using the form below." },
  ];
  return [...common, ...extra].map((page) => ({
    path: page.path,
    title: page.title,
    description: `${page.title} — ${siteName}`,
    main: `<p>${escapeHtml(page.text)}</p>\n<p>Questions? Write to info@example.org or call (212) 555-0100.</p>`,
    inSitemap: page.path !== "/newsletter",
  }));
}
