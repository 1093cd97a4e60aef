// The bundled demo event web for `webscout events --demo` and `npm run bench:events`: a jazz club (JSON-LD), a
// theater (microdata), an arts space (plain HTML), a library (iCalendar feed) and an aggregator full of
// distractors, served on loopback with dates relative to the clock.

export { DemoPortError } from "../demo-port-error.js";
export {
  demoProfileEvents,
  EVENT_DEMO_CITY,
  EVENT_DEMO_QUERY,
  PROFILE_EVENT_IDS,
  profileAllowedDomains,
  profileCsv,
} from "./demo-profile.js";
export {
  catalogEvent,
  EVENT_CATALOG,
  type EventOccurrence,
  occurrences,
  siteEvents,
} from "./event-catalog.js";
export {
  EVENT_DEMO_CONTENT_VERSION,
  EVENT_DEMO_MARKER_PATH,
  type EventDemoMarker,
  type EventDemoResponse,
  routeEventDemoRequest,
} from "./event-demo-routes.js";
export {
  DEFAULT_EVENT_DEMO_BASE_PORT,
  type DemoEventSite,
  type DemoEventSites,
  type StartDemoEventSitesOptions,
  startDemoEventSites,
} from "./event-demo-server.js";
export { anchorDate, anchorDay, DEMO_TIME_ZONE } from "./event-times.js";
export { eventPageUrl } from "./event-urls.js";
export type {
  EventSiteKey,
  EventSiteKind,
  EventSiteOrigins,
  FixtureCategory,
  FixtureEvent,
  FixtureVenue,
} from "./fixture-types.js";
export { type DemoSearchResult, demoSearchResults } from "./search-results.js";
