// bench:crawl's reference: crawlee's CheerioCrawler over the same site, in its own process, measured the same way.
// Usage: node crawlee-runner.js --start-url http://127.0.0.1:PORT/ [--concurrency 16] [--max-pages 100000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFlag, sendReport, startRunnerMetrics } from "./runner-metrics.js";

// Storage goes to a temp dir that is removed at the end; set before crawlee reads its configuration.
const storageDir = mkdtempSync(join(tmpdir(), "webscout-bench-crawlee-"));
process.env.CRAWLEE_STORAGE_DIR = storageDir;

const metrics = startRunnerMetrics();
const { CheerioCrawler, Configuration, log } = await import("@crawlee/cheerio");

const startUrl = readFlag(process.argv, "start-url");
if (!startUrl) throw new Error("--start-url is required");
const concurrency = Number(readFlag(process.argv, "concurrency") ?? 16);
const maxPages = Number(readFlag(process.argv, "max-pages") ?? 100_000);

log.setLevel(log.LEVELS.WARNING);
const configuration = new Configuration({ persistStorage: false, purgeOnStart: true });

const crawler = new CheerioCrawler(
  {
    // Fixed concurrency: autoscaling would start at 1 and grow, and its CPU snapshots (the site server shares the
    // machine) could throttle it, which would not be a fair comparison.
    minConcurrency: concurrency,
    maxConcurrency: concurrency,
    autoscaledPoolOptions: {
      desiredConcurrency: concurrency,
      systemStatusOptions: {
        maxCpuOverloadedRatio: 1,
        maxEventLoopOverloadedRatio: 1,
        maxMemoryOverloadedRatio: 1,
        maxClientOverloadedRatio: 1,
      },
    },
    maxRequestsPerCrawl: maxPages,
    maxRequestRetries: 1,
    // webscout checks robots.txt too.
    respectRobotsTxtFile: true,
    preNavigationHooks: [
      () => {
        metrics.requestStarted();
      },
    ],
    async requestHandler({ request, $, enqueueLinks }) {
      // The same work a crawl summary needs: title, text size, links followed within the site.
      const title = $("title").first().text().trim();
      const textChars = $("body").text().length;
      await enqueueLinks({ strategy: "same-hostname" });
      metrics.pageDone(request.url, title.length >= 0 && textChars >= 0);
    },
    failedRequestHandler({ request }) {
      metrics.pageDone(request.url, false);
    },
  },
  configuration,
);

await crawler.run([startUrl]);
const report = metrics.finish("crawlee CheerioCrawler");
rmSync(storageDir, { recursive: true, force: true });
await sendReport(report);
// crawlee can leave timers behind; the measurement is done.
process.exit(0);
