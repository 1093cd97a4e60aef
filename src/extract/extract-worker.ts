// The worker thread behind extract-pool.ts: extracts one page per message, off the thread that serves requests.
import { parentPort } from "node:worker_threads";
import { type ExtractPageOptions, extractPage } from "./extract-page.js";

/** One page to extract; `id` pairs the answer with its request. */
export interface ExtractTask {
  id: number;
  html: string;
  options: ExtractPageOptions;
}

/** The worker's messages: ready once loaded, then one answer per task. */
export type ExtractAnswer =
  | { ready: true }
  | { id: number; page: ReturnType<typeof extractPage> }
  | { id: number; error: string };

function post(answer: ExtractAnswer): void {
  parentPort?.postMessage(answer);
}

parentPort?.on("message", (task: ExtractTask) => {
  try {
    post({ id: task.id, page: extractPage(task.html, task.options) });
  } catch (error) {
    post({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
post({ ready: true });
