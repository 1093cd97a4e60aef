// bench:reach — real-web reach: (1) rendered pages per second and peak memory (PSS) (this process and its browser) at the
// default concurrency, against plain fetching of the same pages' server-rendered twins, and how close the rendered
// text is to the twin's; (2) time to answer on a 100-page site behind a loopback delay (100 ms per request,
// ~2 MB/s): cold (live crawl, a fresh store per question) vs warm (after `index`), with the page requests a warm
// question makes (goal: warm ≤ 10% of cold, no page request); (3) PDF text: pages per second and token F1 with
// the text the PDFs were made from (goal ≥ 0.95).
// Usage: npm run bench:reach -- [--quick] [--json]

import { makeTextPdf } from "#test/helpers/pdf-fixtures.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../../src/agents/support/support-agent.js";
import { crawlBatch } from "../../src/crawl/index.js";
import { pdfText } from "../../src/documents/index.js";
import { createBrowserHost, createRenderingFetcher, findChromium } from "../../src/render/index.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { createSitemapMemo, type SitemapMemo } from "../../src/runtime/sitemap-memo.js";
import { indexSite } from "../../src/site-index/index.js";
import { openDatabase } from "../../src/storage/index.js";
import { createFetcher, createHttpClient, sitemapUrlsVia } from "../../src/web/index.js";
import { wordF1 } from "../extract/bag-of-words.js";
import { samplePeakMemory } from "./peak-memory.js";
import { FACT_PAGES, startSlowHelpSite } from "./slow-help-site.js";
import { startTwinSite, twinPage } from "./twin-site.js";

const quick = process.argv.includes("--quick");
const json = process.argv.includes("--json");
const log = json ? (line: string) => process.stderr.write(`${line}\n`) : (line: string) => console.log(line);

const RENDER_PAGES = quick ? 8 : 60;
const SITE_PAGES = quick ? 40 : 100;
const SITE_DELAY_MS = quick ? 30 : 100;
const QUESTIONS = quick ? FACT_PAGES.slice(0, 2) : FACT_PAGES;
const PDF_DOCUMENTS = quick ? 3 : 20;
const PDF_PAGES_EACH = quick ? 3 : 10;
/** The crawl's and the browser's defaults (crawlBatch, WEBSCOUT_RENDER_MAX_PAGES). */
const CONCURRENCY = 8;
const BROWSER_PAGES = 4;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 1024 / 1024, 0);

// ── 1. Rendering ─────────────────────────────────────────────────────────────────────────────────────────────
interface RenderFigures {
  pages: number;
  plain: { pagesPerSecond: number; peakMemoryMb: number; ok: number };
  rendered: { pagesPerSecond: number; peakMemoryMb: number; ok: number; textF1: number } | undefined;
}

async function benchRendering(): Promise<RenderFigures> {
  const site = await startTwinSite({ pages: RENDER_PAGES });
  const guard = { allowPrivateNetwork: true, allowedDomains: [site.host] };
  const urls = (kind: string) =>
    Array.from({ length: RENDER_PAGES }, (_, index) => `${site.url}/${kind}/${index}`);
  try {
    const plainFetcher = createFetcher(guard);
    let sampler = await samplePeakMemory();
    let started = performance.now();
    const plain = await crawlBatch({ urls: urls("ssr"), fetcher: plainFetcher, concurrency: CONCURRENCY });
    const plainSeconds = (performance.now() - started) / 1000;
    const plainPeak = await sampler.stop();
    await plainFetcher.close();
    const plainFigures = {
      pagesPerSecond: round(RENDER_PAGES / plainSeconds, 1),
      peakMemoryMb: mb(plainPeak),
      ok: plain.filter((result) => result.status === "ok").length,
    };
    log(
      `plain fetch of ${RENDER_PAGES} server-rendered pages: ${plainFigures.pagesPerSecond} pages/s, peak memory (PSS) ${plainFigures.peakMemoryMb} MB`,
    );

    const executablePath = findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH });
    if (!executablePath) {
      log("no Chromium found: rendering not measured");
      return { pages: RENDER_PAGES, plain: plainFigures, rendered: undefined };
    }
    const browser = createBrowserHost({ executablePath, maxPages: BROWSER_PAGES });
    const fetcher = createRenderingFetcher({
      fetcher: createFetcher(guard),
      subresourceHttp: createHttpClient({ allowPrivateNetwork: true }),
      browser,
      mode: "auto",
      allowedDomains: guard.allowedDomains,
    });
    sampler = await samplePeakMemory();
    started = performance.now();
    const rendered = await crawlBatch({ urls: urls("spa"), fetcher, concurrency: CONCURRENCY });
    const renderSeconds = (performance.now() - started) / 1000;
    const renderPeak = await sampler.stop();
    await fetcher.close();
    await browser.close();
    // The rendered page's text against its server-rendered twin's, extracted the same way.
    const byUrl = new Map(plain.map((result) => [result.url.replace("/ssr/", "/"), result]));
    const scores = rendered.map((result) => {
      const twin = byUrl.get(result.url.replace("/spa/", "/"));
      if (result.status !== "ok" || twin?.status !== "ok") return 0;
      return wordF1(result.page.text, twin.page.text).f1;
    });
    const renderedFigures = {
      pagesPerSecond: round(RENDER_PAGES / renderSeconds, 1),
      peakMemoryMb: mb(renderPeak),
      ok: rendered.filter((result) => result.status === "ok" && result.fetch.rendered).length,
      textF1: round(scores.reduce((sum, score) => sum + score, 0) / scores.length, 3),
    };
    log(
      `rendered ${RENDER_PAGES} client-side pages (${CONCURRENCY} in flight, ${BROWSER_PAGES} browser pages): ` +
        `${renderedFigures.pagesPerSecond} pages/s, peak memory (PSS) ${renderedFigures.peakMemoryMb} MB with the browser, ` +
        `${renderedFigures.ok}/${RENDER_PAGES} rendered, text F1 with the server-rendered twin ${renderedFigures.textF1}`,
    );
    return { pages: RENDER_PAGES, plain: plainFigures, rendered: renderedFigures };
  } finally {
    await site.close();
  }
}

