// Part 2 of bench:agent: prompt tokens per LLM call as the pages read grow, our design (retrieved passages and a
// bounded frontier) against the seed's (every page read, capped at content_max_chars, plus every link), through
// the real LLM reasoner talking to a local fake OpenAI-compatible server that counts ~4 characters a token.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RecordedChatRequest, startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { createReasoner } from "../../src/agents/support/create-reasoner.js";
import { DECIDE_SYSTEM, DRAFT_SYSTEM } from "../../src/agents/support/prompts.js";
import { SUPPORT_DEFAULTS } from "../../src/agents/support/state.js";
import { createSupportAgent } from "../../src/agents/support/support-agent.js";
import { modelFromSpec } from "../../src/runtime/model-from-config.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { createPageStore, openDatabase } from "../../src/storage/index.js";
import { createFetcher } from "../../src/web/create-fetcher.js";
import { startGeneratedSite } from "./generated-site.js";

/** The fake server's count: 4 characters a token over every message. */
const countTokens = (text: string) => Math.ceil(text.length / 4);

const QUESTION = "How long does a refund take to reach my card after a return?";

export interface TokenCall {
  kind: "decide" | "draft";
  /** Pages read when the call was made. */
  pagesRead: number;
  ours: number;
  seed: number;
}

export interface TokenSizeResult {
  sitePages: number;
  pagesRead: number;
  calls: TokenCall[];
  ours: { max: number; mean: number; first: number; last: number };
  seed: { max: number; mean: number; first: number; last: number };
}

function stats(values: readonly number[]) {
  return {
    max: Math.max(0, ...values),
    mean: Math.round(values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)),
    first: values[0] ?? 0,
    last: values.at(-1) ?? 0,
  };
}

/** The fake model: explore the first listed links while any are left, then a short cited answer. */
function fakeModel(request: RecordedChatRequest): string {
  const system = request.messages.find((message) => message.role === "system")?.content ?? "";
  const prompt = request.messages.findLast((message) => message.role === "user")?.content ?? "";
  if (!system.startsWith(DECIDE_SYSTEM.slice(0, 40))) return "Refunds reach your card in a few days [1].";
  const links = /<links>([\s\S]*?)<\/links>/.exec(prompt)?.[1] ?? "";
  const most = Number(/choose at most (\d+)/.exec(prompt)?.[1] ?? 5);
  const picks = [...links.matchAll(/^\[(\d+)\]/gm)].map((match) => Number(match[1])).slice(0, most);
  return JSON.stringify({
    reasoning: picks.length > 0 ? "Reading more pages." : "Nothing left to read.",
    decision: picks.length > 0 ? "explore" : "answer",
    selected_url_indices: picks,
    useful_visited_indices: [],
  });
}

async function measureSize(
  sitePages: number,
  baseURL: string,
  requests: RecordedChatRequest[],
): Promise<TokenSizeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-bench-tokens-"));
  const site = await startGeneratedSite({ pages: sitePages });
  const fetcher = createFetcher({ allowedDomains: [site.host], allowPrivateNetwork: true });
  const db = openDatabase({ dataDir });
  const pageStore = createPageStore({ db });
  const maxUrls = Math.max(5, Math.ceil(sitePages / 10));
  const read: string[] = [];
  const calls: TokenCall[] = [];
  const limits = {
    max_pages: sitePages,
    max_urls_per_iteration: maxUrls,
    max_iterations: Math.ceil(sitePages / maxUrls) + 6,
  };
  // The seed's prompt for a call: every page read so far (capped) and every unvisited discovered link.
  const seedTokens = async (kind: TokenCall["kind"], read: string[]): Promise<number> => {
    const visited = new Set(read);
    const discovered = new Set<string>();
    const pagesText: string[] = [];
    for (const url of read) {
      const page = await pageStore.get(url);
      if (page?.status !== "ok") continue;
      pagesText.push(`URL: ${url}\nContent: ${page.text.slice(0, SUPPORT_DEFAULTS.content_max_chars)}`);
      for (const link of page.links) if (!visited.has(link.url)) discovered.add(link.url);
    }
    const links = [...discovered].map(
      (url, index) => `[${index}] ${url.slice(0, SUPPORT_DEFAULTS.links_max_chars)}`,
    );
    const system = kind === "decide" ? DECIDE_SYSTEM : DRAFT_SYSTEM;
    const body = `Question: ${QUESTION}\n\n${pagesText.join("\n\n")}${
      kind === "decide" ? `\n\nAvailable links:\n${links.join("\n")}` : ""
    }`;
    return countTokens(`${system}\n${body}`);
  };
  const counted = requests.length;
  const seeds: Promise<void>[] = [];
  try {
    const agent = createSupportAgent({
      stores: openStores({ db }),
      fetcher,
      reasoner: createReasoner({ model: modelFromSpec({ llm: `openai-compatible:bench@${baseURL}` }) }),
    });
    const result = await agent.ask({
      question: QUESTION,
      startUrls: [site.url],
      limits,
      onProgress: (event) => {
        if (event.type === "page-fetched") read.push(event.url);
        // A decision event follows its LLM call; the draft's call comes after the last decision.
        if (event.type === "decision-made" && !event.forced) recordCall("decide");
        if (event.type === "answer-done") recordCall("draft");
      },
    });
    function recordCall(kind: TokenCall["kind"]) {
      const request = requests[counted + calls.length];
      if (!request) return;
      const call = {
        kind,
        pagesRead: read.length,
        ours: countTokens(request.messages.map((message) => message.content).join("\n")),
        seed: 0,
      };
      calls.push(call);
      seeds.push(
        seedTokens(kind, [...read]).then((seed) => {
          call.seed = seed;
        }),
      );
    }
    await Promise.all(seeds);
    if (requests.length - counted !== calls.length) {
      throw new Error(`expected ${calls.length} LLM calls, the fake server saw ${requests.length - counted}`);
    }
    return {
      sitePages,
      pagesRead: result.visited.length,
      calls,
      ours: stats(calls.map((call) => call.ours)),
      seed: stats(calls.map((call) => call.seed)),
    };
  } finally {
    await fetcher.close();
    await site.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runTokenBench(options: {
  sizes: readonly number[];
  onResult?: (result: TokenSizeResult) => void;
}): Promise<TokenSizeResult[]> {
  const fake = await startFakeOpenAiServer(fakeModel);
  const results: TokenSizeResult[] = [];
  try {
    for (const size of options.sizes) {
      const result = await measureSize(size, fake.baseURL, fake.requests);
      results.push(result);
      options.onResult?.(result);
    }
  } finally {
    await fake.close();
  }
  return results;
}
