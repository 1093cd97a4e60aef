// The identity of an event across pages, feeds and sources: normalised title + start instant + venue.
import { createHash } from "node:crypto";
import type { EventRecord } from "../event-types.js";

/** Lower case, accents and punctuation dropped, "&" read as "and", spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The venue part of a location line: its first comma-separated part ("Le Poisson Rouge, 158 Bleecker St"
 * → "le poisson rouge"), so a feed that gives only the venue name matches a page that gives the address.
 */
export function normalizeVenue(location: string): string {
  return normalizeText(location.split(",")[0] ?? "");
}

/** The start as a UTC instant to the minute, so "19:30-05:00" and "00:30Z" next day are the same start. */
export function normalizeStart(start: string): string {
  const time = Date.parse(start);
  return Number.isNaN(time) ? start.trim() : new Date(time).toISOString().slice(0, 16);
}

/** A stable id: the first 32 hex digits of SHA-256 over the normalised title, start and venue. */
export function eventId(event: Pick<EventRecord, "title" | "start" | "location">): string {
  const key = [normalizeText(event.title), normalizeStart(event.start), normalizeVenue(event.location)].join(
    "\n",
  );
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}