// ── 2. Cold vs warm ──────────────────────────────────────────────────────────────────────────────────────────
interface QuestionRun {
  question: string;
  ms: number;
  /** CPU time this process spent on the question (user + system): the part a loaded machine stretches. */
  cpuMs: number;
  correct: boolean;
  /** The answer's start, to see why one was not correct. */
  answer: string;
  pageRequests: number;
  otherRequests: number;
}

interface WarmFigures {
  sitePages: number;
  delayMs: number;
  cold: QuestionRun[];
  index: { ms: number; pages: number; requests: number };
  warm: QuestionRun[];
  coldMeanMs: number;
  warmMeanMs: number;
  warmShare: number;
  warmPageRequests: number;
}

function describeRun(run: QuestionRun | undefined): string {
  if (!run) return "";
  const verdict = run.correct ? "correct" : `NOT correct: "${run.answer}"`;
  return `${run.ms} ms (CPU ${run.cpuMs} ms), ${run.pageRequests} page + ${run.otherRequests} other requests, ${verdict} — ${run.question}`;
}

const NOT_PAGES = new Set(["/robots.txt", "/sitemap.xml"]);

async function benchColdWarm(): Promise<WarmFigures> {
  const site = await startSlowHelpSite({ pages: SITE_PAGES, delayMs: SITE_DELAY_MS });
  const questions = QUESTIONS.filter((page) => page.index < SITE_PAGES);
  const agentOver = (
    db: ReturnType<typeof openDatabase>,
    fetcher: ReturnType<typeof createFetcher>,
    sitemaps?: SitemapMemo,
  ) =>
    createSupportAgent({
      stores: openStores({ db }),
      fetcher,
      reasoner: createOfflineReasoner(),
      sitemapUrls: sitemaps ? sitemaps.through(sitemapUrlsVia(fetcher)) : sitemapUrlsVia(fetcher),
    });
  const ask = async (agent: ReturnType<typeof agentOver>, question: (typeof questions)[number]) => {
    const before = site.requests.length;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await agent.ask({ question: question.question, startUrls: [site.url] });
    const ms = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    const requests = site.requests.slice(before);
    const pageRequests = requests.filter((path) => !NOT_PAGES.has(path)).length;
    return {
      question: question.question,
      ms,
      cpuMs,
      correct: !result.refused && result.answer.includes(question.expected),
      answer: result.answer.slice(0, 160).replace(/\s+/g, " "),
      pageRequests,
      otherRequests: requests.length - pageRequests,
    };
  };
  const fetcherFor = () => createFetcher({ allowPrivateNetwork: true, allowedDomains: [site.host] });
  try {
    // One unmeasured question first, so neither side pays for the engine's first run (module loading, JIT).
    {
      const db = openDatabase({ memory: true });
      const fetcher = fetcherFor();
      await ask(agentOver(db, fetcher), questions[0] as (typeof questions)[number]);
      await fetcher.close();
      db.close();
    }
    const cold: QuestionRun[] = [];
    for (const question of questions) {
      // A fresh store and fetcher per question: nothing read before, robots.txt and sitemaps included.
      const db = openDatabase({ memory: true });
      const fetcher = fetcherFor();
      cold.push(await ask(agentOver(db, fetcher), question));
      await fetcher.close();
      db.close();
      log(`cold  ${describeRun(cold.at(-1))}`);
    }

    // Warm, as `serve --index` runs it: the index first, then every question over that store, fetcher and the
    // sitemap lists the index read.
    const db = openDatabase({ memory: true });
    const fetcher = fetcherFor();
    const stores = openStores({ db });
    const sitemaps = createSitemapMemo({ maxAgeMs: 3_600_000 });
    const before = site.requests.length;
    const started = performance.now();
    const summary = await indexSite({
      startUrls: [site.url],
      fetcher,
      pageStore: stores.pages,
      maxPages: SITE_PAGES + 10,
      sitemapPages: (origin, { signal }) => sitemaps.through(sitemapUrlsVia(fetcher))(origin, signal),
    });
    const index = {
      ms: Math.round(performance.now() - started),
      pages: summary.pages,
      requests: site.requests.length - before,
    };
    log(`index ${index.ms} ms for ${index.pages} pages (${index.requests} requests)`);
    const agent = agentOver(db, fetcher, sitemaps);
    const warm: QuestionRun[] = [];
    for (const question of questions) {
      warm.push(await ask(agent, question));
      log(`warm  ${describeRun(warm.at(-1))}`);
    }
    await fetcher.close();
    db.close();
    const mean = (runs: QuestionRun[]) =>
      Math.round(runs.reduce((sum, run) => sum + run.ms, 0) / runs.length);
    const coldMeanMs = mean(cold);
    const warmMeanMs = mean(warm);
    const figures = {
      sitePages: SITE_PAGES,
      delayMs: SITE_DELAY_MS,
      cold,
      index,
      warm,
      coldMeanMs,
      warmMeanMs,
      warmShare: round(warmMeanMs / coldMeanMs, 3),
      warmPageRequests: warm.reduce((sum, run) => sum + run.pageRequests, 0),
    };
    log(
      `time to answer: cold ${coldMeanMs} ms, warm ${warmMeanMs} ms (${round(figures.warmShare * 100, 1)}% of cold; goal ≤ 10%), ` +
        `correct cold ${cold.filter((run) => run.correct).length}/${cold.length}, warm ${warm.filter((run) => run.correct).length}/${warm.length}; ` +
        `page requests on the warm site: ${figures.warmPageRequests} (goal 0)`,
    );
    return figures;
  } finally {
    await site.close();
  }
}

