import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createFakeHttpClient, type FakeAnswer, type FakeRoute } from "#test/helpers/fake-http-client.js";
import { createRobotsPolicy } from "./robots.js";
import type { RobotsPolicy } from "./robots-policy.js";
import { discoverSitemapUrls } from "./sitemaps.js";

const ORIGIN = "https://example.com";

const xml = (body: string): FakeAnswer => ({
  status: 200,
  body,
  headers: { "content-type": "application/xml" },
});
const urlset = (...locs: string[]) =>
  xml(
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
      .map((loc) => `<url><loc>${loc}</loc></url>`)
      .join("")}</urlset>`,
  );
const sitemapIndex = (...locs: string[]) =>
  xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
      .map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`)
      .join("")}</sitemapindex>`,
  );
const robotsTxt = (body: string): FakeAnswer => ({ status: 200, body });

function discover(
  routes: Record<string, FakeRoute>,
  options: Partial<Parameters<typeof discoverSitemapUrls>[0]> = {},
) {
  const http = createFakeHttpClient(routes);
  const robots = createRobotsPolicy({ http });
  const fetched = () => http.calls.map((call) => call.url).filter((url) => !url.endsWith("/robots.txt"));
  return { http, fetched, result: discoverSitemapUrls({ http, robots, origin: ORIGIN, ...options }) };
}

describe("discoverSitemapUrls", () => {
  it("reads /sitemap.xml with lastmod, normalising and deduplicating URLs", async () => {
    const { result } = discover({
      [`${ORIGIN}/sitemap.xml`]: xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://Example.com/a?utm_source=feed</loc><lastmod>2024-05-01</lastmod></url>
        <url><loc>https://example.com/a#top</loc><lastmod>2020-01-01</lastmod></url>
        <url><loc>https://example.com:443/b</loc></url>
        <url><loc>javascript:alert(1)</loc></url>
        <url><loc>not a url</loc></url>
      </urlset>`),
    });
    expect(await result).toEqual([
      { url: "https://example.com/a", lastmod: "2024-05-01" },
      { url: "https://example.com/b" },
    ]);
  });

  it("uses robots.txt Sitemap: lines first, then /sitemap.xml", async () => {
    const { result, fetched } = discover({
      [`${ORIGIN}/robots.txt`]: robotsTxt(
        "User-agent: *\nDisallow:\nSitemap: https://example.com/pages.xml\n",
      ),
      [`${ORIGIN}/pages.xml`]: urlset("https://example.com/p1", "https://example.com/shared"),
      [`${ORIGIN}/sitemap.xml`]: urlset("https://example.com/shared", "https://example.com/s1"),
    });
    expect((await result).map((entry) => entry.url)).toEqual([
      "https://example.com/p1",
      "https://example.com/shared",
      "https://example.com/s1",
    ]);
    expect(fetched()).toEqual([`${ORIGIN}/pages.xml`, `${ORIGIN}/sitemap.xml`]);
  });

  it("follows sitemap indexes breadth-first and never loops", async () => {
    const { result, fetched } = discover({
      [`${ORIGIN}/sitemap.xml`]: sitemapIndex(`${ORIGIN}/a.xml`, `${ORIGIN}/nested.xml`, `${ORIGIN}/b.xml`),
      [`${ORIGIN}/a.xml`]: urlset(`${ORIGIN}/a1`),
      [`${ORIGIN}/nested.xml`]: sitemapIndex(
        `${ORIGIN}/c.xml`,
        `${ORIGIN}/sitemap.xml`,
        `${ORIGIN}/nested.xml`,
      ),
      [`${ORIGIN}/b.xml`]: urlset(`${ORIGIN}/b1`),
      [`${ORIGIN}/c.xml`]: urlset(`${ORIGIN}/c1`),
    });
    expect((await result).map((entry) => entry.url)).toEqual([
      `${ORIGIN}/a1`,
      `${ORIGIN}/b1`,
      `${ORIGIN}/c1`,
    ]);
    expect(fetched()).toEqual([
      `${ORIGIN}/sitemap.xml`,
      `${ORIGIN}/a.xml`,
      `${ORIGIN}/nested.xml`,
      `${ORIGIN}/b.xml`,
      `${ORIGIN}/c.xml`,
    ]);
  });

  it("reads gzip sitemaps, told by their magic bytes whatever their name", async () => {
    const gzipped = (answer: FakeAnswer): FakeAnswer =>
      "status" in answer ? { status: 200, body: gzipSync(String(answer.body)) } : answer;
    const { result } = discover({
      [`${ORIGIN}/sitemap.xml`]: gzipped(sitemapIndex(`${ORIGIN}/pages.xml.gz`)),
      [`${ORIGIN}/pages.xml.gz`]: gzipped(urlset(`${ORIGIN}/zipped`)),
    });
    expect(await result).toEqual([{ url: `${ORIGIN}/zipped` }]);
  });

  it("skips broken XML, zip bombs, failures and oversized sitemaps, and keeps the rest", async () => {
    const { result, http } = discover(
      {
        [`${ORIGIN}/sitemap.xml`]: sitemapIndex(
          `${ORIGIN}/broken.xml`,
          `${ORIGIN}/bomb.xml.gz`,
          `${ORIGIN}/missing.xml`,
          `${ORIGIN}/error.xml`,
          `${ORIGIN}/huge.xml`,
          `${ORIGIN}/refused.xml`,
          `${ORIGIN}/good.xml`,
        ),
        [`${ORIGIN}/broken.xml`]: xml(`<urlset><url><loc>${ORIGIN}/lost</loc></url><url><loc>${ORIGIN}/lo`),
        // About 7 KB on the wire (under maxBytes), 2.3 MB once gunzipped: only the decompression cap stops it.
        [`${ORIGIN}/bomb.xml.gz`]: {
          status: 200,
          body: gzipSync(`<urlset>${`<url><loc>${ORIGIN}/bomb</loc></url>`.repeat(50_000)}</urlset>`),
        },
        [`${ORIGIN}/error.xml`]: { status: 500 },
        [`${ORIGIN}/huge.xml`]: urlset(
          ...Array.from({ length: 200 }, (_, index) => `${ORIGIN}/huge/${index}`),
        ),
        [`${ORIGIN}/refused.xml`]: { blocked: "address refused" },
        [`${ORIGIN}/good.xml`]: urlset(`${ORIGIN}/kept`),
      },
      { maxBytes: 8192 },
    );
    expect(await result).toEqual([{ url: `${ORIGIN}/kept` }]);
    expect(http.calls.find((call) => call.url.endsWith("/good.xml"))?.options.maxBytes).toBe(8192);
  });

  it("stops at maxUrls", async () => {
    const { result } = discover(
      {
        [`${ORIGIN}/sitemap.xml`]: sitemapIndex(`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`),
        [`${ORIGIN}/a.xml`]: urlset(`${ORIGIN}/1`, `${ORIGIN}/2`, `${ORIGIN}/3`),
        [`${ORIGIN}/b.xml`]: urlset(`${ORIGIN}/4`),
      },
      { maxUrls: 2 },
    );
    expect((await result).map((entry) => entry.url)).toEqual([`${ORIGIN}/1`, `${ORIGIN}/2`]);
  });

  it("fetches at most maxSitemaps documents", async () => {
    const children = Array.from({ length: 30 }, (_, index) => `${ORIGIN}/child-${index}.xml`);
    const routes: Record<string, FakeRoute> = { [`${ORIGIN}/sitemap.xml`]: sitemapIndex(...children) };
    for (const [index, child] of children.entries()) routes[child] = urlset(`${ORIGIN}/page-${index}`);
    const { result, fetched } = discover(routes, { maxSitemaps: 5 });
    expect(await result).toHaveLength(4);
    expect(fetched()).toHaveLength(5);
  });

  it("does not fetch a sitemap robots.txt disallows", async () => {
    const { result, fetched } = discover({
      [`${ORIGIN}/robots.txt`]: robotsTxt(
        `User-agent: *\nDisallow: /private/\nSitemap: ${ORIGIN}/private/s.xml\nSitemap: ${ORIGIN}/public.xml\n`,
      ),
      [`${ORIGIN}/private/s.xml`]: urlset(`${ORIGIN}/secret`),
      [`${ORIGIN}/public.xml`]: urlset(`${ORIGIN}/open`),
    });
    expect((await result).map((entry) => entry.url)).toEqual([`${ORIGIN}/open`]);
    expect(fetched()).not.toContain(`${ORIGIN}/private/s.xml`);
  });

  it("returns nothing when the site has no sitemap, or the origin is not http(s)", async () => {
    expect(await discover({}).result).toEqual([]);
    expect(await discover({}, { origin: "ftp://example.com" }).result).toEqual([]);
  });

  it("still tries /sitemap.xml when the robots policy throws", async () => {
    const http = createFakeHttpClient({ [`${ORIGIN}/sitemap.xml`]: urlset(`${ORIGIN}/x`) });
    const robots: RobotsPolicy = {
      check: async () => ({ allowed: true }),
      sitemaps: async () => {
        throw new Error("robots exploded");
      },
    };
    expect(await discoverSitemapUrls({ http, robots, origin: `${ORIGIN}/any/page` })).toEqual([
      { url: `${ORIGIN}/x` },
    ]);
  });

  it("rejects with the abort reason when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    const { result } = discover(
      { [`${ORIGIN}/sitemap.xml`]: urlset(`${ORIGIN}/x`) },
      { signal: controller.signal },
    );
    await expect(result).rejects.toThrow("stop");
  });
});
