import { describe, expect, it } from "vitest";
import { createAdminTokenStore, createSessionStore, createStoredValue } from "./session-store.js";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("session store", () => {
  it("keeps the session id per server and clears it for a new chat", () => {
    const storage = memoryStorage();
    const store = createSessionStore({ serverUrl: "http://127.0.0.1:3000", storage });
    const other = createSessionStore({ serverUrl: "http://127.0.0.1:4000", storage });
    expect(store.get()).toBeUndefined();
    store.set("abc");
    expect(store.get()).toBe("abc");
    expect(other.get()).toBeUndefined();
    store.clear();
    expect(store.get()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it("keeps the admin token in the storage it is given (sessionStorage by default), not localStorage", () => {
    const storage = memoryStorage();
    const token = createAdminTokenStore({ storage });
    token.set("secret");
    expect(storage.items.get("webscout:admin-token")).toBe("secret");
  });

  it("treats storage that throws as empty", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const value = createStoredValue({ storage: broken, key: "k" });
    expect(() => value.set("v")).not.toThrow();
    expect(value.get()).toBeUndefined();
    expect(() => value.clear()).not.toThrow();
  });
});
