// A support agent with the offline engine over an in-memory database, for tests that bring their own fetcher.
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import {
  type CreateSupportAgentOptions,
  createSupportAgent,
  type SupportAgent,
} from "../../src/agents/support/support-agent.js";
import { openStores, type Stores } from "../../src/runtime/open-stores.js";
import { openDatabase } from "../../src/storage/index.js";

export interface OfflineAgent {
  agent: SupportAgent;
  stores: Stores;
  close(): void;
}

export function offlineAgent(options: {
  fetcher: CreateSupportAgentOptions["fetcher"];
  stores?: Stores;
}): OfflineAgent {
  const db = options.stores ? undefined : openDatabase({ memory: true });
  const stores = options.stores ?? openStores({ db: db as NonNullable<typeof db> });
  const agent = createSupportAgent({ stores, fetcher: options.fetcher, reasoner: createOfflineReasoner() });
  return { agent, stores, close: () => db?.close() };
}
