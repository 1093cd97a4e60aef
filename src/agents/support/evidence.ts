// Evidence: the passages the drafting step received, as {url, title, text}, so an answer can be checked against
// what its writer saw (and a benchmark can tell whether the fact it needed was there: context recall).
import type { Passage } from "../../knowledge/index.js";

/** One passage given to the drafting step; `text` is the passage's text as retrieval holds it. */
export interface Evidence {
  url: string;
  title: string;
  text: string;
}

/** Passages grouped per page, pages in order of first appearance, each page's passages in the order given. */
export function groupByPage<T extends Passage>(passages: readonly T[]): T[][] {
  const byPage = new Map<number, T[]>();
  for (const passage of passages) {
    const group = byPage.get(passage.pageIndex);
    if (group) group.push(passage);
    else byPage.set(passage.pageIndex, [passage]);
  }
  return [...byPage.values()];
}

/** One entry per passage, grouped per page as prompts show them. */
export function evidenceOf(passages: readonly Passage[]): Evidence[] {
  return groupByPage(passages)
    .flat()
    .map((passage) => ({ url: passage.url, title: passage.title, text: passage.text }));
}
