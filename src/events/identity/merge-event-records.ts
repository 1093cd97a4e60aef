// Combines two sightings of the same event (same id) into one record, trusting structured sources first.
import type { EventRecord, EventSourceKind } from "../event-types.js";

/** Lower is more trusted: structured data over feeds over page text over a model's reading. */
const TRUST: Record<EventSourceKind, number> = { "json-ld": 0, microdata: 1, ical: 2, html: 3, llm: 4 };

export function isMoreTrusted(a: EventRecord, b: EventRecord): boolean {
  return TRUST[a.source] < TRUST[b.source];
}

/**
 * The more trusted record's fields (`a`'s when equally trusted), with gaps (end, city, description, an empty location or organizer)
 * filled from the other and categories united. A cancellation seen in either wins: sources rarely say
 * "cancelled" by mistake, and often fail to say it at all.
 */
export function mergeEventRecords(a: EventRecord, b: EventRecord): EventRecord {
  const [preferred, other] = isMoreTrusted(b, a) ? [b, a] : [a, b];
  const merged: EventRecord = {
    ...preferred,
    end: preferred.end ?? other.end,
    location: preferred.location || other.location,
    organizer: preferred.organizer || other.organizer,
    categories: [...new Set([...preferred.categories, ...other.categories])],
    status: preferred.status === "cancelled" || other.status === "cancelled" ? "cancelled" : preferred.status,
  };
  const types = [...new Set([...(preferred.types ?? []), ...(other.types ?? [])])];
  if (types.length > 0) merged.types = types;
  const city = preferred.city ?? other.city;
  if (city !== undefined) merged.city = city;
  const description = preferred.description ?? other.description;
  if (description !== undefined) merged.description = description;
  return merged;
}
