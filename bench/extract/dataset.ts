// Reads the article-extraction benchmark in place (never copied into the project): pages, truth, peer outputs.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

export interface BenchmarkPage {
  id: string;
  url: string;
  html: string;
  truth: string;
}

/** The benchmark folder, beside the project: ../shared/benchmarks/article-extraction/. */
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL("../../../shared/benchmarks/article-extraction/", import.meta.url),
);

/** Loads every page (sorted by id, so runs are deterministic) with its ground truth. */
export async function loadPages(dataDir: string): Promise<BenchmarkPage[]> {
  const truth = JSON.parse(await readFile(join(dataDir, "ground-truth.json"), "utf8")) as Record<
    string,
    { articleBody?: string | null; url?: string }
  >;
  const files = (await readdir(join(dataDir, "html"))).filter((name) => name.endsWith(".html.gz")).sort();
  const pages: BenchmarkPage[] = [];
  for (const file of files) {
    const id = file.slice(0, -".html.gz".length);
    const entry = truth[id];
    if (!entry) throw new Error(`No ground truth for ${id}`);
    // SOURCE.md: every page is UTF-8 whatever its <meta charset> says.
    const html = gunzipSync(await readFile(join(dataDir, "html", file))).toString("utf8");
    pages.push({ id, url: entry.url ?? "", html, truth: entry.articleBody ?? "" });
  }
  if (pages.length !== Object.keys(truth).length) {
    throw new Error(`Found ${pages.length} pages but ${Object.keys(truth).length} ground-truth entries`);
  }
  return pages;
}

/** Loads a published prediction file (legacy `{id: {articleBody}}` or wrapped `{version, output}`). */
export async function loadPredictions(dataDir: string, system: string): Promise<Map<string, string>> {
  const raw = JSON.parse(
    gunzipSync(await readFile(join(dataDir, "output", `${system}.json.gz`))).toString("utf8"),
  );
  const entries = (raw && typeof raw.output === "object" ? raw.output : raw) as Record<
    string,
    { articleBody?: string | null } | null
  >;
  const predictions = new Map<string, string>();
  for (const [id, value] of Object.entries(entries)) predictions.set(id, value?.articleBody ?? "");
  return predictions;
}
