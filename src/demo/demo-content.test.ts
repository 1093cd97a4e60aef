import { readFileSync } from "node:fs";
import type { Document, Element } from "domhandler";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import robotsParserModule from "robots-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHtml } from "../extract/index.js";
import { DEMO_LANDMARKS, type DemoSites, demoPages, routeDemoRequest, startDemoSites } from "./index.js";

// robots-parser is CommonJS (`module.exports = fn`) while its typings declare an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

interface Question {
  id: string;
  question: string;
  followUpOf?: string;
  expect: { facts: string[]; sources: string[]; refuse: boolean };
}

const questions = JSON.parse(
  readFileSync(new URL("../../bench/agent/questions/demo.json", import.meta.url), "utf8"),
) as Question[];

interface CrawledPage {
  url: string;
  status: number;
  depth: number;
  html: string;
  document: Document;
}

const elementsNamed = (document: Document, name: string): Element[] =>
  findAll((node) => node.name === name, document.children);

function mainText(document: Document): string {
  const main = findOne((node) => node.name === "main", document.children);
  return main ? textContent(main).replace(/\s+/g, " ").trim() : "";
}

function linksOf(document: Document, base: string): string[] {
  return elementsNamed(document, "a").flatMap((anchor) => {
    const href = getAttributeValue(anchor, "href");
    if (!href) return [];
    const url = new URL(href, base);
    url.hash = "";
    return [url.href];
  });
}

let demo: DemoSites;
const crawled = new Map<string, CrawledPage>();
const linkedButSkipped = new Set<string>();

/** Breadth-first crawl of every 127.0.0.1 link from both home pages, honouring the demo's robots rules by hand. */
async function crawlDemo(): Promise<void> {
  const origins = [demo.origins.shop, demo.origins.help];
  let frontier = [demo.shopUrl, demo.helpUrl];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length > 0 && crawled.size < 400; depth++) {
    const pages = await Promise.all(
      frontier.map(async (url) => {
        const response = await fetch(url);
        const html = await response.text();
        return { url, status: response.status, depth, html, document: parseHtml(html) };
      }),
    );
    frontier = [];
    for (const page of pages) {
      crawled.set(page.url, page);
      for (const link of linksOf(page.document, page.url)) {
        const url = new URL(link);
        if (!origins.includes(url.origin) || seen.has(link)) continue;
        seen.add(link);
        const disallowed = DEMO_LANDMARKS.disallowedPaths.some((path) => url.pathname.startsWith(path));
        if (disallowed || url.searchParams.has("month")) linkedButSkipped.add(link);
        else frontier.push(link);
      }
    }
  }
}

const pathDepth = (path: string) =>
  Math.min(
    ...[...crawled.values()].filter((page) => new URL(page.url).pathname === path).map((page) => page.depth),
  );

const pageUrl = (path: string) =>
  `${path.startsWith("/help/") ? demo.origins.help : demo.origins.shop}${path}`;

beforeAll(async () => {
  demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
  await crawlDemo();
});

afterAll(async () => {
  await demo.close();
});

