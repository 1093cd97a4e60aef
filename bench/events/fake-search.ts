// A small search engine over the demo event web, for the fake Tavily server: /search ranks the indexed pages
// by query words (like a real engine, it happily returns Boston jazz and last month's shows), honours
// include_domains loosely (one off-domain result leaks through, as Tavily's does), and /extract returns a
// page's main text as Tavily's raw_content.

import type { FakeSearchResult, SearchScript } from "#test/helpers/fake-tavily-server.js";
import {
  type DemoSearchResult,
  demoSearchResults,
  type EventSiteOrigins,
} from "../../src/demo/events/index.js";
import { extractPage } from "../../src/extract/index.js";

/** Off the allowlist: a ticket reseller page a search engine mixes in. The Tavily source must drop it. */
export const LEAKED_RESULT: FakeSearchResult = {
  url: "https://resale-tickets.example.net/new-york/jazz-tonight",
  title: "Cheap jazz tickets in New York tonight",
  content: "Resale tickets for live jazz and theater in New York. Compare prices.",
};

const STOP_WORDS = new Set([
  "and",
  "the",
  "in",
  "of",
  "a",
  "an",
  "on",
  "at",
  "for",
  "to",
  "with",
  "new",
  "york",
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** What a semantic engine would also match for a query word (a theater query finds a playhouse). */
const RELATED: Record<string, string[]> = {
  theater: ["theatre", "playhouse", "play", "plays", "stage", "playwrights"],
  jazz: ["trio", "quartet", "quintet", "bebop", "swing"],
  talk: ["panel", "lecture", "discussion", "reading"],
  art: ["artist", "gallery", "museum", "murals"],
};

const stem = (word: string) => word.replace(/s$/, "");

/**
 * Each query stem counts once: 2 when it (or a related word) is in the title, else 1 when it is in the snippet.
 */
function relevance(result: Pick<DemoSearchResult, "title" | "content">, queryStems: string[]): number {
  const title = new Set(words(result.title).map(stem));
  const body = new Set(words(result.content).map(stem));
  let score = 0;
  for (const queryStem of queryStems) {
    const forms = [queryStem, ...(RELATED[queryStem] ?? []).map(stem)];
    if (forms.some((form) => title.has(form))) score += 2;
    else if (forms.some((form) => body.has(form))) score += 1;
  }
  return score;
}

export function fakeSearchScript(options: { origins: EventSiteOrigins; now: Date }): SearchScript {
  return searchScriptOver(demoSearchResults(options));
}

/** A search engine over any indexed pages (the demo web's, the dev set's). */
export function searchScriptOver(
  corpus: readonly Pick<DemoSearchResult, "url" | "title" | "content">[],
): SearchScript {
  return ({ query, includeDomains }) => {
    const queryStems = [...new Set(words(query).map(stem))];
    // Entries may name the port ("127.0.0.1:28320") or not; either matches, as a host filter would.
    const allowed = (url: string) => {
      const { host, hostname } = new URL(url);
      return (
        includeDomains.length === 0 || includeDomains.includes(host) || includeDomains.includes(hostname)
      );
    };
    const ranked = corpus
      .map((result, order) => ({ result, order, score: relevance(result, queryStems) }))
      .filter((entry) => entry.score > 0 && allowed(entry.result.url))
      .sort((left, right) => right.score - left.score || left.order - right.order)
      .map(({ result }) => ({ url: result.url, title: result.title, content: result.content }));
    // The leak sits at rank 3, where a naive client would keep it.
    return [...ranked.slice(0, 2), LEAKED_RESULT, ...ranked.slice(2)];
  };
}

/** Tavily /extract: the page's main text, or undefined (a failed URL, free) when it cannot be fetched. */
export function fakeExtractScript(): (url: string) => Promise<string | undefined> {
  return async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok || !response.headers.get("content-type")?.includes("html")) return undefined;
      return extractPage(await response.text(), { url }).text;
    } catch {
      return undefined;
    }
  };
}
