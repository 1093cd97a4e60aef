// A pace for requests to one host kept outside this process (e.g. shared by every replica over one database):
// the HTTP client waits on it before each request, after its own per-host limits.

export interface HostPace {
  /** Resolves when a request to `host` may start; rejects with the signal's reason on abort. */
  wait(host: string, signal?: AbortSignal): Promise<void>;
}
