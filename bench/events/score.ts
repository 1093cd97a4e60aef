// Scores a returned Top-K against bench/events/targets.json: Recall@K and precision@K of the targets, and the
// events that must never come back (outside the window, outside the city, cancelled).
import { readFileSync } from "node:fs";
import { DateTime } from "luxon";
import type { RankedEvent } from "../../src/events/event-types.js";

export interface TargetEntry {
  title: string;
  venue: string;
}

export interface ForbiddenEntry extends TargetEntry {
  reason: "out-of-window" | "out-of-city" | "cancelled";
  days?: number;
  city?: string;
}

export interface BenchTargets {
  query: { text: string; city: string; windowDays: number };
  k: number;
  targets: TargetEntry[];
  mustNotReturn: ForbiddenEntry[];
  others: (TargetEntry & { category: string })[];
}

export function loadTargets(path = new URL("./targets.json", import.meta.url)): BenchTargets {
  return JSON.parse(readFileSync(path, "utf8")) as BenchTargets;
}

/** The query window for a clock: the New York day of `now` through `windowDays` later, inclusive. */
export function queryWindow(options: { now: Date; windowDays: number; timeZone?: string }): {
  from: string;
  to: string;
} {
  const day = DateTime.fromJSDate(options.now, { zone: options.timeZone ?? "America/New_York" }).startOf(
    "day",
  );
  return { from: day.toISODate() ?? "", to: day.plus({ days: options.windowDays }).toISODate() ?? "" };
}

/** Lower case, letters and digits only, single spaces: "Poetry & Jazz Evening" → "poetry jazz evening". */
export function normalizeTitle(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Same title (or one containing the other, for "Title | Venue" style titles) at the named venue. */
export function matches(event: Pick<RankedEvent, "title" | "location">, entry: TargetEntry): boolean {
  const title = normalizeTitle(event.title);
  const wanted = normalizeTitle(entry.title);
  // Containment covers "Title | Venue" or "Title — subtitle" forms; short titles ("Hamlet") must match exactly.
  const sameTitle =
    title === wanted ||
    (wanted.length >= 8 && title.includes(wanted)) ||
    (title.length >= 8 && wanted.includes(title));
  return sameTitle && normalizeTitle(event.location).includes(normalizeTitle(entry.venue));
}

const OTHER_CITIES = /\b(boston|philadelphia|cambridge|ma|pa)\b/;

export type Verdict =
  | { kind: "target"; index: number }
  | { kind: "forbidden"; reason: ForbiddenEntry["reason"]; entry?: ForbiddenEntry }
  | { kind: "other" }
  | { kind: "unknown" };

/**
 * What one returned event is. Checked in this order: a listed forbidden event; a start outside the window or
 * a location in another city (whatever the lists say); a target; a known off-topic event; unknown.
 */
export function classify(
  event: RankedEvent,
  options: { targets: BenchTargets; window: { from: string; to: string }; timeZone?: string },
): Verdict {
  const forbidden = options.targets.mustNotReturn.find((entry) => matches(event, entry));
  if (forbidden) return { kind: "forbidden", reason: forbidden.reason, entry: forbidden };
  const day = DateTime.fromISO(event.start, { setZone: true })
    .setZone(options.timeZone ?? "America/New_York")
    .toISODate();
  if (day === null || day < options.window.from || day > options.window.to) {
    return { kind: "forbidden", reason: "out-of-window" };
  }
  if (OTHER_CITIES.test(normalizeTitle(event.location))) return { kind: "forbidden", reason: "out-of-city" };
  const index = options.targets.targets.findIndex((entry) => matches(event, entry));
  if (index >= 0) return { kind: "target", index };
  if (options.targets.others.some((entry) => matches(event, entry))) return { kind: "other" };
  return { kind: "unknown" };
}

export interface Score {
  returned: number;
  /** Distinct targets in the Top-K / all targets. */
  recallAtK: number;
  /** Returned events in the Top-K that are a target (a series' second date counts) / K. */
  precisionAtK: number;
  targetsFound: number;
  outOfWindow: number;
  outOfCity: number;
  cancelled: number;
  missed: TargetEntry[];
  verdicts: { event: RankedEvent; verdict: Verdict }[];
}

export function scoreTopK(
  events: readonly RankedEvent[],
  options: { targets: BenchTargets; window: { from: string; to: string } },
): Score {
  const k = options.targets.k;
  const top = events.slice(0, k);
  const verdicts = top.map((event) => ({ event, verdict: classify(event, options) }));
  const found = new Set(
    verdicts.flatMap(({ verdict }) => (verdict.kind === "target" ? [verdict.index] : [])),
  );
  const count = (reason: ForbiddenEntry["reason"]) =>
    verdicts.filter(({ verdict }) => verdict.kind === "forbidden" && verdict.reason === reason).length;
  return {
    returned: events.length,
    recallAtK: found.size / options.targets.targets.length,
    precisionAtK: verdicts.filter(({ verdict }) => verdict.kind === "target").length / k,
    targetsFound: found.size,
    outOfWindow: count("out-of-window"),
    outOfCity: count("out-of-city"),
    cancelled: count("cancelled"),
    missed: options.targets.targets.filter((_entry, index) => !found.has(index)),
    verdicts,
  };
}
