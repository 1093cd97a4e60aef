// The event scout behind POST /events and /events/feedback: opens its runtime (stores, fetcher, demo event web)
// lazily on first use, runs one query with per-request progress and profile, and closes with the server.
import type { EventsDependencies } from "../agents/events/dependencies.js";
import { allDomains } from "../agents/events/plan.js";
import type { EventScoutOptions } from "../agents/events/run-event-scout.js";
import { runEventScout } from "../agents/events/run-event-scout.js";
import type { ScoutProgressListener } from "../agents/events/scout-progress.js";
import type { EventsRequest, EventsResult } from "../agents/events/state.js";
import { UsageError } from "../errors/index.js";
import type { ProfileEvent } from "../events/event-types.js";
import { buildProfile } from "../events/profile/index.js";
import type { FeedbackInput } from "../events/store/index.js";

export interface EventsRunRequest {
  query: EventsRequest;
  /** Source, budget, confirmCost, useCache; the signal is given separately. */
  options?: Omit<EventScoutOptions, "signal" | "allowDomains">;
  /** An uploaded profile instead of the server's own; its new hosts must have passed `newHostsIn` checks. */
  profileEvents?: ProfileEvent[];
  onProgress?: ScoutProgressListener;
  signal?: AbortSignal;
}

export interface EventsBackend {
  /** One query, resolved to the `events --json` object (a budget block is a result, not an error). */
  run(request: EventsRunRequest): Promise<EventsResult>;
  /** A thumbs up or down; later queries rank with the revised profile. */
  recordFeedback(input: FeedbackInput): Promise<void>;
  /** The hosts of `profileEvents` the server's own allowlist lacks (reading them is an admin's decision). */
  newHostsIn(profileEvents: readonly ProfileEvent[]): Promise<string[]>;
  /** Closes the runtime if it was opened; later calls fail. */
  close(): Promise<void>;
}

/** What the backend needs of an opened event scout runtime (src/runtime's openEventsRuntime gives it). */
export interface EventsBackendRuntime {
  deps: EventsDependencies;
  /** The hosts the runtime's fetcher may read. */
  allowedDomains: readonly string[];
  /** A fetcher that may also read `extraDomains`, under the same guard; closed by the caller. */
  fetcherWith(extraDomains: readonly string[]): EventsDependencies["fetcher"] & { close(): Promise<void> };
  close(): Promise<void>;
}

export interface EventsBackendOptions {
  /** Opens the runtime on first use (with the server's config, stores and demo flag). */
  open: () => Promise<EventsBackendRuntime>;
}

/** The contract object alone (the run's soft-failure notes went out as progress events). */
function contractOf(result: EventsResult): EventsResult {
  const { events, cached, iterations, blocked, cost, window, belowFloor } = result;
  return { events, cached, iterations, blocked, cost, window, belowFloor };
}

export function createEventsBackend(options: EventsBackendOptions): EventsBackend {
  let opening: Promise<EventsBackendRuntime> | undefined;
  let closed = false;

  const runtime = (): Promise<EventsBackendRuntime> => {
    if (closed) return Promise.reject(new Error("the event scout was shut down"));
    if (!opening) {
      const attempt = options.open();
      opening = attempt;
      // A failed open must not stick: the next request tries again.
      attempt.catch(() => {
        if (opening === attempt) opening = undefined;
      });
    }
    return opening;
  };

  const extraHosts = (opened: EventsBackendRuntime, events: readonly ProfileEvent[]): string[] => {
    const known = new Set(opened.allowedDomains);
    return allDomains([], buildProfile([...events])).filter((host) => !known.has(host));
  };

  return {
    async run({ query, options: scoutOptions = {}, profileEvents, onProgress, signal }) {
      const opened = await runtime();
      const profile = profileEvents ?? opened.deps.profileEvents;
      const source = scoutOptions.source ?? (opened.deps.tavily ? "tavily" : "web");
      if (source === "web" && profile.length === 0) {
        throw new UsageError("this server has no event sites to read", {
          hint: "upload a profile CSV of pre-approved events (title,start,location,organizer,url), or start the server with --profile <csv>",
        });
      }
      // An uploaded profile may name sites beyond the runtime's allowlist: a fetcher for exactly those, per run.
      const extra = profileEvents ? extraHosts(opened, profileEvents) : [];
      const fetcher = extra.length > 0 ? opened.fetcherWith(extra) : undefined;
      const deps: EventsDependencies = {
        ...opened.deps,
        profileEvents: profile,
        ...(fetcher ? { fetcher, webSource: undefined } : {}),
        onProgress,
      };
      try {
        return contractOf(await runEventScout({ query, options: { ...scoutOptions, signal }, deps }));
      } finally {
        await fetcher?.close();
      }
    },

    async recordFeedback(input) {
      await (await runtime()).deps.feedback.recordFeedback(input);
    },

    async newHostsIn(profileEvents) {
      return extraHosts(await runtime(), profileEvents);
    },

    async close() {
      closed = true;
      const pending = opening;
      opening = undefined;
      if (!pending) return;
      const opened = await pending.catch(() => undefined);
      await opened?.close();
    },
  };
}
