// The demo's venues (fictional, with plausible addresses) and the identity of each site.
import type { EventSiteKey, EventSiteKind, FixtureVenue } from "./fixture-types.js";

export const VENUES = {
  blueLantern: {
    name: "Blue Lantern Jazz Club",
    streetAddress: "87 Barrow Street",
    city: "New York",
    region: "NY",
    postalCode: "10014",
  },
  hudsonPlayhouse: {
    name: "Hudson Street Playhouse",
    streetAddress: "421 Hudson Street",
    city: "New York",
    region: "NY",
    postalCode: "10014",
  },
  eldridgeCommons: {
    name: "Eldridge Street Arts Commons",
    streetAddress: "212 Eldridge Street",
    city: "New York",
    region: "NY",
    postalCode: "10002",
  },
  hamiltonLibrary: {
    name: "Hamilton Heights Library",
    streetAddress: "560 West 145th Street",
    city: "New York",
    region: "NY",
    postalCode: "10031",
  },
  pierRooftop: {
    name: "The Rooftop at Pier 17",
    streetAddress: "89 South Street",
    city: "New York",
    region: "NY",
    postalCode: "10038",
  },
  pier83: {
    name: "Pier 83 Cruise Terminal",
    streetAddress: "West 42nd Street and 12th Avenue",
    city: "New York",
    region: "NY",
    postalCode: "10036",
  },
  tripleCrown: {
    name: "Triple Crown Sports Bar",
    streetAddress: "330 Seventh Avenue",
    city: "New York",
    region: "NY",
    postalCode: "10001",
  },
  greatLawn: {
    name: "Central Park, Great Lawn",
    streetAddress: "Central Park at 79th Street",
    city: "New York",
    region: "NY",
    postalCode: "10024",
  },
  puppetLoft: {
    name: "Chelsea Puppet Loft",
    streetAddress: "251 West 26th Street",
    city: "New York",
    region: "NY",
    postalCode: "10001",
  },
  founderHall: {
    name: "Founders Hall at Hudson Yards",
    streetAddress: "20 Hudson Yards",
    city: "New York",
    region: "NY",
    postalCode: "10001",
  },
  midtownHotel: {
    name: "Midtown Commons Hotel Ballroom",
    streetAddress: "151 West 54th Street",
    city: "New York",
    region: "NY",
    postalCode: "10019",
  },
  tremontHall: {
    name: "Tremont Street Music Hall",
    streetAddress: "246 Tremont Street",
    city: "Boston",
    region: "MA",
    postalCode: "02116",
  },
  beaconAthenaeum: {
    name: "Beacon Hill Athenaeum",
    streetAddress: "10 Beacon Street",
    city: "Boston",
    region: "MA",
    postalCode: "02108",
  },
  walnutStage: {
    name: "Walnut Street Stage",
    streetAddress: "825 Walnut Street",
    city: "Philadelphia",
    region: "PA",
    postalCode: "19107",
  },
  southStreetSupper: {
    name: "South Street Supper Club",
    streetAddress: "1421 South Street",
    city: "Philadelphia",
    region: "PA",
    postalCode: "19146",
  },
} satisfies Record<string, FixtureVenue>;

/** "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY 10014". */
export function venueLine(venue: FixtureVenue): string {
  return `${venue.name}, ${venue.streetAddress}, ${venue.city}, ${venue.region} ${venue.postalCode}`;
}

export interface EventSiteIdentity {
  key: EventSiteKey;
  name: string;
  kind: EventSiteKind;
  tagline: string;
  /** The events listing the home page links to. */
  listingPath: string;
  /** Its label in the navigation ("Calendar", "What's On", "Events"). */
  listingLabel: string;
}

export const SITE_IDENTITIES: Record<EventSiteKey, EventSiteIdentity> = {
  jazz: {
    key: "jazz",
    name: "Blue Lantern Jazz Club",
    kind: "json-ld",
    tagline: "Live jazz in the West Village, seven nights a week since 1987.",
    listingPath: "/calendar",
    listingLabel: "Calendar",
  },
  theater: {
    key: "theater",
    name: "Hudson Street Playhouse",
    kind: "microdata",
    tagline: "Home of the Hudson Street Repertory Company: classics and new plays in a 199-seat house.",
    listingPath: "/whats-on",
    listingLabel: "What's On",
  },
  arts: {
    key: "arts",
    name: "Eldridge Street Arts Commons",
    kind: "html",
    tagline: "A community arts space on the Lower East Side: exhibitions, talks, workshops.",
    listingPath: "/events",
    listingLabel: "Events",
  },
  library: {
    key: "library",
    name: "Hamilton Heights Library",
    kind: "ical",
    tagline: "Your neighborhood library and local history museum in Upper Manhattan.",
    listingPath: "/calendar",
    listingLabel: "Calendar",
  },
  aggregator: {
    key: "aggregator",
    name: "Northeast Nights",
    kind: "aggregator",
    tagline:
      "The events guide for New York, Boston and Philadelphia: music, theater, sports, family and more.",
    listingPath: "/events",
    listingLabel: "Events",
  },
};
