// Reads the WCXB development split in place (never copied into the project): pages, kinds, truth, snippets.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

/** The seven page kinds of WCXB, in the order the tables print them. */
export const PAGE_KINDS = [
  "article",
  "documentation",
  "service",
  "forum",
  "product",
  "collection",
  "listing",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface WcxbPage {
  id: string;
  url: string;
  kind: PageKind;
  html: string;
  truth: string;
  /** Snippets a correct extraction contains. */
  with: string[];
  /** Boilerplate snippets a correct extraction leaves out. */
  without: string[];
}

/** The development split, beside the project: ../shared/benchmarks/wcxb-dev/. */
export const DEFAULT_WCXB_DIR = fileURLToPath(
  new URL("../../../shared/benchmarks/wcxb-dev/", import.meta.url),
);

interface TruthEntry {
  url?: string;
  type?: string;
  main_content?: string | null;
  with?: string[] | null;
  without?: string[] | null;
}

export interface LoadWcxbOptions {
  /** Keep only the first N pages (by id) of each kind; default all. */
  perKind?: number;
  /** Keep only pages of these kinds; default all seven. */
  kinds?: readonly PageKind[];
}

/** Loads the pages sorted by id (deterministic runs), optionally only the first few of each kind. */
export async function loadWcxbPages(
  dataDir: string,
  { perKind, kinds }: LoadWcxbOptions = {},
): Promise<WcxbPage[]> {
  const truth = JSON.parse(
    gunzipSync(await readFile(join(dataDir, "ground-truth.json.gz"))).toString("utf8"),
  ) as Record<string, TruthEntry>;
  const taken = new Map<string, number>();
  const pages: WcxbPage[] = [];
  for (const id of Object.keys(truth).sort()) {
    const entry = truth[id] as TruthEntry;
    const kind = toKind(entry.type);
    if (kinds !== undefined && !kinds.includes(kind)) continue;
    const count = taken.get(kind) ?? 0;
    if (perKind !== undefined && count >= perKind) continue;
    taken.set(kind, count + 1);
    // Upstream's files are UTF-8 whatever a page's <meta charset> says.
    const html = gunzipSync(await readFile(join(dataDir, "html", `${id}.html.gz`))).toString("utf8");
    pages.push({
      id,
      url: entry.url ?? "",
      kind,
      html,
      truth: entry.main_content ?? "",
      with: entry.with ?? [],
      without: entry.without ?? [],
    });
  }
  return pages;
}

/** Reads a comma-separated list of page kinds ("product,listing"); "category" means collection, as upstream. */
export function parseKinds(list: string): PageKind[] {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "")
    .map((name) => toKind(name));
}

function toKind(type: string | undefined): PageKind {
  // Upstream's evaluate.py calls "category" pages collections and defaults a missing type to article.
  const kind = type === "category" ? "collection" : (type ?? "article");
  if (!(PAGE_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown WCXB page type "${type}"`);
  return kind as PageKind;
}
