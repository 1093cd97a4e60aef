// A generated help site of N article pages on loopback, for the prompt-size part of bench:agent: every page has
// a few thousand characters of text and links to its neighbours, so an agent that keeps exploring reads it all.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const WORDS = (
  "order shipping return refund warranty account password payment invoice delivery parcel carrier " +
  "exchange size fit fabric seam zipper stove tent pole stake lantern battery charger filter bottle " +
  "jacket boot sock glove helmet rope harness trail camp summit river canyon forest lake mountain " +
  "weekend member reward point coupon discount gift card store hours address phone chat email form"
).split(" ");

/** A small deterministic PRNG so every run serves the same site. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 12);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)] as string);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function articlePath(index: number): string {
  return index === 0 ? "/" : `/help/article-${index}`;
}

function articleTitle(index: number): string {
  return index === 0
    ? "Help Center"
    : `Article ${index}: ${WORDS[index % WORDS.length]} and ${WORDS[(index * 7) % WORDS.length]}`;
}

/** The page's HTML: 4–7 sections of 4–8 sentences (about 3–6k characters of text) and links to about 20 other articles. */
export function articleHtml(index: number, pages: number): string {
  const random = mulberry32(index + 1);
  const sections: string[] = [];
  const sectionCount = 4 + Math.floor(random() * 4);
  for (let section = 0; section < sectionCount; section++) {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 5) }, () => sentence(random));
    sections.push(
      `<h2>${WORDS[Math.floor(random() * WORDS.length)]} ${section + 1}</h2>\n<p>${sentences.join(" ")}</p>`,
    );
  }
  // The next 8 articles and 12 others: a well-linked site whose frontier outgrows what one round reads.
  const next = Array.from({ length: 8 }, (_, step) => ((index + step) % (pages - 1)) + 1);
  const others = Array.from({ length: 12 }, () => 1 + Math.floor(random() * (pages - 1)));
  const neighbours = [...new Set([...next, ...others])].filter((target) => target !== index);
  const links = [0, ...neighbours]
    .map((target) => `<li><a href="${articlePath(target)}">${articleTitle(target)}</a></li>`)
    .join("\n");
  return `<!doctype html><html><head><title>${articleTitle(index)}</title></head><body>
<nav><ul>${links}</ul></nav>
<main><h1>${articleTitle(index)}</h1>
${sections.join("\n")}
</main></body></html>`;
}

export interface GeneratedSite {
  url: string;
  host: string;
  close(): Promise<void>;
}

export async function startGeneratedSite(options: { pages: number }): Promise<GeneratedSite> {
  const { pages } = options;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    const match = /^\/help\/article-(\d+)$/.exec(path);
    const index = path === "/" ? 0 : match ? Number(match[1]) : -1;
    if (index < 0 || index >= pages) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articleHtml(index, pages));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
