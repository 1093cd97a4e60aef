// Scores frontier links for the offline reasoner: query words in the anchor text, the URL's words and the
// title of the page the link was found on, weighted by rarity; prefixes count ("pay" ~ "payment").
import { tokenize } from "../../knowledge/index.js";
import type { FrontierLink } from "./reasoner.js";
import type { TermWeights } from "./term-weights.js";

/** Words of help-center pages: a tie-breaker when no link names the question's words. */
const HELP_WORDS = new Set([
  "help",
  "faq",
  "support",
  "polici",
  "policy",
  "question",
  "custom",
  "servic",
  "contact",
]);

function urlWords(url: string): string {
  try {
    const parsed = new URL(url.replace(/\.\.\.$/, ""));
    return `${parsed.hostname.split(".")[0] ?? ""} ${parsed.pathname} ${parsed.search}`.replace(
      /[^\p{L}\p{N}]+/gu,
      " ",
    );
  } catch {
    return url.replace(/[^\p{L}\p{N}]+/gu, " ");
  }
}

function matches(term: string, token: string): number {
  if (term === token) return 1;
  const shorter = term.length < token.length ? term : token;
  const longer = term.length < token.length ? token : term;
  return shorter.length >= 3 && longer.startsWith(shorter) ? 0.7 : 0;
}

export interface ScoredLink extends FrontierLink {
  /** Relevance to the question from its own words (0 = none). */
  relevance: number;
  /** relevance plus the help-page tie-breaker. */
  score: number;
}

export function scoreLinks(links: readonly FrontierLink[], weights: TermWeights): ScoredLink[] {
  return links.map((link) => {
    const anchorTokens = new Set(tokenize(link.anchor));
    const urlTokens = new Set(tokenize(urlWords(link.url)));
    let relevance = 0;
    for (const [term, weight] of weights) {
      let best = 0;
      for (const token of anchorTokens) best = Math.max(best, matches(term, token));
      for (const token of urlTokens) best = Math.max(best, 0.8 * matches(term, token));
      relevance += best * weight;
    }
    const helpful = [...anchorTokens, ...urlTokens].some((token) => HELP_WORDS.has(token)) ? 0.05 : 0;
    return { ...link, relevance, score: relevance + helpful };
  });
}
