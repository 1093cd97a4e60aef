// bench:interfaces — time to the first streamed answer text on the demo through each interface, against the
// built server (`webscout serve --demo`, offline engine) and the built `webscout mcp --demo` (stdio):
//   POST /chat (SSE: first `answer-delta`), POST /v1/chat/completions (openai SDK, stream: first content delta),
//   /mcp and stdio ask_site (MCP SDK client: the answer comes whole in the tool result; the first progress
//   notification is noted too). Every question is asked once through /chat and stdio first, so all interfaces
//   read the demo's pages from the page store; each measured question starts a new session. Two engines: the
//   offline one (its answer comes as one piece) and a local fake OpenAI-compatible model that streams its draft in
//   12-character chunks 20 ms apart (so that token streaming shows).
//
//   npm run build && npm run bench:interfaces [-- --quick] [--json] [--rounds N]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createParser } from "eventsource-parser";
import OpenAI from "openai";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { startBuiltServer } from "#test/helpers/built-server.js";
import { startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";

const quick = process.argv.includes("--quick");
const json = process.argv.includes("--json");
const roundsIndex = process.argv.indexOf("--rounds");
const rounds = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : quick ? 1 : 5;
const QUESTIONS = [
  "What is your return policy?",
  "How long does standard shipping take?",
  "How long is the warranty on the Summit 2 Tent?",
  "Do you ship to Canada?",
];
/** The fake model's draft: about 300 characters, streamed in 25 chunks. */
const FAKE_DRAFT =
  "You can return most items within 30 days of delivery for a full refund to your original payment method [1]. " +
  "Trailhead Rewards members get 60 days [1]. Gift cards, opened fuel canisters and Final Sale items cannot be " +
  "returned [1]. Start a return from your order in your account [1].";
const FAKE_CHUNK_DELAY_MS = 20;
const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));

/** One measured question: ms to the first answer text, to the end, and to the first progress step (MCP). */
interface Sample {
  firstTextMs: number;
  doneMs: number;
  firstProgressMs?: number;
  answered: boolean;
}

type Interface = "POST /chat (SSE)" | "POST /v1/chat/completions (stream)" | "MCP /mcp (HTTP)" | "MCP stdio";

async function viaChat(url: string, question: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${url}chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ question }),
  });
  let firstTextMs: number | undefined;
  let answered = false;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === "answer-delta" && firstTextMs === undefined)
        firstTextMs = performance.now() - started;
      if (event.event === "done") answered = !(JSON.parse(event.data) as { refused: boolean }).refused;
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
  }
  const doneMs = performance.now() - started;
  return { firstTextMs: firstTextMs ?? doneMs, doneMs, answered };
}

async function viaOpenAi(openai: OpenAI, question: string): Promise<Sample> {
  const started = performance.now();
  const stream = await openai.chat.completions.create({
    model: "webscout",
    stream: true,
    messages: [{ role: "user", content: question }],
  });
  let firstTextMs: number | undefined;
  let content = "";
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta.content ?? "";
    if (text && firstTextMs === undefined) firstTextMs = performance.now() - started;
    content += text;
  }
  const doneMs = performance.now() - started;
  return { firstTextMs: firstTextMs ?? doneMs, doneMs, answered: content.includes("\n\nSources:\n1. [") };
}

async function viaMcp(client: Client, question: string): Promise<Sample> {
  const started = performance.now();
  let firstProgressMs: number | undefined;
  const result = (await client.callTool({ name: "ask_site", arguments: { question } }, undefined, {
    onprogress: () => {
      firstProgressMs ??= performance.now() - started;
    },
    timeout: 120_000,
  })) as CallToolResult;
  const doneMs = performance.now() - started;
  const answer = result.structuredContent as { refused?: boolean } | undefined;
  return {
    firstTextMs: doneMs,
    doneMs,
    firstProgressMs,
    answered: !result.isError && answer?.refused === false,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) * 10) / 10;
};

type Engine = "offline" | "fake LLM";

