// Scores one dev-set query's Top-10: Recall@10 of its targets, precision (targets among what was returned),
// wrong-kind events (anything returned that is neither a target nor acceptable), the listed hard negatives among
// them, and events outside the requested window (widening the window is allowed only when the result says so).
import { readFileSync } from "node:fs";
import { DateTime } from "luxon";
import type { RankedEvent } from "../../../src/events/event-types.js";
import { normalizeTitle } from "../score.js";
import { DEV_EVENTS, type DevEvent, venueOf } from "./dev-catalog.js";

export interface DevQuery {
  id: string;
  text: string;
  targets: string[];
  acceptable: string[];
  hardNegatives: string[];
}

export function loadDevQueries(path = new URL("./queries.json", import.meta.url)): DevQuery[] {
  return (JSON.parse(readFileSync(path, "utf8")) as { queries: DevQuery[] }).queries;
}

/** The dev-set event a returned one is: same normalised title at the same venue. */
export function identify(event: Pick<RankedEvent, "title" | "location">): DevEvent | undefined {
  const title = normalizeTitle(event.title);
  const place = normalizeTitle(event.location);
  return DEV_EVENTS.find(
    (candidate) =>
      normalizeTitle(candidate.title) === title && place.includes(normalizeTitle(venueOf(candidate).name)),
  );
}

export interface DevQueryScore {
  id: string;
  text: string;
  returned: number;
  recallAtK: number;
  /** Targets among the returned Top-K / returned (1 when nothing was returned and nothing was wanted). */
  precisionAtK: number;
  /** Returned events that are neither a target nor acceptable. */
  wrongKind: number;
  /** Listed hard negatives in the Top-K. */
  hardNegatives: number;
  /** Starts outside the requested window. */
  outOfWindow: number;
  missed: string[];
  verdicts: {
    event: RankedEvent;
    id?: string;
    verdict: "target" | "acceptable" | "hard-negative" | "wrong";
  }[];
}

export function scoreDevQuery(options: {
  query: DevQuery;
  events: readonly RankedEvent[];
  window: { from: string; to: string };
  k?: number;
}): DevQueryScore {
  const { query, window } = options;
  const top = options.events.slice(0, options.k ?? 10);
  const found = new Set<string>();
  const verdicts = top.map((event) => {
    const id = identify(event)?.id;
    let verdict: DevQueryScore["verdicts"][number]["verdict"] = "wrong";
    if (id && query.targets.includes(id)) {
      verdict = "target";
      found.add(id);
    } else if (id && query.acceptable.includes(id)) verdict = "acceptable";
    else if (id && query.hardNegatives.includes(id)) verdict = "hard-negative";
    return { event, ...(id ? { id } : {}), verdict };
  });
  const outOfWindow = top.filter((event) => {
    const day = DateTime.fromISO(event.start, { setZone: true }).setZone("America/New_York").toISODate();
    return day === null || day < window.from || day > window.to;
  }).length;
  const targetsReturned = verdicts.filter((entry) => entry.verdict === "target").length;
  return {
    id: query.id,
    text: query.text,
    returned: top.length,
    recallAtK: query.targets.length === 0 ? 1 : found.size / query.targets.length,
    precisionAtK: top.length === 0 ? (query.targets.length === 0 ? 1 : 0) : targetsReturned / top.length,
    wrongKind: verdicts.filter((entry) => entry.verdict === "wrong" || entry.verdict === "hard-negative")
      .length,
    hardNegatives: verdicts.filter((entry) => entry.verdict === "hard-negative").length,
    outOfWindow,
    missed: query.targets.filter((id) => !found.has(id)),
    verdicts,
  };
}
