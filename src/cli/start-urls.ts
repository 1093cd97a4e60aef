// Start URLs from the command line, normalised; a bad one is a usage error that says what is expected.
import { invalidStartUrl, normalizeUrl } from "../web/index.js";
import { terminalLine } from "./terminal-text.js";

export function parseStartUrls(urls: readonly string[]): string[] {
  return urls.map((url) => {
    const normalized = normalizeUrl(url);
    if (normalized === null) {
      throw invalidStartUrl(url, terminalLine(url, { maxChars: 200 }));
    }
    return normalized;
  });
}
