// One event from a page about one event that has no structured data: the title, a human-written date, and the
// venue and organizer lines ("Venue: …", "Presented by …"). Listing pages are left to the crawler.
import type { Document, Element } from "domhandler";
import { extractMainText, findFirst, visibleText } from "../../extract/index.js";
import type { EventRecord } from "../event-types.js";
import { findCitiesIn, timeZoneForPlace } from "./city-time-zones.js";
import { findHumanDates, type HumanDate } from "./human-dates.js";
import { formatEventTimeForRecord } from "./local-time.js";
import { cleanDescription, cleanText, MAX_TITLE_CHARS, resolveEventUrl } from "./normalize-event.js";
import { pageText } from "./page-text.js";

export interface EventsFromHtmlOptions {
  document: Document;
  /** The page's URL: the event's url and sourceUrl. */
  url: string;
  /** Zone of the wall-clock times when the venue's city is unknown. */
  defaultTimeZone: string;
  /** Reference instant: dates without a year are the next such date after it. Default: the current time. */
  now?: Date;
}

/** More distinct days than this on a page means a listing or a calendar, not one event's page. */
const MAX_DISTINCT_DAYS = 3;

const VENUE_LINE = /^(?:venue|location|where|place|address)\s*[:：]\s*(.+)$/i;
const ORGANIZER_LINE = /^(?:organi[sz]er|organi[sz]ed by|presenter|host|hosted by)\s*[:：]\s*(.+)$/i;
const ORGANIZER_PHRASE = /\b(?:presented by|hosted by|organi[sz]ed by|brought to you by)\s*:?\s+(.+)$/i;
/** Where a captured name stops: a sentence end (not an abbreviation like "St."), or a separator. */
const NAME_END =
  /(?<!\b(?:St|Dr|Mr|Ms|Mrs|Jr|Inc|Co|Ltd|Ave|Mt))[.!?](?=\s|$)|\s[|·•–—]\s|\s+(?:when|date|time|tickets|price)\s*:/i;

/**
 * Returns [] or [event]: no title, no date, or more than three distinct days (a listing) give [] rather than a
 * guess. The time comes with the date or just after it; "8pm EST" keeps its instant.
 */
export function eventsFromHtml(options: EventsFromHtmlOptions): EventRecord[] {
  const { document } = options;
  const now = options.now ?? new Date();
  const heading = readHeading(document);
  const title = heading.title;
  if (title === "") return [];
  // Main content first; the whole page when the main-content heuristics left the event's lines out.
  const mainText = extractMainText(document, { url: options.url });
  const fullText = pageText(document);
  const mainLines = toLines(mainText);
  const pageLines = toLines(fullText);

  const venue =
    findLabelled(mainLines, VENUE_LINE) ??
    findLabelled(pageLines, VENUE_LINE) ??
    readAddressElement(document);
  const city = venue ? findCitiesIn(venue)[0]?.name : undefined;
  const timeZone = timeZoneForPlace({ city }) ?? options.defaultTimeZone;

  // Pages often put the date in the headline, which the main text leaves out.
  let dates: HumanDate[] = [];
  for (const text of [mainText, heading.fullText, fullText]) {
    dates = findHumanDates({ text, timeZone, now });
    if (dates.length > 0) break;
  }
  const distinctDays = new Set(dates.map((date) => date.dateTime.toISODate()));
  if (distinctDays.size === 0 || distinctDays.size > MAX_DISTINCT_DAYS) return [];
  const chosen = chooseDate(dates, now);

  const description = cleanDescription(
    mainLines.filter((line) => !VENUE_LINE.test(line) && !line.includes(chosen.text)).join(" "),
  );
  return [
    {
      title,
      start: formatEventTimeForRecord(chosen.dateTime),
      end: chosen.end ? formatEventTimeForRecord(chosen.end) : null,
      timeZone,
      location: venue ?? "",
      ...(city ? { city } : {}),
      organizer: findOrganizer(mainLines) ?? findOrganizer(pageLines) ?? "",
      url: resolveEventUrl(undefined, options.url),
      ...(description ? { description } : {}),
      status: readStatus(title),
      categories: [],
      source: "html",
      sourceUrl: options.url,
    },
  ];
}

function toLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The first upcoming date (a page may mention when tickets went on sale); the first one when all are past. */
function chooseDate(dates: HumanDate[], now: Date): HumanDate {
  const upcoming = dates.find((date) => (date.end ?? date.dateTime).toMillis() >= now.getTime() - 86_400_000);
  return upcoming ?? (dates[0] as HumanDate);
}

/**
 * The h1, else the <title> without its " | Site name" tail; `fullText` keeps what was cut ("Drum Circle – Dec 21
 * | Park Events"), where a date may hide.
 */
function readHeading(document: Document): { title: string; fullText: string } {
  const heading = findFirst(
    (element) => element.name === "h1" && visibleText(element.children) !== "",
    document,
  );
  if (heading) {
    const text = cleanText(visibleText(heading.children), MAX_TITLE_CHARS);
    return { title: text, fullText: text };
  }
  const titleElement = findFirst((element) => element.name === "title", document);
  const text = titleElement ? cleanText(visibleText(titleElement.children), MAX_TITLE_CHARS) : "";
  const [first] = text.split(/\s+[|–—]\s+|\s+-\s+/);
  return { title: first?.trim() ?? "", fullText: text };
}

function readAddressElement(document: Document): string | undefined {
  const address = findFirst((element: Element) => element.name === "address", document);
  const text = address ? cleanText(visibleText(address.children)) : "";
  return text === "" ? undefined : text;
}

function findLabelled(lines: string[], pattern: RegExp): string | undefined {
  for (const line of lines) {
    const match = pattern.exec(line);
    const value = match?.[1] ? cutName(match[1]) : "";
    if (value !== "") return value;
  }
  return undefined;
}

function findOrganizer(lines: string[]): string | undefined {
  return findLabelled(lines, ORGANIZER_LINE) ?? findLabelled(lines, ORGANIZER_PHRASE);
}

function cutName(text: string): string {
  const end = NAME_END.exec(text);
  return cleanText(end ? text.slice(0, end.index) : text, 200);
}

function readStatus(title: string): EventRecord["status"] {
  if (/\bcancel+ed\b/i.test(title)) return "cancelled";
  if (/\bpostponed\b/i.test(title)) return "postponed";
  return "scheduled";
}