// ── 3. PDF text ──────────────────────────────────────────────────────────────────────────────────────────────
interface PdfFigures {
  documents: number;
  pages: number;
  pagesPerSecond: number;
  meanF1: number;
  minF1: number;
}

async function benchPdf(): Promise<PdfFigures> {
  const made = await Promise.all(
    Array.from({ length: PDF_DOCUMENTS }, async (_, document) => {
      const pages = Array.from({ length: PDF_PAGES_EACH }, (_, page) => {
        const source = twinPage(document * PDF_PAGES_EACH + page, 1_000);
        return { heading: source.title, paragraphs: source.paragraphs };
      });
      const reference = pages.map((page) => [page.heading, ...page.paragraphs].join("\n")).join("\n");
      return { bytes: await makeTextPdf({ title: `Document ${document}`, pages }), reference };
    }),
  );
  const scores: number[] = [];
  const started = performance.now();
  let pages = 0;
  for (const { bytes, reference } of made) {
    const result = await pdfText({ bytes });
    if (result.status !== "ok") {
      scores.push(0);
      continue;
    }
    pages += result.pages.length;
    scores.push(wordF1(result.pages.join("\n"), reference).f1);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    documents: PDF_DOCUMENTS,
    pages,
    pagesPerSecond: round(pages / seconds, 1),
    meanF1: round(scores.reduce((sum, score) => sum + score, 0) / scores.length, 4),
    minF1: round(Math.min(...scores), 4),
  };
  log(
    `PDF text: ${figures.pages} pages in ${PDF_DOCUMENTS} documents, ${figures.pagesPerSecond} pages/s, ` +
      `token F1 with the source text mean ${figures.meanF1}, min ${figures.minF1} (goal ≥ 0.95)`,
  );
  return figures;
}

const rendering = await benchRendering();
const coldWarm = await benchColdWarm();
const pdf = await benchPdf();
if (json) console.log(JSON.stringify({ quick, rendering, coldWarm, pdf }));
