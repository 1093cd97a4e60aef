// Page extraction on a small pool of worker threads, so one costly page never holds up the thread that answers
// other requests; each page has a time budget, after which its worker is replaced and the page fails.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type ExtractPageOptions, extractPage } from "./extract-page.js";
import type { ExtractAnswer, ExtractTask } from "./extract-worker.js";
import type { ExtractedPage } from "./types.js";

/** A page whose extraction ran past its budget: its worker was stopped. Not retryable: the page is the cause. */
export class ExtractBudgetError extends Error {
  readonly url: string;
  readonly budgetMs: number;
  readonly isRetryable = false;

  constructor(url: string, budgetMs: number) {
    super(`extraction took longer than ${budgetMs} ms and was stopped`);
    this.name = "ExtractBudgetError";
    this.url = url;
    this.budgetMs = budgetMs;
  }
}

export interface ExtractPoolOptions {
  /** Worker threads at most. Default min(2, cores - 1), at least 1. Workers start on first use, not before. */
  size?: number;
  /** A page still extracting after this long fails with ExtractBudgetError. Default 5000 ms. */
  budgetMs?: number;
  /**
   * The worker module. Default extract-worker.js beside this file (the built dist/). A `.ts` module (the source
   * tree, for tests) is loaded through tsx, a development dependency.
   */
  workerUrl?: URL;
}

export interface ExtractPool {
  /** extractPage on a worker thread; rejects with ExtractBudgetError past the budget. */
  extract(html: string, options: ExtractPageOptions): Promise<ExtractedPage>;
  /** Stops every worker; pages still waiting fail. */
  close(): Promise<void>;
}

const DEFAULT_BUDGET_MS = 5_000;

interface Pending {
  task: ExtractTask;
  resolve: (page: ExtractedPage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening. */
  ready: boolean;
  current?: Pending;
  timer?: NodeJS.Timeout;
}

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** Creates a pool; no thread starts until the first page. */
export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const { size = defaultPoolSize(), budgetMs = DEFAULT_BUDGET_MS } = options;
  const workerUrl = options.workerUrl ?? new URL("./extract-worker.js", import.meta.url);
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 0;
  let closed = false;

  function startWorker(): void {
    const worker = workerUrl.pathname.endsWith(".ts")
      ? new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`,
          { eval: true },
        )
      : new Worker(workerUrl);
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on("message", (answer: ExtractAnswer) => {
      if ("ready" in answer) {
        // The budget starts once the worker has loaded, so a slow start never fails a page.
        slot.ready = true;
        dispatch();
        return;
      }
      const pending = slot.current;
      if (pending === undefined || pending.task.id !== answer.id) return;
      finish(slot);
      if ("page" in answer) pending.resolve(answer.page);
      else pending.reject(new Error(answer.error));
      dispatch();
    });
    const onGone = (error: Error) => {
      const pending = slot.current;
      const wasReady = slot.ready;
      remove(slot);
      pending?.reject(error);
      // A worker that cannot even start fails what waits, rather than being restarted for ever.
      if (!wasReady) for (const waiting of queue.splice(0)) waiting.reject(error);
      dispatch();
    };
    worker.on("error", onGone);
    worker.on("exit", (code) => onGone(new Error(`the extraction worker exited with code ${code}`)));
    slots.push(slot);
  }

  function finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.current = undefined;
    slot.timer = undefined;
    // An idle worker must not keep the process alive (a CLI run ends when its work does).
    slot.worker.unref();
  }

  function remove(slot: Slot): void {
    finish(slot);
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => candidate.ready && candidate.current === undefined);
      if (slot === undefined) {
        // One worker starts at a time; its ready message calls dispatch again.
        if (slots.length < size && slots.every((candidate) => candidate.ready)) startWorker();
        return;
      }
      const pending = queue.shift() as Pending;
      slot.current = pending;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        remove(slot);
        void slot.worker.terminate();
        pending.reject(new ExtractBudgetError(pending.task.options.url, budgetMs));
        dispatch();
      }, budgetMs);
      slot.worker.postMessage(pending.task);
    }
  }

  return {
    extract(html, extractOptions) {
      if (closed) return Promise.reject(new Error("the extraction pool is closed"));
      return new Promise<ExtractedPage>((resolve, reject) => {
        queue.push({ task: { id: nextId++, html, options: extractOptions }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("the extraction pool is closed"));
      await Promise.all(
        slots.splice(0).map((slot) => {
          const pending = slot.current;
          finish(slot);
          pending?.reject(new Error("the extraction pool is closed"));
          return slot.worker.terminate();
        }),
      );
    },
  };
}

let sharedPool: ExtractPool | undefined;

/**
 * extractPage off the calling thread, on a pool shared by the process and started on first use. In the source
 * tree (tests, `tsx`), where there is no built worker module, it extracts on the calling thread instead.
 */
export function extractPageOffThread(html: string, options: ExtractPageOptions): Promise<ExtractedPage> {
  if (sharedPool === undefined) {
    const workerUrl = new URL("./extract-worker.js", import.meta.url);
    if (!import.meta.url.endsWith(".js") || !existsSync(fileURLToPath(workerUrl))) {
      return Promise.resolve().then(() => extractPage(html, options));
    }
    sharedPool = createExtractPool({ workerUrl });
  }
  return sharedPool.extract(html, options);
}
