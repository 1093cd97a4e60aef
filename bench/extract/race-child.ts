// A child process of race-processes.ts: one extractor, alone in its process, timed on the pages asked for.
import { extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { loadPages } from "./dataset.js";
import { readabilityText } from "./readability-baseline.js";

/** The extractors a child can run, by the name race-processes.ts passes. */
const SYSTEMS: Record<string, (html: string) => string> = {
  webscout: (html) => extractMainText(parseHtml(html)),
  readability: readabilityText,
};

const [system = "", dataDir = "", pageCount = "0"] = process.argv.slice(2);
const extract = SYSTEMS[system];
if (extract === undefined || process.send === undefined) {
  console.error(`race-child: unknown system "${system}" or not started with an IPC channel`);
  process.exit(1);
}
const htmls = (await loadPages(dataDir))
  .slice(0, Number.parseInt(pageCount, 10) || undefined)
  .map((page) => page.html);

// Each message asks for pages `from` to `to` (excluded); the answer is their CPU seconds (user + system, every
// thread of this process: the extractor's own garbage collections and compilations, nothing of the other system's).
process.on("message", (message: { from: number; to: number }) => {
  const before = process.cpuUsage();
  for (let page = message.from; page < message.to; page++) extract(htmls[page] as string);
  const spent = process.cpuUsage(before);
  process.send?.({ seconds: (spent.user + spent.system) / 1_000_000 });
});
process.send({ ready: htmls.length });
