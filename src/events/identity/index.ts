// The public surface of event identity: when two sightings are the same event, and how they become one record.
export { eventId, normalizeStart, seriesKey } from "./event-id.js";
export { isMoreTrusted, mergeEventRecords } from "./merge-event-records.js";
export { mergeSightings } from "./merge-sightings.js";
export { normalizeName } from "./normalize-name.js";
export { venueKey, venueOf } from "./venue.js";
