// Remembers the address guard's verdict per host for a short while, so a crawl of one site resolves its name once a
// minute instead of once per request. Safe against DNS rebinding: connections are pinned to the cached addresses,
// which are exactly the ones that were checked.
import { type CheckHostOptions, checkHost as guardCheckHost, type HostCheck } from "./address-guard.js";

/** The shape of the guard's `checkHost`; injectable wherever a client checks hosts. */
export type CheckHostFunction = (hostname: string, options: CheckHostOptions) => Promise<HostCheck>;

export interface CachedHostCheckOptions {
  /** The check to cache. Default: the address guard's `checkHost`. */
  checkHost?: CheckHostFunction;
  /** How long a verdict is reused. Default 60 s. */
  ttlMs?: number;
  /** Hosts remembered at most; the oldest is forgotten first. Default 1000. */
  maxEntries?: number;
  /** Clock in ms. Default Date.now. */
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  verdict: Promise<HostCheck>;
}

/**
 * Wraps `checkHost` with a cache keyed by host name and the opt-ins (`allowPrivateNetwork`, `allowLinkLocal`; one
 * cache serves one resolver: make one per client). Concurrent checks of one host share a lookup; each caller's `signal` still aborts its own wait.
 * Hosts that failed to resolve are not cached, so a passing DNS failure is retried on the next request.
 */
export function cachedHostCheck(options: CachedHostCheckOptions = {}): CheckHostFunction {
  const { checkHost = guardCheckHost, ttlMs = 60_000, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  return async (hostname, checkOptions) => {
    const { signal, ...shared } = checkOptions;
    signal?.throwIfAborted();
    const key = `${shared.allowPrivateNetwork === true}|${shared.allowLinkLocal === true}|${hostname.toLowerCase()}`;
    let entry = entries.get(key);
    if (!entry || entry.expiresAt <= now()) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // No signal here: the lookup is shared, one caller giving up must not fail the others.
      const verdict = checkHost(hostname, shared);
      const created: Entry = { expiresAt: now() + ttlMs, verdict };
      entry = created;
      entries.set(key, created);
      verdict.then(
        (result) => {
          if (!result.allowed && result.range === "unresolvable" && entries.get(key) === created)
            entries.delete(key);
        },
        () => {
          if (entries.get(key) === created) entries.delete(key);
        },
      );
    }
    return signal ? raceAbort(entry.verdict, signal) : entry.verdict;
  };
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