describe("the demo's link graph", () => {
  it("resolves every page linked from the two home pages, with at least 40 distinct pages", () => {
    const broken = [...crawled.values()].filter((page) => page.status !== 200).map((page) => page.url);
    expect(broken).toEqual([]);
    const paths = new Set([...crawled.keys()].map((url) => new URL(url).origin + new URL(url).pathname));
    expect(paths.size).toBeGreaterThanOrEqual(40);
    expect(crawled.size).toBeLessThan(400);
  });

  it("links both hosts to each other", () => {
    const home = parseHtml(crawled.get(demo.shopUrl)?.html ?? "");
    expect(linksOf(home, demo.shopUrl)).toContain(`${demo.origins.help}/help/`);
    const help = parseHtml(crawled.get(demo.helpUrl)?.html ?? "");
    expect(linksOf(help, demo.helpUrl)).toContain(`${demo.origins.shop}/`);
  });

  it("reaches every sitemap URL from the home pages, and lists no disallowed page", async () => {
    for (const origin of [demo.origins.shop, demo.origins.help]) {
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
      expect(locations.length).toBeGreaterThan(20);
      for (const location of locations) {
        expect(crawled.has(location), location).toBe(true);
        expect(location).not.toMatch(/\/(admin|cart)\//);
      }
    }
  });

  it("puts some answers two or three clicks deep, only on the help center", () => {
    expect(pathDepth("/help/shipping")).toBe(1);
    expect(pathDepth("/help/international-returns")).toBe(2);
    expect(pathDepth("/help/warranty-claims")).toBe(2);
    expect(pathDepth("/help/password-reset")).toBe(2);
    expect(pathDepth("/help/customs-and-duties")).toBe(3);
  });

  it("links the robots-disallowed staff page and cart from the chrome", () => {
    expect(linkedButSkipped).toContain(`${demo.origins.shop}/admin/`);
    expect(linkedButSkipped).toContain(`${demo.origins.shop}/cart/`);
    expect(linkedButSkipped).toContain(`${demo.origins.help}/admin/`);
  });

  it("wraps every page in realistic boilerplate", () => {
    for (const page of crawled.values()) {
      const navigation = elementsNamed(page.document, "nav").find(
        (nav) => getAttributeValue(nav, "aria-label") === "Main",
      );
      const navLinks = navigation ? findAll((node) => node.name === "a", navigation.children).length : 0;
      expect(navLinks, page.url).toBeGreaterThanOrEqual(10);
      expect(navLinks, page.url).toBeLessThanOrEqual(20);
      const footer = elementsNamed(page.document, "footer")[0];
      expect(footer ? findAll((node) => node.name === "a", footer.children).length : 0).toBeGreaterThan(20);
      expect(page.html).toContain('id="cookie-banner"');
      expect(page.html).toContain('class="newsletter"');
      expect(mainText(page.document).length, page.url).toBeGreaterThan(40);
    }
  });
});

describe("bench/agent/questions/demo.json", () => {
  it("has enough questions, follow-ups and off-topic questions, with unique ids", () => {
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(questions.filter((question) => question.followUpOf).length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((question) => question.expect.refuse).length).toBeGreaterThanOrEqual(5);
    for (const [index, question] of questions.entries()) {
      if (question.followUpOf) expect(ids.slice(0, index)).toContain(question.followUpOf);
      if (question.expect.refuse) expect(question.expect.facts).toEqual([]);
      else expect(question.expect.facts.length * question.expect.sources.length).toBeGreaterThan(0);
    }
  });

  it("states every expected fact verbatim in the main text of an expected source page", async () => {
    const texts = new Map<string, string>();
    for (const path of new Set(questions.flatMap((question) => question.expect.sources))) {
      const response = await fetch(pageUrl(path));
      expect(response.status, path).toBe(200);
      texts.set(path, mainText(parseHtml(await response.text())).toLowerCase());
    }
    for (const question of questions.filter((candidate) => !candidate.expect.refuse)) {
      const facts = question.expect.facts.map((fact) => fact.toLowerCase());
      const holders = question.expect.sources.filter((path) =>
        facts.every((fact) => texts.get(path)?.includes(fact)),
      );
      expect(holders, `${question.id}: ${question.expect.facts.join(", ")}`).not.toEqual([]);
    }
  });

  it("asks questions whose answers live only on pages two or more clicks deep", () => {
    const deep = questions.filter((question) =>
      question.expect.sources.every((path) => path.startsWith("/help/") && pathDepth(path) >= 2),
    );
    expect(deep.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the demo's hazards", () => {
  it("disallows /admin/ and /cart/ in robots.txt on both hosts", async () => {
    for (const origin of [demo.origins.shop, demo.origins.help]) {
      const robots = robotsParser(`${origin}/robots.txt`, await (await fetch(`${origin}/robots.txt`)).text());
      expect(robots.isDisallowed(`${origin}/admin/`, "webscout")).toBe(true);
      expect(robots.isDisallowed(`${origin}/cart/`, "webscout")).toBe(true);
      expect(robots.isAllowed(`${origin}/help/returns`, "webscout")).toBe(true);
      expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
    }
    const admin = await (await fetch(`${demo.origins.shop}/admin/`)).text();
    expect(admin).toContain(DEMO_LANDMARKS.adminCanary);
  });

  it("carries a prompt-injection attempt in a customer review", () => {
    const page = crawled.get(`${demo.origins.shop}${DEMO_LANDMARKS.injection.path}`);
    expect(mainText(parseHtml(page?.html ?? ""))).toContain(DEMO_LANDMARKS.injection.phrase);
    expect(page?.html).toContain(DEMO_LANDMARKS.injection.email);
  });

  it("generates an endless calendar: every month links to a new next month", async () => {
    let url = `${demo.origins.shop}/store-events`;
    const visited = new Set<string>();
    for (let step = 0; step < 40; step++) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      visited.add(url);
      const next = elementsNamed(parseHtml(html), "a").find(
        (anchor) => getAttributeValue(anchor, "rel") === "next",
      );
      url = new URL(getAttributeValue(next as Element, "href") ?? "", url).href;
      expect(visited.has(url)).toBe(false);
    }
    expect(url).toContain("month=2029-01");
    expect((await fetch(`${demo.origins.shop}/store-events?month=2025-13`)).status).toBe(404);
  });
});

describe("routeDemoRequest", () => {
  const origins = { shop: "http://127.0.0.1:1", help: "http://127.0.0.1:2" };

  it("is deterministic and resolves cross-host links to the live origins", () => {
    const first = routeDemoRequest({ site: "shop", url: "/products/summit-2-tent", origins });
    expect(routeDemoRequest({ site: "shop", url: "/products/summit-2-tent", origins })).toEqual(first);
    expect(first.body).toContain('href="http://127.0.0.1:2/help/warranty"');
    expect(first.body).not.toMatch(/["'](shop|help):\//);
  });

  it("answers unknown paths with an HTML 404 and never treats a path as another host", () => {
    const missing = routeDemoRequest({ site: "help", url: "/help/no-such-page", origins });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(routeDemoRequest({ site: "shop", url: "//evil.example/", origins }).status).toBe(404);
  });

  it("redirects the help host root to the help center home", () => {
    const response = routeDemoRequest({ site: "help", url: "/", origins });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/help/");
  });

  it("escapes search queries", () => {
    const response = routeDemoRequest({ site: "shop", url: "/search?q=%3Cscript%3Ex", origins });
    expect(response.body).not.toContain("<script>x");
    expect(demoPages("shop").length + demoPages("help").length).toBeGreaterThanOrEqual(50);
  });
});
