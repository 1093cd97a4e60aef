// Words a search engine should also see for the kinds a query asks for ("pottery workshop" → ceramics, class):
// pages name a kind in their own words, and a keyword engine only finds the words it is given.
import { kindWords } from "./kind-text.js";
import { parseQueryKinds } from "./query-kinds.js";
import { KINDS } from "./taxonomy.js";

/** Up to `max` single words, each kind's most typical synonyms first, none the query already has. */
export function kindSearchWords(queryText: string, max = 6): string[] {
  const have = new Set(kindWords(queryText));
  const kinds = parseQueryKinds(queryText).clauses.flatMap((clause) => [
    ...clause.subjects,
    ...clause.formats,
  ]);
  const perKind = kinds.map((id) =>
    (KINDS.get(id)?.words ?? []).filter((word) => !word.includes(" ") && !have.has(kindWords(word)[0] ?? "")),
  );
  const chosen: string[] = [];
  // One synonym per kind in turn, so every kind asked for gets one before any gets two.
  for (let round = 0; round < 2 && chosen.length < max; round++) {
    for (const words of perKind) {
      const word = words.find((candidate) => !have.has(kindWords(candidate)[0] ?? ""));
      const stem = kindWords(word ?? "")[0];
      if (word === undefined || stem === undefined || chosen.length >= max) continue;
      chosen.push(word);
      have.add(stem);
    }
  }
  return chosen;
}
