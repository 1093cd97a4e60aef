// The public surface of event extraction: events from JSON-LD, microdata, iCalendar and plain HTML, with times in
// each event's zone, and the city table the city filter uses.

export type { CityEntry } from "./city-table.js";
export {
  cityMatches,
  findCitiesIn,
  foldPlaceName,
  resolveCity,
  timeZoneForCity,
  timeZoneForPlace,
} from "./city-time-zones.js";
export { type EventStatus, parseEventStatus } from "./event-status.js";
export { type ExtractEventsOptions, extractEvents } from "./extract-events.js";
export { type EventsFromHtmlOptions, eventsFromHtml } from "./html-events.js";
export { type FindHumanDatesOptions, findHumanDates, type HumanDate, parseHumanDate } from "./human-dates.js";
export { type EventsFromIcalOptions, eventsFromIcal } from "./ical-events.js";
export { type EventsFromJsonLdOptions, eventsFromJsonLd } from "./json-ld-events.js";
export {
  assertTimeZone,
  type EventTime,
  formatEventTimeForRecord,
  isValidTimeZone,
  parseIsoEventTime,
} from "./local-time.js";
export { type EventsFromMicrodataOptions, eventsFromMicrodata } from "./microdata-events.js";
export {
  cleanDescription,
  cleanText,
  dropRepeatsWithinDocument,
  resolveEventUrl,
} from "./normalize-event.js";
export { DEFAULT_WINDOW_DAYS, resolveWindow, type TimeWindow } from "./window.js";
