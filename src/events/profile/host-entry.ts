// Hosts as the profile's allowlist writes them, so a URL and an allowlist entry compare as equals.

/** The allowlist entry for a URL: its host (with a non-default port), without "www.". */
export function hostEntryOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}
