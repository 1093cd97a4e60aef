// What kinds of event a query asks for. The query is split into clauses at commas, "and", "or", "&" and "/";
// in each clause a subject and a format asked together mean their intersection ("jazz concerts" is jazz that is
// a concert, not any concert), and the most specific subject wins ("stand-up comedy" asks for stand-up). A clause
// naming only subjects borrows the format of the clause it is joined to by "and"/"or" ("jazz and blues concerts").
import { detectKinds } from "./detect-kinds.js";
import { withAncestors } from "./taxonomy.js";

export interface KindClause {
  /** The clause as written. */
  text: string;
  subjects: string[];
  formats: string[];
  /** Other words that narrow the clause ("holiday" in "holiday markets"): a full fit needs one of them. */
  qualifiers: string[];
}

export interface QueryKinds {
  /** Clauses that name at least one kind; an event fitting any of them is of a wanted kind. */
  clauses: KindClause[];
}

/** Words that narrow nothing: function words, "events", "things to do", times and places in general. */
const GENERIC = new Set(
  (
    "a an the of for with at on in to by from near nearby about some any all my me i we you our your this that these " +
    "those event events thing things stuff activity activities fun good great best nice cool interesting local new " +
    "upcoming happening what whats to do go going see find looking look want like interested tonight today tomorrow " +
    "weekend week month day night evening morning afternoon city town nyc area around please next soon later " +
    "live in person near here there monday tuesday wednesday thursday friday saturday sunday january february " +
    "march april may june july august september october november december"
  ).split(" "),
);

/** Subjects without those that are an ancestor of another one in the list. */
function mostSpecific(subjects: Iterable<string>): string[] {
  const list = [...subjects];
  return list.filter(
    (subject) => !list.some((other) => other !== subject && withAncestors(other).includes(subject)),
  );
}

export function parseQueryKinds(queryText: string): QueryKinds {
  const pieces = queryText.split(/(,|;|&|\/|\+|\band\b|\bor\b)/i);
  const clauses: (KindClause & { joinedByWord: boolean })[] = [];
  let joinedByWord = false;
  for (const piece of pieces) {
    if (/^(?:,|;)$/.test(piece)) {
      joinedByWord = false;
      continue;
    }
    if (/^(?:&|\/|\+|and|or)$/i.test(piece)) {
      joinedByWord = true;
      continue;
    }
    const text = piece.trim();
    if (text === "") continue;
    const kinds = detectKinds(text);
    clauses.push({
      text,
      subjects: mostSpecific(kinds.subjects),
      formats: [...kinds.formats],
      qualifiers: kinds.otherWords.filter((word) => !GENERIC.has(word) && !/^\d+$/.test(word)),
      joinedByWord,
    });
    joinedByWord = false;
  }
  // "jazz and blues concerts": the bare "jazz" clause takes the format its partner names.
  for (let index = clauses.length - 2; index >= 0; index--) {
    const clause = clauses[index] as (typeof clauses)[number];
    const next = clauses[index + 1] as (typeof clauses)[number];
    if (next.joinedByWord && clause.formats.length === 0 && clause.subjects.length > 0) {
      clause.formats = [...next.formats];
    }
  }
  return {
    clauses: clauses
      .filter((clause) => clause.subjects.length > 0 || clause.formats.length > 0)
      .map(({ text, subjects, formats, qualifiers }) => ({ text, subjects, formats, qualifiers })),
  };
}
