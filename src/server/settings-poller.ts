// Settings changed elsewhere (POST /configure on another replica): the saved value is read every `intervalMs`,
// and each value that differs from the last one seen goes to the listeners. Polling one small row every ~2 s
// rather than LISTEN/NOTIFY: it needs no connection of its own, cannot miss a change while reconnecting, and
// works through poolers (pgbouncer in transaction mode) that LISTEN does not.
import type { ServerSettings } from "./server-settings.js";

export interface SettingsFeed {
  /** `listener` gets every settings value saved elsewhere from now on. */
  subscribe(listener: (settings: ServerSettings) => void): void;
}

export interface SettingsPoller extends SettingsFeed {
  /** Reads once now (the timer does it every interval); resolves when the listeners had the value. */
  poll(): Promise<void>;
  stop(): void;
}

export function createSettingsPoller(options: {
  /** The saved settings, or undefined when none were saved. */
  load: () => Promise<ServerSettings | undefined>;
  /** The value this process started from (read at start): not a change. */
  initial: ServerSettings | undefined;
  /** Default 2000 ms. */
  intervalMs?: number;
  /** The first read that failed after one that worked (the next one tries again): one line per outage. */
  onError?: (error: unknown) => void;
}): SettingsPoller {
  const { load, intervalMs = 2000, onError } = options;
  const listeners: Array<(settings: ServerSettings) => void> = [];
  let seen = JSON.stringify(options.initial ?? null);
  let polling: Promise<void> | undefined;
  let failing = false;

  async function readOnce(): Promise<void> {
    try {
      const value = await load();
      failing = false;
      const text = JSON.stringify(value ?? null);
      if (text === seen || value === undefined) return;
      seen = text;
      for (const listener of listeners) listener(value);
    } catch (error) {
      if (!failing) onError?.(error);
      failing = true;
    }
  }

  const poll = () => {
    polling ??= readOnce().finally(() => {
      polling = undefined;
    });
    return polling;
  };
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();

  return {
    subscribe(listener) {
      listeners.push(listener);
    },
    poll,
    stop() {
      clearInterval(timer);
    },
  };
}
