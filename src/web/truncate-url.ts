// Keeps the link lists we show a model bounded: long URLs shortened, links per page capped.

export interface TruncateUrlOptions {
  /** Longest URL shown as is (the seed's `links_max_chars`). Default 500. */
  linksMaxChars?: number;
  /** How much shorter than `linksMaxChars` a cut URL is before "..." is added (`url_truncation_buffer`). Default 10. */
  urlTruncationBuffer?: number;
}

/**
 * The seed's rule: a URL of at most `linksMaxChars` characters is shown unchanged; a longer one keeps its first
 * `linksMaxChars - urlTruncationBuffer` characters followed by "...". The buffer leaves room for the ellipsis,
 * so a cut URL is always shorter than the limit. Only for prompts: the link's index still points at the full URL.
 */
export function truncateUrlForPrompt(
  url: string,
  { linksMaxChars = 500, urlTruncationBuffer = 10 }: TruncateUrlOptions = {},
): string {
  if (url.length <= linksMaxChars) return url;
  let kept = url.slice(0, Math.max(0, linksMaxChars - urlTruncationBuffer));
  // Never end on half of a surrogate pair (a non-ASCII character left unescaped).
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept}...`;
}

/** The first `maxLinksPerPage` links (the seed's `max_links_per_page`, default 300), in page order. */
export function limitLinks<T>(links: readonly T[], maxLinksPerPage = 300): T[] {
  return links.slice(0, Math.max(0, maxLinksPerPage));
}
