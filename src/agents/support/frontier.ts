// The numbered frontier: unvisited, allowed links the agent may explore, compact enough for a prompt.
import { truncateUrlForPrompt } from "../../web/index.js";
import { scoreLinks } from "./link-scoring.js";
import type { FrontierLink, VisitedPage } from "./reasoner.js";
import type { SupportStateValue } from "./state.js";
import type { TermWeights } from "./term-weights.js";

/**
 * Pages read, in visit order. With `linkShareOf` (the session knowledge's, measured once when a page is indexed),
 * each carries the share of its text that is link text: a page that is mostly links only names topics its links
 * lead to.
 */
export function visitedPages(
  state: SupportStateValue,
  linkShareOf?: (pageIndex: number) => number | undefined,
): VisitedPage[] {
  return state.visited_urls
    .filter((index) => state.url_content[index]?.status === "ok")
    .map((index) => {
      const linkShare = linkShareOf?.(index);
      return {
        index,
        url: state.all_discovered_urls[index] as string,
        title: state.url_content[index]?.title ?? "",
        ...(linkShare !== undefined ? { linkShare } : {}),
      };
    });
}

/** Share (0..1) of a page's text made of its links' texts: menus left out by extraction do not count. */
export function linkTextShare(page: { text: string; links: ReadonlyArray<{ text: string }> }): number {
  const text = page.text.replace(/\s+/g, " ").trim();
  if (text === "") return 0;
  let linked = 0;
  const seen = new Set<string>();
  for (const link of page.links) {
    for (const part of link.text.split(" · ")) {
      const anchor = part.trim();
      if (anchor.length < 3 || seen.has(anchor) || !text.includes(anchor)) continue;
      seen.add(anchor);
      linked += anchor.length;
    }
  }
  return Math.min(1, linked / text.length);
}

/** How many pages read link to each URL index: site-wide menus make a page important. */
export function inboundLinks(state: Pick<SupportStateValue, "url_graph">): Map<number, number> {
  const counts = new Map<number, number>();
  for (const targets of Object.values(state.url_graph)) {
    for (const target of targets) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return counts;
}

/**
 * Unvisited links, best first for the question, at most `limit`. Ties go to the page more pages link to (a
 * site's main sections are in every menu), then to the earlier discovered.
 */
export function buildFrontier(
  state: SupportStateValue,
  options: {
    weights: TermWeights;
    /** The visitor's question: links to the kind of page it asks for (release notes, settings) rank higher. */
    question?: string;
    limit?: number;
  },
): FrontierLink[] {
  const { weights, question, limit = 60 } = options;
  const visited = new Set(state.visited_urls);
  const inbound = inboundLinks(state);
  const links: FrontierLink[] = [];
  state.all_discovered_urls.forEach((url, index) => {
    if (visited.has(index)) return;
    const foundOnIndex = state.url_found_on[index];
    links.push({
      index,
      url: truncateUrlForPrompt(url, {
        linksMaxChars: state.links_max_chars,
        urlTruncationBuffer: state.url_truncation_buffer,
      }),
      anchor: state.url_anchor_text[index] ?? "",
      foundOn: foundOnIndex === undefined ? undefined : state.url_content[foundOnIndex]?.title,
    });
  });
  return scoreLinks(links, weights, { question })
    .sort(
      (left, right) =>
        right.score - left.score ||
        (inbound.get(right.index) ?? 0) - (inbound.get(left.index) ?? 0) ||
        left.index - right.index,
    )
    .slice(0, limit)
    .map(({ index, url, anchor, foundOn }) => ({ index, url, anchor, foundOn }));
}
