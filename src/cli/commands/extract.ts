// `webscout extract`: the title, main text and links of local HTML files or URLs, one result per input, in order.
import { readFile as readFileFromDisk } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Command, Option } from "commander";
import { loadConfig } from "../../config/index.js";
import { WebscoutError } from "../../errors/index.js";
import type { ExtractedLink } from "../../extract/index.js";
import { extractPage } from "../../extract/index.js";
import type { FetchResult } from "../../web/index.js";
import { binaryBodyType, decodeBody, fetchFailureHint } from "../../web/index.js";
import { httpUrl } from "../option-parsers.js";
import { terminalLine, terminalText } from "../terminal-text.js";

/** What the command needs from a fetcher (the real one is `createFetcher` from src/web). */
export interface ExtractFetcher {
  fetchPage(url: string, options?: { signal?: AbortSignal }): Promise<FetchResult>;
  close(): Promise<void> | void;
}

/** The fetcher settings of the config table (flag > environment > config.json > default). */
export interface ExtractFetcherOptions {
  allowPrivateNetwork: boolean;
  allowLinkLocal: boolean;
  maxBytes: number;
  timeoutMs: number;
}

export interface ExtractCommandDependencies {
  /** Builds the fetcher for URL inputs; only called when there is one. Default: src/web's `createFetcher`. */
  createFetcher?: (options: ExtractFetcherOptions) => ExtractFetcher | Promise<ExtractFetcher>;
  /** Where WEBSCOUT_* settings are read. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default: fs/promises readFile. */
  readFile?: (filePath: string) => Promise<Uint8Array>;
  /** Default: process.stdout / process.stderr. */
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

/** Inputs extracted at the same time; output order is input order whatever finishes first. */
const CONCURRENCY = 4;

/** C1 controls (0x9b is a one-character escape sequence on some terminals), DEL and bidi overrides. */
const TERMINAL_UNSAFE = /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

interface ExtractCommandOptions {
  json?: boolean;
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  format?: string;
  baseUrl?: string;
}

type TextFormat = "text" | "markdown";

type Outcome =
  | { ok: true; source: string; title: string; text: string; links: ExtractedLink[] }
  | { ok: false; source: string; status: string; error: string; hint?: string };

export function registerExtractCommand(
  program: Command,
  dependencies: ExtractCommandDependencies = {},
): Command {
  return program
    .command("extract")
    .description("Print the title, main text and links of local HTML files or http(s) URLs.")
    .argument("<inputs...>", "HTML files or http(s) URLs")
    .option("--json", "one JSON line per input on stdout: {source, title, text, links}")
    .option(
      "--allow-private-network",
      "permit URLs on loopback or private addresses (not link-local or cloud metadata)",
    )
    .option(
      "--allow-link-local",
      "permit link-local and cloud metadata addresses (169.254.169.254, …), which --allow-private-network does not",
    )
    .option(
      "--base-url <url>",
      "the address a local file was saved from, so its relative links resolve (default: the file's own path)",
      httpUrl,
    )
    .addOption(
      new Option("--format <format>", "how the main text is written")
        .choices(["text", "markdown"])
        .default("text"),
    )
    .action(async (inputs: string[], options: ExtractCommandOptions) => {
      const failed = await runExtract({
        inputs,
        json: options.json === true,
        textFormat: options.format === "markdown" ? "markdown" : "text",
        baseUrl: options.baseUrl,
        // Read only when a URL needs the fetcher: local files need no settings.
        fetcherOptions: () => fetcherOptionsFrom(options, dependencies.env),
        dependencies,
      });
      if (failed > 0) {
        // Each failure is already on stderr; this only sets the exit code.
        throw new WebscoutError("already-reported", `${failed} of ${inputs.length} inputs failed`);
      }
    });
}

/** Extracts every input and prints each result as soon as those before it are printed. Returns the failure count. */
async function runExtract(options: {
  inputs: string[];
  json: boolean;
  textFormat: TextFormat;
  /** The page URL local files are read as (their links resolve against it). Default: the file's file: URL. */
  baseUrl?: string;
  fetcherOptions: () => ExtractFetcherOptions;
  dependencies: ExtractCommandDependencies;
}): Promise<number> {
  const { inputs, json, textFormat, baseUrl, fetcherOptions, dependencies } = options;
  const stdout = dependencies.stdout ?? process.stdout;
  const stderr = dependencies.stderr ?? process.stderr;
  const readFile = dependencies.readFile ?? readFileFromDisk;
  let fetcher: Promise<ExtractFetcher> | undefined;
  const getFetcher = (): Promise<ExtractFetcher> => {
    fetcher ??= Promise.resolve((dependencies.createFetcher ?? createDefaultFetcher)(fetcherOptions()));
    return fetcher;
  };

  const outcomes: Array<Outcome | undefined> = new Array(inputs.length);
  let nextToPrint = 0;
  let failed = 0;
  const flush = () => {
    for (let outcome = outcomes[nextToPrint]; outcome; outcome = outcomes[nextToPrint]) {
      if (!outcome.ok) {
        failed++;
        const hint = outcome.hint ? ` (${terminalLine(outcome.hint)})` : "";
        stderr.write(`webscout: ${terminalLine(outcome.source)}: ${terminalLine(outcome.error)}${hint}\n`);
      }
      stdout.write(json ? formatJson(outcome) : formatReadable(outcome, nextToPrint === 0));
      nextToPrint++;
    }
  };

  let nextToStart = 0;
  const worker = async () => {
    while (nextToStart < inputs.length) {
      const index = nextToStart++;
      const input = inputs[index] as string;
      outcomes[index] = await extractInput(input, { readFile, getFetcher, textFormat, baseUrl }).catch(
        (error: unknown): Outcome => ({
          ok: false,
          source: input,
          status: "failed",
          error: messageOf(error),
        }),
      );
      flush();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, inputs.length) }, worker));
  } finally {
    // A fetcher that failed to start has already failed its inputs; there is nothing to close.
    await fetcher?.then(
      (started) => started.close(),
      () => undefined,
    );
  }
  return failed;
}

