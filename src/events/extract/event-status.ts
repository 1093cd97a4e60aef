// schema.org eventStatus and iCalendar STATUS, simplified to the four states the event scout acts on.
import type { EventRecord } from "../event-types.js";

export type EventStatus = EventRecord["status"];

/**
 * Maps "https://schema.org/EventCancelled", "schema:EventPostponed", "EventRescheduled", iCalendar's
 * "CANCELLED" and the like to a status. Anything missing or unknown (EventScheduled, EventMovedOnline,
 * CONFIRMED, TENTATIVE) is "scheduled": the event still happens as far as we can tell.
 */
export function parseEventStatus(value: unknown): EventStatus {
  if (typeof value !== "string") return "scheduled";
  const name = value
    .trim()
    .replace(/^.*[/:#]/, "")
    .toLowerCase();
  if (name === "eventcancelled" || name === "eventcanceled" || name === "cancelled" || name === "canceled") {
    return "cancelled";
  }
  if (name === "eventpostponed" || name === "postponed") return "postponed";
  if (name === "eventrescheduled" || name === "rescheduled") return "rescheduled";
  return "scheduled";
}
