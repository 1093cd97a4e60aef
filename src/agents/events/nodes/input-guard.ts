// input_guard: validates and completes the query (text, city, date window, model, version) with an injected clock.
import { DateTime } from "luxon";
import { UsageError } from "../../../errors/index.js";
import type { EventQuery } from "../../../events/event-types.js";
import { timeZoneForCity } from "../../../events/extract/index.js";
import type { EventsDependencies } from "../dependencies.js";
import {
  EVENT_SCOUT_VERSION,
  type EventsRequest,
  type EventsStateUpdate,
  type EventsStateValue,
} from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

export const DEFAULT_CITY = "New York";
/** Days after `from` that the default window ends on. */
export const DEFAULT_WINDOW_DAYS = 14;
export const MAX_WINDOW_DAYS = 90;

function parseDay(value: string, flag: string, zone: string): DateTime {
  const trimmed = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? DateTime.fromISO(trimmed, { zone }) : undefined;
  if (!day?.isValid) {
    throw new UsageError(`${flag} "${value}" is not a date`, {
      hint: `write it as YYYY-MM-DD, e.g. ${flag} 2026-12-05`,
    });
  }
  return day;
}

/** The validated query, and whether the window's end was left to the default (the planner may widen it then). */
export function validateEventsRequest(options: { request: EventsRequest; model: string; now: number }): {
  query: EventQuery;
  windowDefaulted: boolean;
} {
  const { request, model, now } = options;
  const text = request.text.replace(/\s+/g, " ").trim();
  if (text === "")
    throw new UsageError("the query text is empty", { hint: 'say what to look for, e.g. "jazz concerts"' });
  if (text.length > 500) throw new UsageError("the query text is longer than 500 characters");
  const city = request.city?.trim() || DEFAULT_CITY;
  const timeZone = timeZoneForCity(city);
  if (!timeZone) {
    throw new UsageError(`the city "${city}" is not one we know the time zone of`, {
      hint: 'use a major city name, e.g. --city "New York", --city London or --city Berlin',
    });
  }
  const today = DateTime.fromMillis(now, { zone: timeZone }).startOf("day");
  const from = request.from ? parseDay(request.from, "--from", timeZone) : today;
  const to = request.to ? parseDay(request.to, "--to", timeZone) : from.plus({ days: DEFAULT_WINDOW_DAYS });
  if (to < from) {
    throw new UsageError(
      `the date range is reversed: --to ${to.toISODate()} is before --from ${from.toISODate()}`,
      {
        hint: "swap the two dates",
      },
    );
  }
  const days = Math.round(to.diff(from, "days").days);
  if (days > MAX_WINDOW_DAYS) {
    throw new UsageError(`the date window is ${days} days long; at most ${MAX_WINDOW_DAYS} are searched`, {
      hint: "narrow --from/--to",
    });
  }
  return {
    query: {
      text,
      city,
      dateFrom: from.toISODate() as string,
      dateTo: to.toISODate() as string,
      timeZone,
      model,
      version: EVENT_SCOUT_VERSION,
    },
    windowDefaulted: !request.to,
  };
}

export function createInputGuardNode(deps: EventsDependencies): EventsNode {
  const now = deps.now ?? Date.now;
  return (state: EventsStateValue, config): EventsStateUpdate => {
    if (!state.settings) throw new Error("the event scout was started without settings");
    const { query, windowDefaulted } = validateEventsRequest({
      request: state.request,
      model: state.settings.model,
      now: now(),
    });
    emitter(deps, config)({ type: "query-validated", query });
    return {
      query,
      window_defaulted: windowDefaulted,
      requested_window: { from: query.dateFrom, to: query.dateTo },
      started_at: now(),
    };
  };
}
