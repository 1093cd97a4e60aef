// Holds the agent the server answers with. Changing the allowed domains builds a new runtime (a fetcher that
// enforces them on every hop); the old one is closed once the questions still using it have finished.
import type { SupportAgent } from "../agents/support/support-agent.js";

/** An agent and the resources (fetcher, connections) to release with it. */
export interface AgentRuntime {
  agent: SupportAgent;
  close(): Promise<void>;
}

/** Builds a runtime whose fetcher allows exactly `allowedDomains` (empty: any public URL). */
export type RuntimeFactory = (options: { allowedDomains: string[] }) => Promise<AgentRuntime>;

export interface AgentLease {
  agent: SupportAgent;
  /** Call once the question is over (success or not). */
  release(): Promise<void>;
}

export interface RuntimeManager {
  /** The agent for the configured allowed domains. */
  acquire(): Promise<AgentLease>;
  /** A one-off agent for other domains (an admin's per-request start URLs); closed on release. */
  acquireFor(allowedDomains: string[]): Promise<AgentLease>;
  /** Switches to a runtime for these domains (a no-op when they are unchanged). */
  reconfigure(allowedDomains: string[]): void;
  /** Closes every runtime; waits for none. */
  close(): Promise<void>;
}

interface Entry {
  runtime: Promise<AgentRuntime>;
  domainsKey: string;
  leases: number;
  retired: boolean;
  closed: boolean;
}

const keyOf = (domains: string[]) => JSON.stringify([...new Set(domains)].sort());

export function createRuntimeManager(options: {
  factory: RuntimeFactory;
  allowedDomains: string[];
}): RuntimeManager {
  const { factory } = options;
  const live = new Set<Entry>();

  const open = (allowedDomains: string[]): Entry => {
    const entry: Entry = {
      runtime: factory({ allowedDomains }),
      domainsKey: keyOf(allowedDomains),
      leases: 0,
      retired: false,
      closed: false,
    };
    live.add(entry);
    // A factory failure must not stick: forget the entry so the next question tries again.
    entry.runtime.catch(() => {
      live.delete(entry);
      if (current === entry) current = undefined;
    });
    return entry;
  };

  async function closeEntry(entry: Entry): Promise<void> {
    if (entry.closed) return;
    entry.closed = true;
    live.delete(entry);
    await (await entry.runtime).close();
  }

  let pendingDomains = options.allowedDomains;
  let current: Entry | undefined;

  async function lease(entry: Entry): Promise<AgentLease> {
    entry.leases++;
    try {
      const runtime = await entry.runtime;
      let released = false;
      return {
        agent: runtime.agent,
        async release() {
          if (released) return;
          released = true;
          entry.leases--;
          if (entry.retired && entry.leases === 0) await closeEntry(entry);
        },
      };
    } catch (error) {
      entry.leases--;
      throw error;
    }
  }

  return {
    acquire() {
      current ??= open(pendingDomains);
      return lease(current);
    },
    acquireFor(allowedDomains) {
      const entry = open(allowedDomains);
      entry.retired = true;
      return lease(entry);
    },
    reconfigure(allowedDomains) {
      pendingDomains = allowedDomains;
      // With no runtime yet, the next question opens one for `pendingDomains`.
      if (!current || current.domainsKey === keyOf(allowedDomains)) return;
      const old = current;
      current = undefined;
      old.retired = true;
      if (old.leases === 0) void closeEntry(old).catch(() => {});
    },
    async close() {
      current = undefined;
      await Promise.allSettled([...live].map((entry) => closeEntry(entry)));
    },
  };
}

/** A manager around one fixed agent (tests, embedding): reconfiguring changes settings but not the agent. */
export function fixedRuntimeManager(agent: SupportAgent): RuntimeManager {
  const lease: AgentLease = { agent, release: async () => {} };
  return {
    acquire: async () => lease,
    acquireFor: async () => lease,
    reconfigure() {},
    close: async () => {},
  };
}
