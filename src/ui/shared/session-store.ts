// Small values kept in Web Storage: the chat's session id (localStorage, survives reloads) and the admin token
// (sessionStorage, gone when the tab closes). Storage that throws (privacy modes, sandboxed frames) is treated
// as empty rather than breaking the chat.

export interface StoredValue {
  get(): string | undefined;
  set(value: string): void;
  clear(): void;
}

export interface StoredValueOptions {
  /** Default: window.localStorage when reachable. */
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  key: string;
}

function reachableStorage(kind: "localStorage" | "sessionStorage"): StoredValueOptions["storage"] {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

export function createStoredValue(options: StoredValueOptions): StoredValue {
  const { key } = options;
  const storage = options.storage ?? reachableStorage("localStorage");
  return {
    get() {
      try {
        return storage?.getItem(key) || undefined;
      } catch {
        return undefined;
      }
    },
    set(value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value lives only as long as the page.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** The conversation's session id, per server, in localStorage. */
export function createSessionStore(options: { serverUrl: string; storage?: StoredValueOptions["storage"] }) {
  const scope = options.serverUrl || "same-origin";
  return createStoredValue({ storage: options.storage, key: `webscout:session:${scope}` });
}

/** The admin token, in sessionStorage only: never written where it would outlive the tab. */
export function createAdminTokenStore(options: { storage?: StoredValueOptions["storage"] } = {}) {
  return createStoredValue({
    storage: options.storage ?? reachableStorage("sessionStorage"),
    key: "webscout:admin-token",
  });
}
