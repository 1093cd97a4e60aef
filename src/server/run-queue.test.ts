import { describe, expect, it } from "vitest";
import { createRunQueue } from "./run-queue.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createRunQueue", () => {
  it("runs one question at a time per session, in arrival order", async () => {
    const queue = createRunQueue({ maxConcurrent: 4 });
    const order: string[] = [];
    const first = deferred();
    const a = queue.run({ sessionId: "s" }, async () => {
      order.push("a-start");
      await first.promise;
      order.push("a-end");
    });
    const b = queue.run({ sessionId: "s" }, async () => {
      order.push("b");
    });
    const other = queue.run({ sessionId: "t" }, async () => {
      order.push("other");
    });
    await other;
    expect(order).toEqual(["a-start", "other"]);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(["a-start", "other", "a-end", "b"]);
  });

  it("caps concurrent runs and lets a waiting caller leave on abort", async () => {
    const queue = createRunQueue({ maxConcurrent: 1 });
    const gate = deferred();
    const running = queue.run({}, () => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run({ signal: controller.signal }, async () => {
      ran = true;
    });
    const third = queue.run({}, async () => "third");
    expect(queue.running).toBe(1);
    controller.abort(new Error("left"));
    await expect(waiting).rejects.toThrow("left");
    gate.resolve();
    await running;
    expect(await third).toBe("third");
    expect(ran).toBe(false);
    expect(queue.running).toBe(0);
  });

  it("lets the next question of a session run after a failed one", async () => {
    const queue = createRunQueue();
    await expect(
      queue.run({ sessionId: "s" }, async () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom");
    expect(await queue.run({ sessionId: "s" }, async () => "next")).toBe("next");
  });

  it("holds a shared slot while a question runs and frees it after, also when it fails", async () => {
    const events: string[] = [];
    const shared = {
      async acquire() {
        events.push("acquire");
        return () => events.push("release");
      },
    };
    const queue = createRunQueue({ maxConcurrent: 2, shared });
    await queue.run({}, async () => events.push("run"));
    await expect(queue.run({}, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(events).toEqual(["acquire", "run", "release", "acquire", "release"]);
    expect(queue.running).toBe(0);
  });
});
