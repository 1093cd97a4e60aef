// The pages bench:markdown reads: both sets of ../shared/benchmarks in place (never copied), one page at a time
// (the whole WCXB split in memory is ~2 GB), then the hand-made pages.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { HAND_PAGES } from "./hand-pages.js";

export type PageSet = "wcxb" | "article" | "hand";

export interface BenchmarkPage {
  set: PageSet;
  /** The file's name without ".html.gz" (WCXB "0021"; an article's hash), or the hand page's id. */
  id: string;
  html: string;
}

export interface BenchmarkPagesOptions {
  /** The WCXB development split's folder. */
  wcxbDir: string;
  /** The article-extraction benchmark's folder. */
  articleDir: string;
  /** Keep every Nth page of each set (by file name), from the first; default 1 (all). */
  every?: number;
}

/** The sets' folders that exist, and the ones that do not (to say which were skipped). */
export function availableSets({ wcxbDir, articleDir }: BenchmarkPagesOptions): {
  present: PageSet[];
  missing: string[];
} {
  const present: PageSet[] = [];
  const missing: string[] = [];
  for (const [set, dir] of [
    ["wcxb", wcxbDir],
    ["article", articleDir],
  ] as const) {
    if (existsSync(join(dir, "html"))) present.push(set);
    else missing.push(dir);
  }
  return { present, missing };
}

/** Yields the pages of the sets that exist, then the hand-made pages. */
export function* benchmarkPages(options: BenchmarkPagesOptions): Generator<BenchmarkPage> {
  const every = Math.max(1, options.every ?? 1);
  const { present } = availableSets(options);
  for (const set of present) {
    const dir = join(set === "wcxb" ? options.wcxbDir : options.articleDir, "html");
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".html.gz"))
      .sort()
      .filter((_, index) => index % every === 0);
    for (const file of files) {
      // Both sets' files are UTF-8 whatever a page's <meta charset> says (their SOURCE.md).
      const html = gunzipSync(readFileSync(join(dir, file))).toString("utf8");
      yield { set, id: file.slice(0, -".html.gz".length), html };
    }
  }
  for (const page of HAND_PAGES) yield { set: "hand", id: page.id, html: page.html };
}
