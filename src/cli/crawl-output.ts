// What `webscout crawl` leaves behind without --json: a readable summary on stdout, and with --out the pages saved
// as Markdown and JSON files, one pair per page read. Page text is untrusted: it goes into files as data, file
// names come from the URL with everything but [A-Za-z0-9._-] replaced, so no name can leave the directory.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CrawlPageResult } from "../crawl/index.js";
import { escapeMarkdownText } from "../extract/index.js";
import { plural } from "./plural.js";
import { terminalLine } from "./terminal-text.js";

const MAX_NAME_CHARS = 100;

/** A file name (without extension) for a page's URL, unique among `used`: "host-port_path_to_page". */
export function pageFileName(url: string, used: Set<string>): string {
  const parsed = new URL(url);
  const path = `${parsed.pathname}${parsed.search}`.replace(/\/+$/, "");
  const raw = `${parsed.host}${path === "" ? "_index" : path}`;
  const base =
    raw
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/^[._-]+/, "")
      .slice(0, MAX_NAME_CHARS) || "page";
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}`;
  used.add(name.toLowerCase());
  return name;
}

function markdownFile(result: Extract<CrawlPageResult, { status: "ok" }>): string {
  const { page } = result;
  const text = page.text.trim();
  // The title is page text too: escaped as the Markdown text is (see escapeMarkdownText).
  const title = escapeMarkdownText(page.title.replace(/\s+/g, " ").trim(), {
    atLineStart: false,
    before: " ",
  });
  const heading = title && !text.startsWith("# ") ? `# ${title}\n\n` : "";
  return `${heading}Source: <${result.fetch.finalUrl}>\n\n${text}\n`;
}

function jsonFile(result: Extract<CrawlPageResult, { status: "ok" }>): string {
  const { page, fetch } = result;
  return `${JSON.stringify(
    {
      url: result.url,
      finalUrl: fetch.finalUrl,
      title: page.title,
      description: page.description,
      lang: page.lang,
      text: page.text,
      links: page.links,
      jsonLd: page.jsonLd,
    },
    null,
    2,
  )}\n`;
}

/** Writes crawled pages to one directory, created if missing; remembers the names it gave. */
export function createPageSaver(options: { dir: string }) {
  const { dir } = options;
  mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  let saved = 0;
  return {
    /** Saves an ok page as NAME.md and NAME.json; returns NAME, or undefined for a page that was not read. */
    save(result: CrawlPageResult): string | undefined {
      if (result.status !== "ok") return undefined;
      const name = pageFileName(result.url, used);
      writeFileSync(join(dir, `${name}.md`), markdownFile(result));
      writeFileSync(join(dir, `${name}.json`), jsonFile(result));
      saved++;
      return name;
    },
    get saved() {
      return saved;
    },
  };
}

/** What the summary keeps of a page: no page text, so a long crawl does not hold every page in memory. */
export interface SummaryEntry {
  url: string;
  status: CrawlPageResult["status"];
  title: string;
  chars: number;
  reason?: string;
}

export function summaryEntry(result: CrawlPageResult): SummaryEntry {
  return result.status === "ok"
    ? { url: result.url, status: "ok", title: result.page.title, chars: result.page.text.length }
    : { url: result.url, status: result.status, title: "", chars: 0, reason: result.reason };
}

/** The readable summary: the pages read with their titles, then the ones not read and why. */
export function crawlSummary(options: { entries: SummaryEntry[]; savedTo?: string }): string {
  const { entries, savedTo } = options;
  const read = entries.filter((entry) => entry.status === "ok");
  const notRead = entries.filter((entry) => entry.status !== "ok");
  const lines = [`Read ${plural(read.length, "page")} of ${entries.length}:`];
  for (const entry of read) {
    const title = terminalLine(entry.title, { maxChars: 80 }) || "(no title)";
    lines.push(`  ${title} — ${terminalLine(entry.url)} (${entry.chars.toLocaleString("en-US")} chars)`);
  }
  if (notRead.length > 0) {
    lines.push(`Not read (${notRead.length}):`);
    for (const entry of notRead) {
      lines.push(
        `  ${entry.status} ${terminalLine(entry.url)}: ${terminalLine(entry.reason ?? "", { maxChars: 200 })}`,
      );
    }
  }
  if (savedTo !== undefined) {
    lines.push(
      `Saved ${plural(read.length, "page")} to ${terminalLine(savedTo)} as Markdown (.md) and JSON (.json).`,
    );
  }
  return `${lines.join("\n")}\n`;
}
