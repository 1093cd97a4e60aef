import { describe, expect, it } from "vitest";
import type { HostCheck } from "./address-guard.js";
import { cachedHostCheck } from "./cached-host-check.js";

const allowed: HostCheck = { allowed: true, addresses: [{ address: "93.184.215.14", family: 4 }] };

describe("cachedHostCheck", () => {
  it("resolves a host once per TTL and shares concurrent lookups", async () => {
    let clock = 0;
    let calls = 0;
    const check = cachedHostCheck({
      ttlMs: 1000,
      now: () => clock,
      checkHost: async () => {
        calls++;
        return allowed;
      },
    });
    await Promise.all([check("a.test", {}), check("A.test", {}), check("a.test", {})]);
    expect(calls).toBe(1);
    clock = 999;
    await check("a.test", {});
    expect(calls).toBe(1);
    clock = 1000;
    await check("a.test", {});
    expect(calls).toBe(2);
    // allowPrivateNetwork changes the verdict, so it is part of the key.
    await check("a.test", { allowPrivateNetwork: true });
    expect(calls).toBe(3);
    // So does allowLinkLocal: a verdict given without it must not be reused with it, nor the other way round.
    await check("a.test", { allowPrivateNetwork: true, allowLinkLocal: true });
    expect(calls).toBe(4);
    await check("a.test", { allowLinkLocal: true });
    expect(calls).toBe(5);
    await check("a.test", { allowPrivateNetwork: true });
    expect(calls).toBe(5);
  });

  it("does not keep resolution failures", async () => {
    let calls = 0;
    const check = cachedHostCheck({
      checkHost: async () => {
        calls++;
        return { allowed: false, range: "unresolvable", reason: "could not resolve host" };
      },
    });
    await check("down.test", {});
    await new Promise((resolve) => setImmediate(resolve));
    await check("down.test", {});
    expect(calls).toBe(2);
  });

  it("lets one caller abort without failing the shared lookup", async () => {
    let finish: (value: HostCheck) => void = () => {};
    const check = cachedHostCheck({ checkHost: () => new Promise((resolve) => (finish = resolve)) });
    const controller = new AbortController();
    const aborted = check("slow.test", { signal: controller.signal });
    const patient = check("slow.test", {});
    controller.abort(new Error("gave up"));
    await expect(aborted).rejects.toThrow("gave up");
    finish(allowed);
    await expect(patient).resolves.toEqual(allowed);
  });
});
