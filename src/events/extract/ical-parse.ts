// Parsing an iCalendar feed into its VEVENT components, tolerating one broken event: ical.js rejects a whole
// file for one bad line (an unknown RRULE frequency, say), so on failure each VEVENT is parsed on its own.
import ICAL from "ical.js";

export interface ParsedFeed {
  events: ICAL.Component[];
  /** X-WR-TIMEZONE, the calendar's zone as Google and Apple write it. */
  calendarTimeZone?: string;
}

/** The feed's VEVENTs; an empty list when nothing in the text is iCalendar. Never throws. */
export function parseIcalFeed(ics: string): ParsedFeed {
  try {
    return fromRoot(parseRoot(ics));
  } catch {
    return parseEventByEvent(ics);
  }
}

function parseRoot(text: string): ICAL.Component {
  const parsed = ICAL.parse(text);
  // Several VCALENDARs in one file parse to a list; the first is the calendar in practice.
  return new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
}

function fromRoot(root: ICAL.Component): ParsedFeed {
  const events = root.name === "vevent" ? [root] : root.getAllSubcomponents("vevent");
  const zone = root.getFirstPropertyValue("x-wr-timezone");
  return { events, ...(typeof zone === "string" && zone !== "" ? { calendarTimeZone: zone } : {}) };
}

function parseEventByEvent(ics: string): ParsedFeed {
  const blocks = splitBlocks(ics);
  const timeZones = blocks.timeZones.join("\r\n");
  const events: ICAL.Component[] = [];
  for (const block of blocks.events) {
    try {
      // Each event gets the file's VTIMEZONEs beside it, so its TZIDs still resolve.
      const text = ["BEGIN:VCALENDAR", timeZones, block, "END:VCALENDAR"].filter(Boolean).join("\r\n");
      events.push(...parseRoot(text).getAllSubcomponents("vevent"));
    } catch {
      // This event is beyond repair; the others stand.
    }
  }
  return { events, ...(blocks.calendarTimeZone ? { calendarTimeZone: blocks.calendarTimeZone } : {}) };
}

/** The text of each top-level VEVENT and VTIMEZONE, in one pass over the lines (no backtracking on hostile text). */
function splitBlocks(ics: string): { events: string[]; timeZones: string[]; calendarTimeZone?: string } {
  const events: string[] = [];
  const timeZones: string[] = [];
  let calendarTimeZone: string | undefined;
  let open: { name: string; lines: string[] } | undefined;
  for (const rawLine of ics.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    const upper = line.toUpperCase();
    if (open === undefined) {
      if (upper === "BEGIN:VEVENT" || upper === "BEGIN:VTIMEZONE")
        open = { name: upper.slice(6), lines: [line] };
      else if (upper.startsWith("X-WR-TIMEZONE:")) calendarTimeZone = line.slice(14).trim() || undefined;
      continue;
    }
    open.lines.push(line);
    if (upper === `END:${open.name}`) {
      (open.name === "VEVENT" ? events : timeZones).push(open.lines.join("\r\n"));
      open = undefined;
    }
  }
  return { events, timeZones, ...(calendarTimeZone ? { calendarTimeZone } : {}) };
}
