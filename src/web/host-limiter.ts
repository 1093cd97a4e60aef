// Politeness and load limits: at most N requests in flight per host, a minimum gap between request starts to one host,
// and a global cap on requests in flight.
import { setTimeout as delay } from "node:timers/promises";

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface HostLimiterOptions {
  /** Requests in flight to one host at once. Default 2. */
  perHostConcurrency?: number;
  /** Minimum ms between the starts of two requests to one host. Default 0. */
  perHostDelayMs?: number;
  /** Requests in flight in all. Default 16. */
  globalConcurrency?: number;
  /** Waits `ms`, rejecting when `signal` aborts. Default: node:timers/promises setTimeout. */
  sleep?: Sleep;
  /** Clock in ms. Default Date.now. */
  now?: () => number;
}

export interface HostLimiter {
  /** Waits for a slot for `host` (and a global one); resolves with the function that gives both back. */
  acquire(host: string, signal?: AbortSignal): Promise<() => void>;
  /** Raises the minimum gap for one host (e.g. robots.txt Crawl-delay); the larger of this and the default applies. */
  setHostDelay(host: string, delayMs: number): void;
  /** Requests in flight now, in all and for one host (for tests and progress). */
  inFlight(host?: string): number;
}

/** A counting semaphore whose waiters can give up through an AbortSignal. */
class Semaphore {
  private active = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }

  get idle(): boolean {
    return this.active === 0 && this.waiters.length === 0;
  }

  acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        this.active++;
        resolve();
      };
      this.waiters.push(grant);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  release(): void {
    this.active--;
    const next = this.waiters.shift();
    if (next) next();
  }
}

interface HostState {
  slots: Semaphore;
  /** Earliest time the next request to this host may start. */
  nextStartAt: number;
}

/** A real timer that rejects with the signal's reason on abort. */
export const defaultSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

export function createHostLimiter(options: HostLimiterOptions = {}): HostLimiter {
  const {
    perHostConcurrency = 2,
    perHostDelayMs = 0,
    globalConcurrency = 16,
    sleep = defaultSleep,
    now = Date.now,
  } = options;
  const global = new Semaphore(globalConcurrency);
  const hosts = new Map<string, HostState>();
  const hostDelays = new Map<string, number>();

  function stateOf(host: string): HostState {
    let state = hosts.get(host);
    if (!state) {
      state = { slots: new Semaphore(perHostConcurrency), nextStartAt: 0 };
      hosts.set(host, state);
    }
    return state;
  }

  // Forget hosts with nothing in flight and no pending gap, so a long crawl over many hosts stays small.
  function forgetIfIdle(host: string, state: HostState): void {
    if (state.slots.idle && state.nextStartAt <= now()) hosts.delete(host);
  }

  return {
    async acquire(host, signal) {
      const state = stateOf(host);
      await state.slots.acquire(signal);
      try {
        const gap = Math.max(perHostDelayMs, hostDelays.get(host) ?? 0);
        if (gap > 0) {
          // Reserve a start time before sleeping so concurrent waiters for this host line up one gap apart.
          const startAt = Math.max(now(), state.nextStartAt);
          state.nextStartAt = startAt + gap;
          const wait = startAt - now();
          if (wait > 0) await sleep(wait, signal);
        }
        await global.acquire(signal);
      } catch (error) {
        state.slots.release();
        throw error;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        global.release();
        state.slots.release();
        forgetIfIdle(host, state);
      };
    },

    setHostDelay(host, delayMs) {
      if (delayMs > 0) hostDelays.set(host, delayMs);
      else hostDelays.delete(host);
    },

    inFlight(host) {
      if (host === undefined) return global.inUse;
      return hosts.get(host)?.slots.inUse ?? 0;
    },
  };
}
