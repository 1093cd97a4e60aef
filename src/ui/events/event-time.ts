// Event times as the venue's clock shows them: read from the ISO string's own wall-clock fields and offset,
// never converted to the viewer's zone (a 7:30 PM concert in New York reads 7:30 PM anywhere).

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The wall-clock fields of an ISO 8601 date or date-time; undefined when it is not one. */
export function parseWallTime(iso: string): WallTime | undefined {
  const match = ISO.exec(iso.trim());
  if (!match) return undefined;
  const [, year = "", month = "", day = "", hour = "0", minute = "0", zone = "Z"] = match;
  let offsetMinutes = 0;
  if (zone !== "Z") {
    const digits = zone.replace(":", "");
    const sign = digits.startsWith("-") ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const wall = { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, offsetMinutes };
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  if (check.getUTCDate() !== wall.day || check.getUTCHours() !== wall.hour) return undefined;
  return wall;
}

/** The instant a wall time names. */
export function instantOf(wall: WallTime): Date {
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - wall.offsetMinutes * 60_000,
  );
}

/** "UTC−5", "UTC+5:30", "UTC". */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "UTC";
  const sign = offsetMinutes < 0 ? "−" : "+";
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `UTC${sign}${Math.floor(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

export interface FormatEventTimeForCardOptions {
  /** ISO 8601 start with its offset. */
  start: string;
  /** Same format, or null. */
  end?: string | null;
  /** Default: the browser's. */
  locale?: string;
  /** The viewer's offset from UTC at the start, in minutes east; when it differs the venue's offset is named. */
  viewerOffsetMinutes?: number;
}

/**
 * "Sat, Dec 5 · 7:30 PM", "Sat, Dec 5 · 7:30 – 10:00 PM", or the date alone for a date-only event (midnight).
 * The venue's offset ("UTC−5") is added when the viewer's clock differs. An unreadable start comes back as is.
 * For the event cards in the browser, in the viewer's locale.
 */
export function formatEventTimeForCard(options: FormatEventTimeForCardOptions): string {
  const start = parseWallTime(options.start);
  if (!start) return options.start;
  const utc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The wall clock is formatted "as UTC", so no zone conversion can move it.
  const dateFormat = new Intl.DateTimeFormat(options.locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  const timeFormat = new Intl.DateTimeFormat(options.locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const date = dateFormat.format(utc(start));
  if (start.hour === 0 && start.minute === 0) return date;
  const end = options.end ? parseWallTime(options.end) : undefined;
  let time = timeFormat.format(utc(start));
  if (end && instantOf(end) > instantOf(start)) {
    const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
    time = sameDay
      ? timeFormat.formatRange(utc(start), utc(end))
      : `${time} – ${dateFormat.format(utc(end))}, ${timeFormat.format(utc(end))}`;
  }
  const viewer = options.viewerOffsetMinutes;
  const zone =
    viewer !== undefined && viewer !== start.offsetMinutes ? ` (${offsetLabel(start.offsetMinutes)})` : "";
  return `${date} · ${time}${zone}`;
}

/** The browser's offset from UTC at `iso`'s instant, in minutes east (Date's own is west, hence the sign). */
export function viewerOffsetAt(iso: string): number | undefined {
  const wall = parseWallTime(iso);
  return wall ? -instantOf(wall).getTimezoneOffset() : undefined;
}
