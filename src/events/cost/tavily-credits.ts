// What Tavily charges, in credits: the one table the budget projection and the client's fallback both use.

export type TavilySearchDepth = "basic" | "advanced";
export type TavilyExtractDepth = "basic" | "advanced";

/**
 * Credits per call (Tavily's pricing at the time of writing): a search costs 1 (basic) or 2 (advanced);
 * extraction costs 1 (basic) or 2 (advanced) per started group of 5 successfully extracted URLs; failed
 * URLs are free.
 */
export const TAVILY_CREDITS = {
  search: { basic: 1, advanced: 2 },
  extract: { basic: 1, advanced: 2 },
  extractUrlsPerGroup: 5,
} as const;

/** Dollars per credit on pay-as-you-go; configurable where costs are computed. */
export const DEFAULT_PRICE_PER_CREDIT_USD = 0.008;

export function searchCredits(depth: TavilySearchDepth = "basic"): number {
  return TAVILY_CREDITS.search[depth];
}

/** Credits for extracting `successfulUrls` pages (failed URLs are not counted: Tavily does not charge them). */
export function extractCredits(successfulUrls: number, depth: TavilyExtractDepth = "basic"): number {
  if (successfulUrls <= 0) return 0;
  return Math.ceil(successfulUrls / TAVILY_CREDITS.extractUrlsPerGroup) * TAVILY_CREDITS.extract[depth];
}
