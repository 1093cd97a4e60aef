// A 100-page help center on loopback behind a delay (100 ms before each response, then about 2 MB/s), with a
// sitemap and a few pages holding one fact each, for the cold (live crawl) vs warm (after `index`) timing.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const FILLER = (
  "order shipping return refund warranty account password payment invoice delivery parcel carrier exchange " +
  "size fabric seam zipper stove tent pole stake lantern battery charger filter bottle jacket boot sock glove"
).split(" ");

export interface FactPage {
  index: number;
  title: string;
  fact: string;
  question: string;
  /** Words the answer must contain. */
  expected: string;
}

export const FACT_PAGES: FactPage[] = [
  {
    index: 23,
    title: "Lisbon store opening hours",
    fact: "The Lisbon store opens at 10:00 on Sundays and closes at 18:00.",
    question: "When does the Lisbon store open on Sundays?",
    expected: "10:00",
  },
  {
    index: 37,
    title: "Delivery to Iceland",
    fact: "Delivery to Iceland takes 9 working days and costs 25 euros.",
    question: "How long does delivery to Iceland take?",
    expected: "9 working days",
  },
  {
    index: 58,
    title: "Contact the Oslo store",
    fact: "The Oslo store phone number is +47 22 00 11 22.",
    question: "What is the phone number of the Oslo store?",
    expected: "+47 22 00 11 22",
  },
  {
    index: 81,
    title: "Reward points for members",
    fact: "Members earn 3 reward points per euro spent in any store.",
    question: "How many reward points do members earn per euro spent?",
    expected: "3 reward points",
  },
];

function pagePath(index: number): string {
  return index === 0 ? "/" : `/help/article-${index}`;
}

function pageTitle(index: number): string {
  const fact = FACT_PAGES.find((page) => page.index === index);
  if (fact) return fact.title;
  return index === 0
    ? "Help Center"
    : `Article ${index}: ${FILLER[index % FILLER.length]} and ${FILLER[(index * 7) % FILLER.length]}`;
}

function filler(index: number, paragraph: number): string {
  const words = Array.from(
    { length: 60 },
    (_, word) => FILLER[(index * 31 + paragraph * 17 + word * 7) % FILLER.length],
  );
  return `${words.join(" ")}.`;
}

function pageHtml(index: number, pages: number): string {
  const fact = FACT_PAGES.find((page) => page.index === index);
  const links = [0, ...Array.from({ length: 10 }, (_, step) => ((index + step * 9) % (pages - 1)) + 1)]
    .filter((target, position, all) => target !== index && all.indexOf(target) === position)
    .map((target) => `<li><a href="${pagePath(target)}">${pageTitle(target)}</a></li>`)
    .join("");
  // The home page lists the popular topics, as help centers do: each fact is one link away from it.
  const popular =
    index === 0
      ? `<section><h2>Popular topics</h2><ul>${FACT_PAGES.filter((page) => page.index < pages)
          .map((page) => `<li><a href="${pagePath(page.index)}">${page.title}</a></li>`)
          .join("")}</ul></section>`
      : "";
  const paragraphs = Array.from({ length: 6 }, (_, paragraph) => `<p>${filler(index, paragraph)}</p>`).join(
    "",
  );
  return `<!doctype html><html><head><title>${pageTitle(index)}</title></head><body><nav><ul>${links}</ul></nav>
<main><h1>${pageTitle(index)}</h1>${fact ? `<p>${fact.fact}</p>` : ""}${popular}${paragraphs}</main></body></html>`;
}

export interface SlowSite {
  url: string;
  host: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface SlowSiteOptions {
  pages?: number;
  /** Before each response. Default 100. */
  delayMs?: number;
  /** Transfer rate after the delay. Default 2 MB/s. */
  bytesPerSecond?: number;
}

/** Writes `body` in 16 KiB chunks paced to `bytesPerSecond`. */
async function sendPaced(response: ServerResponse, body: Buffer, bytesPerSecond: number): Promise<void> {
  const chunk = 16 * 1024;
  for (let offset = 0; offset < body.length; offset += chunk) {
    const part = body.subarray(offset, offset + chunk);
    response.write(part);
    await new Promise((resolve) => setTimeout(resolve, (part.length / bytesPerSecond) * 1000));
  }
  response.end();
}

export async function startSlowHelpSite(options: SlowSiteOptions = {}): Promise<SlowSite> {
  const { pages = 100, delayMs = 100, bytesPerSecond = 2_000_000 } = options;
  const requests: string[] = [];
  let origin = "";
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    requests.push(path);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    let type = "text/html; charset=utf-8";
    let body: string | undefined;
    if (path === "/robots.txt") {
      type = "text/plain";
      body = `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`;
    } else if (path === "/sitemap.xml") {
      type = "application/xml";
      const urls = Array.from(
        { length: pages },
        (_, index) => `<url><loc>${origin}${pagePath(index)}</loc></url>`,
      );
      body = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`;
    } else {
      const match = /^\/help\/article-(\d+)$/.exec(path);
      const index = path === "/" ? 0 : match ? Number(match[1]) : -1;
      if (index >= 0 && index < pages) body = pageHtml(index, pages);
    }
    if (body === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    const bytes = Buffer.from(body);
    response.writeHead(200, { "content-type": type, "content-length": String(bytes.length) });
    await sendPaced(response, bytes, bytesPerSecond);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
