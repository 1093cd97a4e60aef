// What someone can do about a page that could not be read, from the reason the fetcher gave: the reasons say what
// happened ("body larger than 5 MB", "… ECONNREFUSED …"), this says what to try. Undefined when the reason already
// says it ("pass --allow-private-network to allow it") or there is nothing to suggest.

const HINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bbody larger than /, "raise the body cap: WEBSCOUT_MAX_BODY_BYTES, or maxBodyBytes in config.json"],
  [/\bECONNREFUSED\b/, "nothing accepted the connection: check the host and port, and that the site is up"],
  [/^could not resolve host /, "check the host name and this machine's network"],
  [
    /\b(timed out after|connect timeout after) \d+ ms\b/,
    "the site did not answer in time: try again, or raise WEBSCOUT_REQUEST_TIMEOUT_MS",
  ],
  [
    /, though the server labels it /,
    "the server labels the file wrongly: save it and open it with a program for its type, or, for gzip, decompress it and pass the page to extract as a file",
  ],
];

/** One sentence on what to try for a fetch failure's `reason`, or undefined. */
export function fetchFailureHint(reason: string): string | undefined {
  return HINTS.find(([pattern]) => pattern.test(reason))?.[1];
}

/** The hints of several reasons, each said once, joined; undefined when none has one. */
export function fetchFailureHints(reasons: readonly string[]): string | undefined {
  const hints = [...new Set(reasons.map(fetchFailureHint).filter((hint) => hint !== undefined))];
  return hints.length > 0 ? hints.join("; ") : undefined;
}
