// One schema.org Event node (from JSON-LD, or microdata turned into the same shape) to an EventRecord.
import type { DateTime } from "luxon";
import type { EventRecord } from "../event-types.js";
import { timeZoneForPlace } from "./city-time-zones.js";
import { parseEventStatus } from "./event-status.js";
import { parseHumanDate } from "./human-dates.js";
import { addIsoDuration, type EventTime, formatEventTimeForRecord, parseIsoEventTime } from "./local-time.js";
import { cleanDescription, cleanText, MAX_TITLE_CHARS, resolveEventUrl } from "./normalize-event.js";
import { scheduledOccurrences } from "./schema-schedule.js";
import { schemaTypeNames } from "./schema-types.js";
import {
  firstText,
  firstTextOrId,
  keepAsIs,
  type ResolveReference,
  readKeywords,
  readLocation,
  readOrganizer,
  type SchemaNode,
} from "./schema-values.js";
import type { TimeWindow } from "./window.js";

export interface ReadSchemaEventOptions {
  /** The page the node was found on: relative `url`s resolve against it, and it is the fallback `url`. */
  pageUrl: string;
  /** Zone for floating local times when the event's city is unknown. */
  defaultTimeZone: string;
  /** Reference instant for human-written dates without a year. */
  now: Date;
  source: "json-ld" | "microdata";
  /** Follows `{ "@id": … }` references; default: none. */
  resolve?: ResolveReference;
}

/**
 * Reads one Event node. The event's zone is its city's (from the address) when the table knows it, else
 * `defaultTimeZone`. Returns undefined when the node has no name or no start that parses.
 */
export function readSchemaEvent(node: SchemaNode, options: ReadSchemaEventOptions): EventRecord | undefined {
  const fields = readFields(node, options);
  if (!fields) return undefined;
  const start = parseEventTime(firstText(node.startDate), fields.timeZone, options.now);
  if (!start) return undefined;
  const end = readEnd(node, start, fields.timeZone, options.now);
  return {
    ...fields,
    start: formatEventTimeForRecord(start.dateTime),
    end: end ? formatEventTimeForRecord(end) : null,
  };
}

/**
 * Every occurrence of one Event node: those its `eventSchedule` gives within `window` (a weekly class, a
 * Saturday market), else the one its startDate gives.
 */
export function readSchemaEvents(
  node: SchemaNode,
  options: ReadSchemaEventOptions & { window: TimeWindow },
): EventRecord[] {
  if (node.eventSchedule !== undefined) {
    const fields = readFields(node, options);
    const occurrences = fields
      ? scheduledOccurrences({
          schedule: node.eventSchedule,
          timeZone: fields.timeZone,
          window: options.window,
        })
      : [];
    if (fields && occurrences.length > 0) {
      return occurrences.map((occurrence) => ({
        ...fields,
        start: formatEventTimeForRecord(occurrence.start),
        end: occurrence.end ? formatEventTimeForRecord(occurrence.end) : null,
      }));
    }
  }
  const single = readSchemaEvent(node, options);
  return single ? [single] : [];
}

/** Everything but the times; undefined without a name. */
function readFields(
  node: SchemaNode,
  options: ReadSchemaEventOptions,
): Omit<EventRecord, "start" | "end"> | undefined {
  const resolve = options.resolve ?? keepAsIs;
  const title = cleanText(firstText(node.name) ?? firstText(node.headline) ?? "", MAX_TITLE_CHARS);
  if (title === "") return undefined;
  const place = readLocation(node.location, resolve);
  const timeZone = timeZoneForPlace(place) ?? options.defaultTimeZone;
  const description = cleanDescription(firstText(node.description) ?? "");
  return {
    title,
    timeZone,
    location: place.location,
    ...(place.city ? { city: place.city } : {}),
    organizer: readOrganizer(node.organizer, resolve),
    url: resolveEventUrl(firstText(node.url), options.pageUrl),
    ...(description ? { description } : {}),
    status: parseEventStatus(firstTextOrId(node.eventStatus)),
    categories: readKeywords(node.keywords),
    types: schemaTypeNames(node["@type"]),
    source: options.source,
    sourceUrl: options.pageUrl,
  };
}

/** ISO 8601 first; pages that put "December 5, 2026 7:30 pm" in startDate get a second chance with chrono. */
function parseEventTime(value: string | undefined, timeZone: string, now: Date): EventTime | undefined {
  if (value === undefined) return undefined;
  // "2026-12-05T7:30PM" is neither ISO nor something chrono reads with the "T" in place.
  const humanText = value.replace(/^(\d{4}-\d{2}-\d{2})T/, "$1 ");
  return parseIsoEventTime(value, timeZone) ?? parseHumanDate(humanText, timeZone, now);
}

/**
 * The end: endDate, else startDate + duration. A date-only end means "through that day", so it becomes the next
 * midnight (exclusive, as in iCalendar). An end before the start is a data error and dropped.
 */
function readEnd(node: SchemaNode, start: EventTime, timeZone: string, now: Date): DateTime | undefined {
  let end: DateTime | undefined;
  const endTime = parseEventTime(firstText(node.endDate), timeZone, now);
  if (endTime) {
    end = endTime.dateOnly ? endTime.dateTime.startOf("day").plus({ days: 1 }) : endTime.dateTime;
  } else {
    const duration = firstText(node.duration);
    if (duration) end = addIsoDuration(start.dateTime, duration);
  }
  return end && end > start.dateTime ? end : undefined;
}
