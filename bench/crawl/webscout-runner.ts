// bench:crawl's subject: webscout's crawlSite through the real fetcher (address guard, robots.txt) and extractor,
// in its own process. Usage: node webscout-runner.js --start-url http://127.0.0.1:PORT/ [--concurrency 16]
import { crawlSite } from "../../src/crawl/index.js";
import { createFetcher } from "../../src/web/create-fetcher.js";
import { readFlag, sendReport, startRunnerMetrics } from "./runner-metrics.js";

const metrics = startRunnerMetrics();
const startUrl = readFlag(process.argv, "start-url");
if (!startUrl) throw new Error("--start-url is required");
const concurrency = Number(readFlag(process.argv, "concurrency") ?? 16);
const maxPages = Number(readFlag(process.argv, "max-pages") ?? 100_000);

const fetcher = createFetcher({
  allowPrivateNetwork: true,
  respectRobots: true,
  globalConcurrency: concurrency,
  // One host: its limit is the crawl's concurrency, as for crawlee (which has no per-host limit).
  perHostConcurrency: concurrency,
});
const timedFetcher = {
  fetchPage: (url: string, options?: { signal?: AbortSignal }) => {
    metrics.requestStarted();
    return fetcher.fetchPage(url, options);
  },
};

for await (const result of crawlSite({
  startUrls: [startUrl],
  fetcher: timedFetcher,
  maxPages,
  concurrency,
})) {
  metrics.pageDone(result.url, result.status === "ok");
}
const report = metrics.finish("webscout crawlSite");
await fetcher.close();
await sendReport(report);
