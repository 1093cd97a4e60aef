// Test sites rendered at run time from the real-text corpora in ../shared/corpora (nothing is copied into the
// project): build one by corpus name, serve it on loopback.
import { join } from "node:path";
import { DEFAULT_CORPORA_DIR } from "./corpus-files.js";
import { buildLogingovSite } from "./logingov-site.js";
import { buildPnpmSite } from "./pnpm-site.js";
import { type ServedSite, serveSite } from "./serve-site.js";
import type { CorpusSite } from "./site-model.js";
import { buildVueSite } from "./vue-site.js";

export { DEFAULT_CORPORA_DIR } from "./corpus-files.js";
export { renderPageHtml } from "./layout.js";
export type { ServedSite } from "./serve-site.js";
export { serveSite } from "./serve-site.js";
export type { CorpusSite, SitePage } from "./site-model.js";
export { pathKey } from "./site-model.js";

const BUILDERS = {
  "pnpm-docs-en": buildPnpmSite,
  "vue-docs-zh-cn": buildVueSite,
  "logingov-help": buildLogingovSite,
} as const;

export type CorpusName = keyof typeof BUILDERS;
export const CORPUS_NAMES = Object.keys(BUILDERS) as CorpusName[];

export function buildCorpusSite(options: {
  corpus: CorpusName;
  /** The folder holding the corpora (default: ../shared/corpora beside the worktree). */
  corporaDir?: string;
}): CorpusSite {
  return BUILDERS[options.corpus](join(options.corporaDir ?? DEFAULT_CORPORA_DIR, options.corpus));
}

/** Builds a corpus site and serves it on 127.0.0.1 (port 0 unless given). */
export async function startCorpusSite(options: {
  corpus: CorpusName;
  corporaDir?: string;
  port?: number;
}): Promise<ServedSite & { site: CorpusSite }> {
  const site = buildCorpusSite(options);
  const served = await serveSite({ site, ...(options.port !== undefined ? { port: options.port } : {}) });
  return { ...served, site };
}
