// The sites bench:agent asks its questions on: the bundled demo and the corpus sites rendered from
// ../shared/corpora, each with its language, start URLs and question file (bench/agent/questions/<id>.json).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startDemoSites } from "../../src/demo/index.js";
import { type CorpusName, DEFAULT_CORPORA_DIR, startCorpusSite } from "./corpus-sites/index.js";

export interface BenchSite {
  id: string;
  /** The language its questions are mostly in ("en", "zh", "es", "fr"); each question's own language still counts. */
  lang: string;
  description: string;
  /** questions/<id>.json; a site whose file is missing is skipped with a note. */
  questionFile: URL;
  /** The corpus it is rendered from (absent for the bundled demo). */
  corpus?: CorpusName;
  /** Start paths on its server (the demo starts at its two sites' home pages). */
  startPaths: string[];
}

const questionFile = (id: string) => new URL(`./questions/${id}.json`, import.meta.url);

export const BENCH_SITES: readonly BenchSite[] = [
  {
    id: "demo",
    lang: "en",
    description: "bundled demo: shop + help center",
    questionFile: questionFile("demo"),
    startPaths: ["/"],
  },
  {
    id: "pnpm",
    lang: "en",
    description: "pnpm docs (Docusaurus), 180 pages",
    questionFile: questionFile("pnpm"),
    corpus: "pnpm-docs-en",
    startPaths: ["/"],
  },
  {
    id: "vue-zh",
    lang: "zh",
    description: "Vue docs in Chinese (VitePress), 109 pages",
    questionFile: questionFile("vue-zh"),
    corpus: "vue-docs-zh-cn",
    startPaths: ["/"],
  },
  {
    id: "logingov-en",
    lang: "en",
    description: "Login.gov help center, English tree",
    questionFile: questionFile("logingov-en"),
    corpus: "logingov-help",
    startPaths: ["/help/"],
  },
  {
    id: "logingov-zh",
    lang: "zh",
    description: "Login.gov help center, Chinese tree (same server)",
    questionFile: questionFile("logingov-zh"),
    corpus: "logingov-help",
    startPaths: ["/zh/help/"],
  },
  {
    id: "logingov-es",
    lang: "es",
    description: "Login.gov help center, Spanish tree (same server)",
    questionFile: questionFile("logingov-es"),
    corpus: "logingov-help",
    startPaths: ["/es/help/"],
  },
  {
    id: "logingov-fr",
    lang: "fr",
    description: "Login.gov help center, French tree (same server)",
    questionFile: questionFile("logingov-fr"),
    corpus: "logingov-help",
    startPaths: ["/fr/help/"],
  },
];

export function hasQuestions(site: BenchSite): boolean {
  return existsSync(site.questionFile);
}

/** Why a site cannot be served here (its corpus folder is absent: `../shared/corpora/` beside the checkout), or
 * undefined when it can. */
export function missingCorpus(site: BenchSite): string | undefined {
  if (!site.corpus) return undefined;
  const folder = join(DEFAULT_CORPORA_DIR, site.corpus);
  return existsSync(folder) ? undefined : `no corpus folder ${folder}`;
}

/** A site being served: where to start, which hosts the fetcher may reach, how many pages it has served. */
export interface RunningSite {
  startUrls: string[];
  hosts: string[];
  /** Page requests served so far (robots.txt and sitemaps not counted). */
  pageRequests(): number;
}

const SITE_FILES = /^\/(robots\.txt|sitemap[^/]*\.xml)(\?|$)|^\/__webscout-demo/;

/** Starts sites on loopback as they are asked for; sites of one corpus share its server. */
export function createSiteServers(): {
  start(site: BenchSite): Promise<RunningSite>;
  close(): Promise<void>;
} {
  const corpusServers = new Map<string, ReturnType<typeof startCorpusSite>>();
  const closers: Array<() => Promise<void>> = [];
  return {
    async start(site) {
      if (!site.corpus) {
        const demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
        closers.push(() => demo.close());
        return {
          startUrls: [demo.shopUrl, demo.helpUrl],
          hosts: [new URL(demo.shopUrl).host, new URL(demo.helpUrl).host],
          pageRequests: () => demo.requests.filter((request) => !SITE_FILES.test(request.path)).length,
        };
      }
      let pending = corpusServers.get(site.corpus);
      if (!pending) {
        pending = startCorpusSite({ corpus: site.corpus });
        corpusServers.set(site.corpus, pending);
        const started = pending;
        closers.push(async () => (await started).close());
      }
      const served = await pending;
      return {
        startUrls: site.startPaths.map((path) => `${served.origin}${path}`),
        hosts: [served.host],
        pageRequests: () => served.requests.filter((path) => !SITE_FILES.test(path)).length,
      };
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
