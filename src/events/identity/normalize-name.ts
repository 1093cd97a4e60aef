// The one normaliser for the names that identify and group events: titles, venues and organizers. Every
// comparison of those names goes through it, so the store, the merge, ranking and feedback agree on "the same".

/** Lower case, accents and punctuation dropped, "&" read as "and", spaces collapsed. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
