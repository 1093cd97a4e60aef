// Reading a corpus folder at run time (never copied into the project) and the navigation helpers every
// corpus shares.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { escapeHtml, htmlText } from "./render-markdown.js";
import type { Link, SidebarNode } from "./site-model.js";

/** `../shared/corpora` beside the worktree (this file is bench/agent/corpus-sites/ inside it). */
export const DEFAULT_CORPORA_DIR = fileURLToPath(new URL("../../../../shared/corpora/", import.meta.url));

export interface Corpus {
  root: string;
  nav: unknown;
  /** A file's text by its corpus-relative path ("pages/docs/faq.md"), or undefined when absent. */
  read(path: string): string | undefined;
  /** Every file under a corpus folder, corpus-relative, sorted. */
  list(folder: string): string[];
}

export function openCorpus(root: string): Corpus {
  return {
    root,
    nav: JSON.parse(readFileSync(join(root, "nav.json"), "utf8")),
    read(path) {
      try {
        return readFileSync(join(root, path), "utf8");
      } catch {
        return undefined;
      }
    },
    list(folder) {
      const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          posix
            .join(posix.relative(root, entry.parentPath ?? ""), entry.name)
            .split("\\")
            .join("/"),
        )
        .sort();
    },
  };
}

/** Resolves `href` (a relative file link, maybe with #hash) against the folder of corpus file `from`. */
export function resolveRelative(from: string, href: string): { path: string; hash: string } {
  const [file = "", hash = ""] = href.split("#");
  const path = href.startsWith("/") ? file : posix.normalize(posix.join(posix.dirname(from), file));
  return { path, hash: hash ? `#${hash}` : "" };
}

/** A sidebar tree from entries that each name their section path from the top. */
export function sidebarTree(
  entries: ReadonlyArray<{ title: string; url: string; section: readonly string[]; depth?: number }>,
): SidebarNode[] {
  const root: SidebarNode[] = [];
  for (const entry of entries) {
    let level = root;
    for (const name of entry.section) {
      let group = level.find(
        (node): node is Extract<SidebarNode, { kind: "group" }> =>
          node.kind === "group" && node.title === name,
      );
      if (!group) {
        group = { kind: "group", title: name, children: [] };
        level.push(group);
      }
      level = group.children;
    }
    level.push({
      kind: "link",
      title: entry.title,
      url: entry.url,
      ...(entry.depth ? { depth: entry.depth } : {}),
    });
  }
  return root;
}

/** Previous and next entries of `url` in a reading order. */
export function prevNext(order: readonly Link[], url: string): { prev?: Link; next?: Link } {
  const index = order.findIndex((link) => link.url === url);
  if (index < 0) return {};
  const prev = order[index - 1];
  const next = order[index + 1];
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** The body with an <h1> of the title in front, unless it already starts with one. */
export function withTitle(bodyHtml: string, title: string): string {
  return /^\s*<h1[\s>]/.test(bodyHtml) ? bodyHtml : `<h1>${escapeHtml(title)}</h1>\n${bodyHtml}`;
}

/** The title of a Markdown page without front-matter title: its first `# ` heading, anchors removed. */
export function firstHeading(markdown: string): string | undefined {
  const match = /^#\s+(.+?)\s*(\{#[\w-]+\})?\s*$/m.exec(markdown);
  return match?.[1]?.replace(/[*`]/g, "").trim();
}

/** One or two sentences from rendered HTML: the first paragraph's text, at most ~200 characters. */
export function firstParagraph(html: string): string {
  for (const match of html.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const text = htmlText(match[1] as string);
    if (text.length >= 20) return text.length > 220 ? `${text.slice(0, 217).trimEnd()}…` : text;
  }
  return "";
}
