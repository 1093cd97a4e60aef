// The event scout behind POST /events and /events/feedback: opens its runtime (stores, fetcher, demo event web)
// lazily on first use, runs one query with per-request progress and profile, and closes with the server.
import type { EventsDependencies } from "../agents/events/dependencies.js";
import type { EventsRuntime } from "../agents/events/open-events-runtime.js";
import { allDomains } from "../agents/events/plan.js";
import { buildProfile } from "../agents/events/profile.js";
import type { EventScoutOptions } from "../agents/events/run-event-scout.js";
import { runEventScout } from "../agents/events/run-event-scout.js";
import type { ScoutEventListener } from "../agents/events/scout-events.js";
import type { EventsRequest, EventsResult } from "../agents/events/state.js";
import type { WebscoutConfig } from "../config/index.js";
import { UsageError } from "../errors/index.js";
import type { ProfileEvent } from "../events/event-types.js";
import type { FeedbackInput } from "../events/store/index.js";
import { createFetcher } from "../web/create-fetcher.js";
import { guardTrustingHosts } from "../web/trusted-hosts-check.js";

export interface EventsRunRequest {
  query: EventsRequest;
  /** Source, budget, confirmCost, useCache; the signal is given separately. */
  options?: Omit<EventScoutOptions, "signal" | "allowDomains">;
  /** An uploaded profile instead of the server's own; its new hosts must have passed `newHostsIn` checks. */
  profileEvents?: ProfileEvent[];
  onEvent?: ScoutEventListener;
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

export interface EventsBackendOptions {
  /** Opens the runtime on first use (openEventsRuntime with the server's config, database and demo flag). */
  open: () => Promise<EventsRuntime>;
  /** For the fetcher of an uploaded profile's extra hosts: private-network, size and timeout settings. */
  config: Pick<WebscoutConfig, "allowPrivateNetwork" | "maxBodyBytes" | "requestTimeoutMs">;
}

/** The contract object alone (the run's soft-failure notes went out as progress events). */
function contractOf(result: EventsResult): EventsResult {
  const { events, cached, iterations, blocked, cost } = result;
  return { events, cached, iterations, blocked, cost };
}

export function createEventsBackend(options: EventsBackendOptions): EventsBackend {
  let opening: Promise<EventsRuntime> | undefined;
  let closed = false;

  const runtime = (): Promise<EventsRuntime> => {
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

  /** What the runtime's fetcher may read: its profile's hosts and the demo sites. */
  const serverHosts = (opened: EventsRuntime): string[] => [
    ...new Set([
      ...allDomains([], buildProfile([...opened.deps.profileEvents])),
      ...(opened.demo?.allowedDomains ?? []),
    ]),
  ];
  const extraHosts = (opened: EventsRuntime, events: readonly ProfileEvent[]): string[] => {
    const known = new Set(serverHosts(opened));
    return allDomains([], buildProfile([...events])).filter((host) => !known.has(host));
  };

  return {
    async run({ query, options: scoutOptions = {}, profileEvents, onEvent, signal }) {
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
      const fetcher =
        extra.length > 0
          ? createFetcher({
              allowedDomains: [...serverHosts(opened), ...extra],
              allowPrivateNetwork: options.config.allowPrivateNetwork,
              checkHost: guardTrustingHosts(
                opened.demo ? opened.demo.sites.map((site) => new URL(site.origin).hostname) : [],
              ),
              maxBytes: options.config.maxBodyBytes,
              timeoutMs: options.config.requestTimeoutMs,
            })
          : undefined;
      const deps: EventsDependencies = {
        ...opened.deps,
        profileEvents: profile,
        ...(fetcher ? { fetcher, webSource: undefined } : {}),
        onEvent,
      };
      try {
        return contractOf(await runEventScout({ query, options: { ...scoutOptions, signal }, deps }));
      } finally {
        await fetcher?.close();
      }
    },

    async recordFeedback(input) {
      (await runtime()).deps.feedback.recordFeedback(input);
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