async function measure(engine: Engine, questions: string[]) {
  const serverDir = mkdtempSync(join(tmpdir(), "webscout-bench-interfaces-"));
  const stdioDir = mkdtempSync(join(tmpdir(), "webscout-bench-interfaces-stdio-"));
  // Decisions (JSON calls) answer from the start pages at once; the draft streams.
  const fake =
    engine === "fake LLM"
      ? await startFakeOpenAiServer(
          (request) =>
            request.stream
              ? FAKE_DRAFT
              : JSON.stringify({ reasoning: "scripted", decision: "answer", useful_visited_indices: [0, 1] }),
          { chunkDelayMs: FAKE_CHUNK_DELAY_MS },
        )
      : undefined;
  const llm = fake ? `openai-compatible:bench-model@${fake.baseURL}` : "offline";
  const env = cleanEnv({ WEBSCOUT_RATE_LIMIT: "1000" });
  const server = await startBuiltServer(["--demo", "--data-dir", serverDir, "--llm", llm], env);
  const http = new Client({ name: "bench", version: "1.0.0" });
  const stdio = new Client({ name: "bench", version: "1.0.0" });
  const samples = new Map<Interface, Sample[]>();
  try {
    await http.connect(new StreamableHTTPClientTransport(new URL("mcp", server.url)));
    await stdio.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin, "mcp", "--demo", "--data-dir", stdioDir, "--llm", llm],
        env: env as Record<string, string>,
        stderr: "ignore",
      }),
    );
    const openai = new OpenAI({ baseURL: `${server.url}v1`, apiKey: "unused", maxRetries: 0 });
    const runs: Array<[Interface, (question: string) => Promise<Sample>]> = [
      ["POST /chat (SSE)", (question) => viaChat(server.url, question)],
      ["POST /v1/chat/completions (stream)", (question) => viaOpenAi(openai, question)],
      ["MCP /mcp (HTTP)", (question) => viaMcp(http, question)],
      ["MCP stdio", (question) => viaMcp(stdio, question)],
    ];
    process.stderr.write(`${engine}: every question once through /chat and stdio (pages into the stores)…\n`);
    for (const question of questions) {
      await viaChat(server.url, question);
      await viaMcp(stdio, question);
    }
    for (let round = 1; round <= rounds; round++) {
      process.stderr.write(`${engine}: round ${round}/${rounds}\n`);
      for (const question of questions) {
        for (const [name, run] of runs) {
          const list = samples.get(name) ?? [];
          list.push(await run(question));
          samples.set(name, list);
        }
      }
    }
  } finally {
    await http.close().catch(() => {});
    await stdio.close().catch(() => {});
    await server.close();
    await fake?.close();
    rmSync(serverDir, { recursive: true, force: true });
    rmSync(stdioDir, { recursive: true, force: true });
  }
  return [...samples].map(([name, list]) => ({
    engine,
    interface: name,
    questions: list.length,
    answered: list.filter((sample) => sample.answered).length,
    firstTextP50Ms: median(list.map((sample) => sample.firstTextMs)),
    doneP50Ms: median(list.map((sample) => sample.doneMs)),
    ...(list.some((sample) => sample.firstProgressMs !== undefined)
      ? { firstProgressP50Ms: median(list.flatMap((sample) => sample.firstProgressMs ?? [])) }
      : {}),
  }));
}

async function main(): Promise<void> {
  await ensureCliBuilt();
  const rows = [
    ...(await measure("offline", QUESTIONS.slice(0, quick ? 2 : 4))),
    ...(await measure("fake LLM", QUESTIONS.slice(0, quick ? 1 : 4))),
  ];
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ date: new Date().toISOString(), quick, rounds, rows }, null, 2)}\n`,
    );
    return;
  }
  const header =
    "| engine | interface | questions | answered | first answer text p50 | whole reply p50 | first progress p50 |";
  const lines = rows.map(
    (row) =>
      `| ${row.engine} | ${row.interface} | ${row.questions} | ${row.answered} | ${row.firstTextP50Ms} ms | ${row.doneP50Ms} ms | ${"firstProgressP50Ms" in row ? `${row.firstProgressP50Ms} ms` : "–"} |`,
  );
  process.stdout.write(`\n${[header, "|---|---|---|---|---|---|---|", ...lines].join("\n")}\n`);
}

await main();