async function extractInput(
  input: string,
  io: {
    readFile: (filePath: string) => Promise<Uint8Array>;
    getFetcher: () => Promise<ExtractFetcher>;
    textFormat: TextFormat;
    baseUrl?: string;
  },
): Promise<Outcome> {
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(input)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return extractUrl(input, io.getFetcher, io.textFormat);
  if (scheme === "file") return extractFile(input, fileURLToPath(input), io);
  // Schemes are two letters or more: "C:\page.html" is a Windows path.
  if (scheme !== undefined) {
    return {
      ok: false,
      source: input,
      status: "failed",
      error: `unsupported URL scheme "${scheme}:" (use http or https)`,
    };
  }
  return extractFile(input, input, io);
}

async function extractFile(
  source: string,
  filePath: string,
  io: { readFile: (filePath: string) => Promise<Uint8Array>; textFormat: TextFormat; baseUrl?: string },
): Promise<Outcome> {
  const { readFile, textFormat } = io;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    return { ok: false, source, status: "failed", error: describeFileError(error) };
  }
  // A file has no Content-Type: its first bytes tell a PDF, an image, an archive or other binary data from a page.
  const binaryType = binaryBodyType(bytes);
  if (binaryType !== undefined) {
    return { ok: false, source, status: "skipped", error: `not HTML or text (${binaryType})` };
  }
  const isPlainText = /\.(?:txt|text)$/i.test(filePath);
  // The charset comes from a BOM or <meta charset>, else UTF-8: the same rules as for fetched pages.
  const { text } = decodeBody({ bytes, mediaType: isPlainText ? "text/plain" : "text/html" });
  if (isPlainText) return { ok: true, source, title: "", text: text.trim(), links: [] };
  // With --base-url the file is read as the page it was saved from (a <base href> in it still wins).
  const page = extractPage(text, {
    url: io.baseUrl ?? pathToFileURL(path.resolve(filePath)).href,
    textFormat,
  });
  return { ok: true, source, title: page.title, text: page.text, links: page.links };
}

async function extractUrl(
  source: string,
  getFetcher: () => Promise<ExtractFetcher>,
  textFormat: TextFormat,
): Promise<Outcome> {
  if (!URL.canParse(source)) return { ok: false, source, status: "failed", error: "invalid URL" };
  const result = await (await getFetcher()).fetchPage(source);
  if (result.status !== "ok") {
    const hint = fetchFailureHint(result.reason);
    return { ok: false, source, status: result.status, error: result.reason, ...(hint ? { hint } : {}) };
  }
  if (result.contentType === "text/plain") {
    return { ok: true, source, title: "", text: result.body.trim(), links: [] };
  }
  const page = extractPage(result.body, { url: result.finalUrl, textFormat });
  return { ok: true, source, title: page.title, text: page.text, links: page.links };
}

/** Loaded on first use: the HTTP stack is most of the CLI's start-up time, and files do not need it. */
function fetcherOptionsFrom(options: ExtractCommandOptions, env?: NodeJS.ProcessEnv): ExtractFetcherOptions {
  // The flags can only switch an opt-in on; otherwise the environment or config.json decide.
  const config = loadConfig({
    env,
    flags: {
      allowPrivateNetwork: options.allowPrivateNetwork || undefined,
      allowLinkLocal: options.allowLinkLocal || undefined,
    },
  });
  return {
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowLinkLocal: config.allowLinkLocal,
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
  };
}

async function createDefaultFetcher(options: ExtractFetcherOptions): Promise<ExtractFetcher> {
  const { createFetcher } = await import("../../web/index.js");
  return createFetcher(options);
}

function formatJson(outcome: Outcome): string {
  const line = outcome.ok
    ? { source: outcome.source, title: outcome.title, text: outcome.text, links: outcome.links }
    : {
        source: outcome.source,
        title: "",
        text: "",
        links: [],
        status: outcome.status,
        error: outcome.error,
      };
  // JSON.stringify leaves C1 controls and bidi overrides raw; escaped, a terminal showing the line cannot act on them.
  return `${JSON.stringify(line).replace(TERMINAL_UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

function formatReadable(outcome: Outcome, isFirst: boolean): string {
  const heading = `${isFirst ? "" : "\n"}==> ${terminalLine(outcome.source)} <==\n`;
  if (!outcome.ok) return `${heading}(${outcome.status}: ${terminalLine(outcome.error)})\n`;
  const count = outcome.links.length;
  const title = terminalLine(outcome.title) || "(untitled)";
  const body = terminalText(outcome.text) || "(no main text)";
  return `${heading}${title}\n\n${body}\n\n${count} ${count === 1 ? "link" : "links"}\n`;
}

function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory, not an HTML file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return messageOf(error);
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] as string;
}
