// The identity of an event across pages, feeds and sources: normalised title + start instant + venue.
import { createHash } from "node:crypto";
import type { EventRecord } from "../event-types.js";
import { normalizeName } from "./normalize-name.js";
import { venueKey } from "./venue.js";

/** The start as a UTC instant to the minute, so "19:30-05:00" and "00:30Z" next day are the same start. */
export function normalizeStart(start: string): string {
  const time = Date.parse(start);
  return Number.isNaN(time) ? start.trim() : new Date(time).toISOString().slice(0, 16);
}

/** Title and venue without the start: the dates of one series (a weekly talk) share it. */
export function seriesKey(event: Pick<EventRecord, "title" | "location">): string {
  return `${normalizeName(event.title)}\n${venueKey(event.location)}`;
}

/** A stable id: the first 32 hex digits of SHA-256 over the normalised title, start and venue. */
export function eventId(event: Pick<EventRecord, "title" | "start" | "location">): string {
  const key = [normalizeName(event.title), normalizeStart(event.start), venueKey(event.location)].join("\n");
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}
