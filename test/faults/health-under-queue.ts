// Shared by bench:faults (and its quick test): the built server on the demo gets N questions at once, more than
// it answers at a time, and GET /health is timed while they are answered and queued (issue 14, item 12).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, timeHealth } from "./health-while-parsing.js";

export interface HealthUnderQueue {
  questions: number;
  /** /health answers timed while the questions ran. */
  samples: number;
  p50Ms: number;
  maxMs: number;
  /** How long all the questions took. */
  allMs: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

const QUESTIONS = [
  "What is your return policy?",
  "How long does standard shipping take?",
  "How long is the warranty on the Summit 2 Tent?",
  "Do you ship to Canada?",
];

export async function measureHealthUnderQueue(questions: number): Promise<HealthUnderQueue> {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-faults-queue-"));
  // Every question comes from one client: the rate limit is raised so that they queue instead of getting 429s.
  const server = await startServer(["--data-dir", dataDir, "--demo", "--llm", "offline"], {
    WEBSCOUT_RATE_LIMIT: String(questions * 2),
  });
  try {
    await timeHealth(server.url);
    const started = performance.now();
    const statuses: Record<string, number> = {};
    let pending = questions;
    const asks = Array.from({ length: questions }, (_, n) =>
      fetch(`${server.url}chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question: QUESTIONS[n % QUESTIONS.length] }),
      })
        .then(async (response) => {
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          await response.arrayBuffer();
        })
        .finally(() => {
          pending--;
        }),
    );
    const latencies: number[] = [];
    while (pending > 0) {
      latencies.push(await timeHealth(server.url));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(asks);
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
    return {
      questions,
      samples: sorted.length,
      p50Ms: round(sorted[Math.floor(sorted.length / 2)]),
      maxMs: round(sorted.at(-1)),
      allMs: Math.round(performance.now() - started),
      statuses,
    };
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
