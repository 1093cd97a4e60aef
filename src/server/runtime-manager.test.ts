import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createRuntimeManager, type RuntimeFactory } from "./runtime-manager.js";

function recordingFactory() {
  const opened: string[][] = [];
  const closed: string[][] = [];
  let failNext = false;
  const factory: RuntimeFactory = async ({ allowedDomains }) => {
    if (failNext) {
      failNext = false;
      throw new Error("cannot open");
    }
    opened.push(allowedDomains);
    return { agent: createFakeAgent(), close: async () => void closed.push(allowedDomains) };
  };
  return { factory, opened, closed, failOnce: () => (failNext = true) };
}

describe("createRuntimeManager", () => {
  it("opens lazily, reuses the runtime, and rebuilds only when the domains change", async () => {
    const { factory, opened, closed } = recordingFactory();
    const manager = createRuntimeManager({ factory, allowedDomains: ["a.test"] });
    expect(opened).toEqual([]);
    const first = await manager.acquire();
    await first.release();
    await (await manager.acquire()).release();
    expect(opened).toEqual([["a.test"]]);
    manager.reconfigure(["a.test"]);
    await (await manager.acquire()).release();
    expect(opened).toHaveLength(1);

    manager.reconfigure(["b.test"]);
    await expect.poll(() => closed).toEqual([["a.test"]]);
    const next = await manager.acquire();
    expect(next.agent).not.toBe(first.agent);
    expect(opened).toEqual([["a.test"], ["b.test"]]);
    await next.release();
    await manager.close();
    expect(closed).toEqual([["a.test"], ["b.test"]]);
  });

  it("keeps an old runtime open until the questions using it finish", async () => {
    const { factory, closed } = recordingFactory();
    const manager = createRuntimeManager({ factory, allowedDomains: ["a.test"] });
    const busy = await manager.acquire();
    manager.reconfigure(["b.test"]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toEqual([]);
    await busy.release();
    await busy.release(); // twice is harmless
    expect(closed).toEqual([["a.test"]]);
  });

  it("closes one-off runtimes on release and retries after a factory failure", async () => {
    const { factory, opened, closed, failOnce } = recordingFactory();
    const manager = createRuntimeManager({ factory, allowedDomains: ["a.test"] });
    const oneOff = await manager.acquireFor(["x.test"]);
    await oneOff.release();
    expect(closed).toEqual([["x.test"]]);
    failOnce();
    await expect(manager.acquire()).rejects.toThrow("cannot open");
    await (await manager.acquire()).release();
    expect(opened).toEqual([["x.test"], ["a.test"]]);
  });
});
