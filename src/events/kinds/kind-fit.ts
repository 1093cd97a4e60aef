// How well an event's kinds fit the kinds a query asks for, with negative evidence: an event known to be of
// another format ("a lecture" for "concerts") or about other subjects only ("a stock-market seminar" for
// "farmers market") does not fit, whatever words it shares with the query.
import type { EventRecord } from "../event-types.js";
import { detectKinds, type KindSet } from "./detect-kinds.js";
import { kindWords } from "./kind-text.js";
import type { KindClause, QueryKinds } from "./query-kinds.js";
import { schemaKinds } from "./schema-kinds.js";
import { withAncestors } from "./taxonomy.js";

/**
 * What an event is: from its title, description and categories, then its schema.org types. When those name no
 * subject, or only broader ones, the venue's and organizer's names may say more: a concert of unknown genre at a
 * jazz club is jazz (a comedy night there names its own subject and stays comedy).
 */
export function eventKinds(
  event: Pick<EventRecord, "title" | "description" | "categories" | "types"> &
    Partial<Pick<EventRecord, "location" | "organizer">>,
): KindSet {
  const kinds = detectKinds([event.title, event.description ?? "", event.categories.join(". ")].join(". "));
  const schema = schemaKinds(event.types ?? []);
  for (const subject of schema.subjects) kinds.subjects.add(subject);
  for (const format of schema.formats) kinds.formats.add(format);
  if (kinds.formats.size === 0) for (const format of schema.defaultFormats) kinds.formats.add(format);
  // A query's other words ("jazz in Brooklyn") may be the place: they count when the location has them.
  for (const word of kindWords(`${event.location ?? ""} ${event.organizer ?? ""}`)) kinds.words.add(word);
  const venueName = (event.location ?? "").split(",")[0] ?? "";
  const host = detectKinds(`${venueName}. ${event.organizer ?? ""}`, { keepConfusions: true }).subjects;
  const known = [...kinds.subjects];
  for (const subject of host) {
    const refines = known.every((own) => withAncestors(subject).includes(own));
    if (refines && !kinds.subjects.has(subject)) {
      kinds.subjects.add(subject);
      kinds.evidence.set(subject, venueName || (event.organizer ?? ""));
    }
  }
  return kinds;
}

/**
 * - `match`: every facet the clause asks for is known and right;
 * - `partial`: the facets known are right, another one is unknown (a concert of unknown genre for "jazz concerts");
 * - `broader`: only a broader subject is known (comedy for "stand-up"), or the clause's other words are missing
 *   ("holiday" for "holiday markets"), the rest right or unknown;
 * - `unknown`: nothing is known about the facets asked for;
 * - `conflict`: a facet asked for is known and wrong.
 */
export type KindFitStatus = "match" | "partial" | "broader" | "unknown" | "conflict";

export interface KindFit {
  status: KindFitStatus;
  /** 1 match, 0.5 partial, 0.35 broader, 0.25 unknown, 0 conflict. */
  score: number;
  /** The clause fitted best, when the query asks for kinds. */
  clause?: KindClause;
  /** The kinds that matched (their evidence words), for rationales. */
  matched: string[];
}

type FacetStatus = "match" | "broader" | "unknown" | "conflict" | "not-asked";

function subjectStatus(wanted: readonly string[], kinds: KindSet): FacetStatus {
  if (wanted.length === 0) return "not-asked";
  const known = [...kinds.subjects];
  if (known.some((subject) => wanted.some((want) => withAncestors(subject).includes(want)))) return "match";
  // Only broader subjects known (a concert of some music for "jazz"): not wrong, not sure.
  const broader = known.filter((subject) => wanted.some((want) => withAncestors(want).includes(subject)));
  if (known.length === 0) return "unknown";
  if (broader.length === known.length) return "broader";
  return "conflict";
}

function formatStatus(wanted: readonly string[], kinds: KindSet): FacetStatus {
  if (wanted.length === 0) return "not-asked";
  if (kinds.formats.size === 0) return "unknown";
  return wanted.some((format) => kinds.formats.has(format)) ? "match" : "conflict";
}

const RANK: Record<KindFitStatus, number> = { match: 4, partial: 3, broader: 2, unknown: 1, conflict: 0 };
const SCORE: Record<KindFitStatus, number> = {
  match: 1,
  partial: 0.5,
  broader: 0.35,
  unknown: 0.25,
  conflict: 0,
};

function fitClause(clause: KindClause, kinds: KindSet): KindFitStatus {
  const facets = [subjectStatus(clause.subjects, kinds), formatStatus(clause.formats, kinds)].filter(
    (status) => status !== "not-asked",
  );
  if (facets.includes("conflict")) return "conflict";
  const qualified = clause.qualifiers.length === 0 || clause.qualifiers.some((word) => kinds.words.has(word));
  // A clause's own words missing ("watercolor" in "watercolor workshop", a word the taxonomy lacks): any workshop
  // is not enough; it then needs the query's words like a broader fit.
  if (facets.every((status) => status === "match")) return qualified ? "match" : "broader";
  if (facets.includes("broader")) return "broader";
  return facets.includes("match") ? "partial" : "unknown";
}

/** The best fit over the query's clauses; `undefined` when the query asks for no kind at all. */
export function kindFit(query: QueryKinds, kinds: KindSet): KindFit | undefined {
  if (query.clauses.length === 0) return undefined;
  let best: KindFit = { status: "conflict", score: 0, matched: [] };
  for (const clause of query.clauses) {
    const status = fitClause(clause, kinds);
    if (RANK[status] <= RANK[best.status] && best.clause) continue;
    const matched = [...clause.subjects, ...clause.formats].flatMap((want) => {
      const hit = [...kinds.subjects, ...kinds.formats].find((kind) => withAncestors(kind).includes(want));
      const word = hit ? kinds.evidence.get(hit) : undefined;
      return word ? [word] : [];
    });
    best = { status, score: SCORE[status], clause, matched };
  }
  return best;
}
