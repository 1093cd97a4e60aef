// One VEVENT (or one occurrence of it) to an EventRecord: its fields read once per component, its times per
// occurrence.
import type ICAL from "ical.js";
import type { EventRecord } from "../event-types.js";
import { findCitiesIn, timeZoneForPlace } from "./city-time-zones.js";
import { parseEventStatus } from "./event-status.js";
import { ianaZoneForTzid, icalTimeToDateTime } from "./ical-time.js";
import { formatEventTimeForRecord } from "./local-time.js";
import { cleanDescription, cleanText, MAX_TITLE_CHARS, resolveEventUrl } from "./normalize-event.js";

export interface IcalRecordContext {
  /** The feed's URL: each event's sourceUrl and fallback url. */
  feedUrl: string;
  /** Zone for floating and UTC times when the event has no TZID and no known city: X-WR-TIMEZONE or the default. */
  feedZone: string;
  /** Fields already read, per component: a recurring event's occurrences share them. */
  fieldsCache: Map<ICAL.Component, EventFields | null>;
}

type EventFields = Omit<EventRecord, "start" | "end">;

export function createIcalRecordContext(feedUrl: string, feedZone: string): IcalRecordContext {
  return { feedUrl, feedZone, fieldsCache: new Map() };
}

/** The record for one occurrence; undefined when the event has no SUMMARY or its start is not a valid time. */
export function toRecord(
  component: ICAL.Component,
  startTime: ICAL.Time,
  endTime: ICAL.Time | undefined,
  context: IcalRecordContext,
): EventRecord | undefined {
  let fields = context.fieldsCache.get(component);
  if (fields === undefined) {
    fields = readFields(component, context);
    context.fieldsCache.set(component, fields);
  }
  if (fields === null) return undefined;
  const start = icalTimeToDateTime(startTime, fields.timeZone);
  if (!start) return undefined;
  const end = endTime ? icalTimeToDateTime(endTime, fields.timeZone) : undefined;
  const { title, ...rest } = fields;
  return {
    title,
    start: formatEventTimeForRecord(start),
    end: end && end > start ? formatEventTimeForRecord(end) : null,
    ...rest,
  };
}

function readFields(component: ICAL.Component, context: IcalRecordContext): EventFields | null {
  const title = cleanText(text(component.getFirstPropertyValue("summary")), MAX_TITLE_CHARS);
  if (title === "") return null;
  const location = cleanText(text(component.getFirstPropertyValue("location")));
  const city = findCitiesIn(location)[0]?.name;
  const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
  // The TZID names the zone; without one (UTC or floating) the venue's city, then the feed's zone.
  const timeZone =
    ianaZoneForTzid(typeof tzid === "string" ? tzid : undefined) ??
    timeZoneForPlace({ city }) ??
    context.feedZone;
  const description = cleanDescription(text(component.getFirstPropertyValue("description")));
  return {
    title,
    timeZone,
    location,
    ...(city ? { city } : {}),
    organizer: readOrganizer(component),
    url: resolveEventUrl(text(component.getFirstPropertyValue("url")) || undefined, context.feedUrl),
    ...(description ? { description } : {}),
    status: parseEventStatus(text(component.getFirstPropertyValue("status"))),
    categories: readCategories(component),
    source: "ical",
    sourceUrl: context.feedUrl,
  };
}

/** ORGANIZER's CN parameter, else its address without "mailto:". */
function readOrganizer(component: ICAL.Component): string {
  const property = component.getFirstProperty("organizer");
  if (!property) return "";
  const commonName = property.getParameter("cn");
  if (typeof commonName === "string" && commonName.trim() !== "") return cleanText(commonName);
  return cleanText(text(property.getFirstValue()).replace(/^mailto:/i, ""));
}

function readCategories(component: ICAL.Component): string[] {
  const categories: string[] = [];
  for (const property of component.getAllProperties("categories")) {
    for (const value of property.getValues()) {
      const category = cleanText(text(value), 80);
      if (category !== "" && !categories.includes(category)) categories.push(category);
    }
  }
  return categories.slice(0, 20);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
