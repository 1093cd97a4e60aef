// The finishing touches every event source shares: clean text, absolute URLs, one-line locations, no duplicates.
import { decodeHTML } from "entities";
import { normalizeUrl } from "../../web/index.js";
import type { EventRecord } from "../event-types.js";

export const MAX_TITLE_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 1_000;
const MAX_FIELD_CHARS = 500;

/**
 * Plain text from a value that may hold HTML or entities ("&lt;p&gt;Jazz &amp; blues&lt;/p&gt;"): tags and
 * the contents of scripts and styles removed, whitespace collapsed, cut at a word boundary within `maxChars`.
 */
export function cleanText(value: string, maxChars = MAX_FIELD_CHARS): string {
  // Far more input than output is never needed, and bounding it keeps the patterns below cheap on hostile text.
  let text = value.length > maxChars * 20 ? value.slice(0, maxChars * 20) : value;
  // Twice: entity-encoded markup is common in JSON-LD, and double-encoded "&amp;amp;" is not rare.
  for (let pass = 0; pass < 2 && /&[#a-z0-9]+;/i.test(text); pass++) text = decodeHTML(text);
  text = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncateAtWord(text, maxChars);
}

/** An event description: plain text, at most 1,000 characters. */
export function cleanDescription(value: string): string {
  return cleanText(value, MAX_DESCRIPTION_CHARS);
}

function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The event's own page: `candidate` resolved against the page (or feed) URL and normalised; the page URL itself
 * when there is no candidate or it is not http(s) (a "mailto:" or "javascript:" link is no event page).
 */
export function resolveEventUrl(candidate: string | undefined, pageUrl: string): string {
  const page = normalizeUrl(pageUrl) ?? pageUrl;
  const trimmed = candidate?.trim();
  if (!trimmed) return page;
  try {
    return normalizeUrl(new URL(trimmed, pageUrl).href) ?? page;
  } catch {
    return page;
  }
}

/**
 * Joins location parts into one line, skipping empty and repeated parts; a part that starts with an earlier one
 * ("Town Hall" then "Town Hall, 123 W 43rd St") replaces it. A venue named after its city keeps the city part.
 */
export function joinLocationParts(parts: Array<string | undefined>): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part ? cleanText(part) : "";
    if (text === "") continue;
    const lower = text.toLowerCase();
    if (kept.some((existing) => existing.toLowerCase() === lower)) continue;
    const prefixIndex = kept.findIndex((existing) => lower.startsWith(existing.toLowerCase()));
    if (prefixIndex !== -1) kept[prefixIndex] = text;
    else kept.push(text);
  }
  return kept.join(", ");
}

/**
 * Drops repeats of one event within one page or feed (the same node reached twice, or JSON-LD and microdata
 * describing the same show, often with differently written venues): same title and start instant. The first one
 * seen wins, so callers list the most trusted source first. Across documents, identity/mergeSightings merges
 * instead (venue included, fields combined).
 */
export function dropRepeatsWithinDocument(events: EventRecord[]): EventRecord[] {
  const seen = new Set<string>();
  const unique: EventRecord[] = [];
  for (const event of events) {
    const key = `${event.title.toLowerCase()}\u0000${Date.parse(event.start)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(event);
  }
  return unique;
}
