// What to tell someone whose start URL is not an absolute http(s) URL: most often a bare host ("example.com").
import { UsageError } from "../errors/index.js";
import { normalizeUrl } from "./url-normalize.js";

/** `did you mean "https://example.com/"?` for a bare host or path, else how a start URL is written. */
export function startUrlHint(raw: string): string {
  const input = raw.trim();
  if (input !== "" && !input.includes("://")) {
    const guess = normalizeUrl(`https://${input.replace(/^\/\//, "")}`);
    // A host with a dot (or localhost): "notaurl" stays a plain error rather than a guess at https://notaurl/.
    if (guess && /^https:\/\/([^/:]+\.[^/:]+|localhost)(:\d+)?\//i.test(guess))
      return `did you mean "${guess}"?`;
  }
  return "use an absolute http(s) URL, e.g. https://example.com/";
}

/** The one error for a start URL that is not an absolute http(s) URL; `shown` is how to quote it (default raw). */
export function invalidStartUrl(raw: string, shown: string = raw): UsageError {
  return new UsageError(`invalid start URL "${shown}"`, { hint: startUrlHint(raw) });
}
