// The library's iCalendar feed: TZID=America/New_York with its VTIMEZONE, a weekly RRULE series that began
// before the window, a cancelled event (STATUS:CANCELLED) and the same author talk its HTML page describes.
import type { DateTime } from "luxon";
import { eventEnd, eventStart, icalLocal, icalUtc } from "./event-times.js";
import { eventPageUrl } from "./event-urls.js";
import type { EventSiteContext, FixtureEvent } from "./fixture-types.js";
import { venueLine } from "./venues.js";

export const LIBRARY_FEED_PATH = "/calendar.ics";

const CATEGORY_LABELS: Record<string, string> = {
  talk: "Talks",
  kids: "Kids & Families",
};

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "X-LIC-LOCATION:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 TEXT escaping. */
function escapeText(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,").replaceAll("\n", "\\n");
}

/** RFC 5545 folding: lines longer than 75 octets continue on the next line after one space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, "utf8") > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut), "utf8") > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

function vevent(event: FixtureEvent, context: EventSiteContext, stamp: DateTime): string[] {
  const start = eventStart({ anchor: context.anchor, event });
  const end = eventEnd({ anchor: context.anchor, event });
  const page = eventPageUrl(event, context.origins);
  return [
    "BEGIN:VEVENT",
    `UID:${event.id}@hamilton-heights-library.example`,
    `DTSTAMP:${icalUtc(stamp)}`,
    `DTSTART;TZID=America/New_York:${icalLocal(start)}`,
    `DTEND;TZID=America/New_York:${icalLocal(end)}`,
    ...(event.weeklyCount ? [`RRULE:FREQ=WEEKLY;COUNT=${event.weeklyCount}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(venueLine(event.venue))}`,
    `ORGANIZER;CN="${event.organizer}":mailto:programs@hamilton-heights-library.example`,
    `CATEGORIES:${escapeText(CATEGORY_LABELS[event.category] ?? event.category)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    ...(page ? [`URL:${page}`] : []),
    "END:VEVENT",
  ];
}

/** The whole feed, CRLF line endings, for the given events. */
export function libraryIcs(events: FixtureEvent[], context: EventSiteContext): string {
  // DTSTAMP is the anchor day, not the clock, so the same day always serves the same bytes.
  const stamp = context.anchor;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hamilton Heights Library//Events Calendar 3.2//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Hamilton Heights Library Events",
    "X-WR-TIMEZONE:America/New_York",
    ...VTIMEZONE,
    ...events.flatMap((event) => vevent(event, context, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
