// Start URLs from the command line, normalised; a bad one is a usage error that says what is expected.
import { UsageError } from "../errors/index.js";
import { normalizeUrl } from "../web/index.js";
import { terminalLine } from "./terminal-text.js";

export function parseStartUrls(urls: readonly string[]): string[] {
  return urls.map((url) => {
    const normalized = normalizeUrl(url);
    if (normalized === null) {
      throw new UsageError(`invalid start URL "${terminalLine(url, { maxChars: 200 })}"`, {
        hint: "start URLs must be absolute http(s) URLs, e.g. https://example.com/",
      });
    }
    return normalized;
  });
}
