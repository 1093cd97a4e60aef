// npm run bench:markdown — how faithful `extract --format markdown` is: every page's main content is extracted
// both ways, the Markdown is parsed back with a real CommonMark/GFM parser (marked, as the UI renders it) and
// compared with the plain text (markdown-audit.ts): pages whose words differ, pages whose text was read as syntax or
// raw HTML, structure faults; and the CPU time of the two extractions side by side (the plain text is the baseline).
// Both sets are read from ../shared/benchmarks/ in place; a few hand-made pages are always added.
//   --wcxb DIR   WCXB development split (default ../shared/benchmarks/wcxb-dev/ beside the project)
//   --data DIR   article benchmark folder (default ../shared/benchmarks/article-extraction/ beside the project)
//   --quick      every 40th page of each set and the hand-made pages (the hand pages alone without ../shared)
//   --every N    every Nth page of each set (default 1: all 1,678)
//   --json       print the figures as one JSON object on stdout (use `npm run -s` to keep npm's banner out)
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { extractMainMarkdown, extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { DEFAULT_DATA_DIR } from "../extract/dataset.js";
import { row } from "../extract/table.js";
import { DEFAULT_WCXB_DIR } from "../extract/wcxb-dataset.js";
import { availableSets, benchmarkPages, type PageSet } from "./benchmark-pages.js";
import { HAND_PAGES } from "./hand-pages.js";
import { auditMarkdown, STRUCTURE_FAULTS, SYNTAX_TOKENS } from "./markdown-audit.js";
import { addPage, emptyTally, type MarkdownTally, sumTallies } from "./markdown-tally.js";

const QUICK_EVERY = 40;
/** Untimed passes over the hand-made pages, both ways, before the timed pages. */
const WARM_UP_ROUNDS = 20;
/** Page ids printed per fault in the text report (--json has them all). */
const IDS_SHOWN = 30;

const { values } = parseArgs({
  options: {
    wcxb: { type: "string" },
    data: { type: "string" },
    quick: { type: "boolean", default: false },
    every: { type: "string" },
    json: { type: "boolean", default: false },
  },
});
const quick = values.quick === true;
const wcxbDir = values.wcxb ? resolve(values.wcxb) : DEFAULT_WCXB_DIR;
const articleDir = values.data ? resolve(values.data) : DEFAULT_DATA_DIR;
const every = quick ? QUICK_EVERY : Math.max(1, Number.parseInt(values.every ?? "1", 10) || 1);
const log = values.json ? (message: string) => process.stderr.write(`${message}\n`) : console.log;

const { missing } = availableSets({ wcxbDir, articleDir });
for (const dir of missing) log(`Skipped ${dir}: no such folder (give it with --wcxb DIR or --data DIR)`);

const cpuMs = (since: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(since);
  return (spent.user + spent.system) / 1000;
};
const tallies = new Map<PageSet, MarkdownTally>();
const extractions = {
  text: (html: string) => extractMainText(parseHtml(html)),
  markdown: (html: string) => extractMainMarkdown(parseHtml(html)),
};
// Warm-up, untimed: the first pages would otherwise charge the JIT's compiling to whichever path runs first.
for (let round = 0; round < WARM_UP_ROUNDS; round++) {
  for (const page of HAND_PAGES) for (const extract of Object.values(extractions)) extract(page.html);
}
const started = Date.now();
let pageIndex = 0;
for (const page of benchmarkPages({ wcxbDir, articleDir, every })) {
  // Each extraction parses the page itself, as `extract` does: the CPU time is what a caller pays. The order
  // alternates page by page, so neither path gains from running second on the same page.
  const spent = { text: 0, markdown: 0 };
  const outputs = { text: "", markdown: "" };
  const order = pageIndex++ % 2 === 0 ? (["text", "markdown"] as const) : (["markdown", "text"] as const);
  for (const path of order) {
    const start = process.cpuUsage();
    outputs[path] = extractions[path](page.html);
    spent[path] = cpuMs(start);
  }
  const tally = tallies.get(page.set) ?? emptyTally();
  tallies.set(page.set, tally);
  addPage(tally, {
    id: page.id,
    audit: auditMarkdown(outputs.text, outputs.markdown),
    textCpuMs: spent.text,
    markdownCpuMs: spent.markdown,
  });
}
const sets = (["wcxb", "article", "hand"] as const).filter((set) => tallies.has(set));
const all = sumTallies(sets.map((set) => tallies.get(set) as MarkdownTally));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const ratio = (tally: MarkdownTally) =>
  tally.textCpuMs === 0 ? "-" : `${(tally.markdownCpuMs / tally.textCpuMs).toFixed(3)}x`;

if (values.json) {
  const figures = Object.fromEntries([...sets.map((set) => [set, tallies.get(set)]), ["all", all]]);
  console.log(JSON.stringify({ quick, every, sets: figures }, null, 2));
} else {
  log(
    `Markdown fidelity (every ${every === 1 ? "page" : `${every}th page`}; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  log(
    row(
      [
        "set",
        "pages",
        "words differ",
        "text as syntax",
        "structure",
        "autolinks",
        "text CPU s",
        "Markdown CPU s",
        "Markdown/text",
      ],
      10,
      16,
    ),
  );
  for (const [name, tally] of [
    ...sets.map((set) => [set, tallies.get(set) as MarkdownTally] as const),
    ["all", all] as const,
  ]) {
    log(
      row(
        [
          name,
          String(tally.pages),
          String(tally.wordsDiffer.length),
          String(tally.syntax.length),
          String(tally.structure.length),
          String(tally.autolinkPages),
          seconds(tally.textCpuMs),
          seconds(tally.markdownCpuMs),
          ratio(tally),
        ],
        10,
        16,
      ),
    );
  }
  log(
    `Pages by fault: ${[...SYNTAX_TOKENS, ...STRUCTURE_FAULTS].map((fault) => `${fault} ${all.byFault[fault] ?? 0}`).join(" · ")}`,
  );
  for (const [label, ids] of [
    ["words differ", all.wordsDiffer],
    ["text as syntax", all.syntax],
    ["structure", all.structure],
  ] as const) {
    if (ids.length === 0) continue;
    const more = ids.length > IDS_SHOWN ? ` … (${ids.length - IDS_SHOWN} more; --json lists all)` : "";
    log(`${label}: ${ids.slice(0, IDS_SHOWN).join(" ")}${more}`);
  }
}
