import { gzipSync } from "node:zlib";
import iconv from "iconv-lite";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createFetcher, type Fetcher, type FetcherOptions } from "./create-fetcher.js";
import type { FetchOk, FetchResult } from "./fetch-result.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function serve(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const server = await startFixtureServer(routes);
  cleanups.push(server.close);
  return server;
}

function fetcher(options: FetcherOptions = {}): { fetcher: Fetcher; slept: number[] } {
  const slept: number[] = [];
  const created = createFetcher({
    allowPrivateNetwork: true,
    sleep: async (ms) => {
      slept.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  cleanups.push(() => created.close());
  return { fetcher: created, slept };
}

function expectOk(result: FetchResult): FetchOk {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

const russian = "Съешь же ещё этих мягких французских булок";
const japanese = "吾輩は猫である。名前はまだ無い。";

describe("fetchPage: pages that are read", () => {
  it("normalises the URL and returns the decoded page with its validators", async () => {
    const server = await serve({
      "/a": {
        headers: {
          "content-type": "text/html; charset=utf-8",
          etag: '"abc"',
          "last-modified": "Mon, 01 Jan 2024 00:00:00 GMT",
        },
        body: "<title>é</title>",
      },
    });
    const page = expectOk(
      await fetcher().fetcher.fetchPage(`HTTP://127.0.0.1:${server.port}/a?utm_source=x#top`),
    );
    expect(page).toMatchObject({
      url: `${server.url}/a`,
      finalUrl: `${server.url}/a`,
      httpStatus: 200,
      contentType: "text/html",
      charset: "utf-8",
      body: "<title>é</title>",
      etag: '"abc"',
      lastModified: "Mon, 01 Jan 2024 00:00:00 GMT",
      notModified: false,
    });
    expect(server.requests).toEqual(["/robots.txt", "/a"]);
  });

  it("decodes legacy charsets from the header, <meta> and a BOM", async () => {
    const server = await serve({
      "/cp1251": {
        headers: { "content-type": "text/html; charset=windows-1251" },
        body: iconv.encode(`<p>${russian}</p>`, "windows-1251"),
      },
      "/sjis-meta": {
        headers: { "content-type": "text/html" },
        body: iconv.encode(
          `<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><p>${japanese}`,
          "shift_jis",
        ),
      },
      "/bom": {
        headers: { "content-type": "text/plain; charset=windows-1251" },
        body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(japanese)]),
      },
    });
    const { fetcher: pages } = fetcher();
    const cp1251 = expectOk(await pages.fetchPage(`${server.url}/cp1251`));
    expect(cp1251).toMatchObject({ charset: "windows-1251", body: `<p>${russian}</p>` });
    const sjis = expectOk(await pages.fetchPage(`${server.url}/sjis-meta`));
    expect(sjis.charset).toBe("shift_jis");
    expect(sjis.body).toContain(japanese);
    expect(expectOk(await pages.fetchPage(`${server.url}/bom`))).toMatchObject({
      charset: "utf-8",
      body: japanese,
    });
  });

  it("reads a gzip-encoded page", async () => {
    const server = await serve({
      "/": {
        headers: { "content-type": "text/html", "content-encoding": "gzip" },
        body: gzipSync(`<p>${russian}</p>`),
      },
    });
    expect(expectOk(await fetcher().fetcher.fetchPage(`${server.url}/`)).body).toBe(`<p>${russian}</p>`);
  });

  it("answers a conditional request's 304 with the cached copy", async () => {
    const server = await serve({
      "/page": (request, response) => {
        const fresh =
          request.headers["if-none-match"] === '"v2"' ||
          request.headers["if-modified-since"] === "Tue, 02 Jan 2024 00:00:00 GMT";
        if (fresh) response.writeHead(304, { etag: '"v2"' }).end();
        else response.writeHead(200, { "content-type": "text/html" }).end("new body");
      },
    });
    const { fetcher: pages } = fetcher();
    const cached = { body: "cached body", contentType: "text/html", charset: "windows-1251", etag: '"v2"' };
    const byEtag = expectOk(await pages.fetchPage(`${server.url}/page`, { cached }));
    expect(byEtag).toMatchObject({
      httpStatus: 304,
      notModified: true,
      body: "cached body",
      charset: "windows-1251",
      etag: '"v2"',
    });
    const byDate = expectOk(
      await pages.fetchPage(`${server.url}/page`, {
        cached: { ...cached, etag: undefined, lastModified: "Tue, 02 Jan 2024 00:00:00 GMT" },
      }),
    );
    expect(byDate.notModified).toBe(true);
    const stale = expectOk(
      await pages.fetchPage(`${server.url}/page`, { cached: { ...cached, etag: '"v1"' } }),
    );
    expect(stale).toMatchObject({ notModified: false, body: "new body", httpStatus: 200 });
  });
});

describe("fetchPage: pages that are skipped, blocked or failed", () => {
  it("skips non-HTML types with their type, without downloading a declared one", async () => {
    let pdfBytesSent = 0;
    const server = await serve({
      "/file.pdf": (_request, response) => {
        response.writeHead(200, { "content-type": "application/pdf" });
        const chunk = Buffer.alloc(64 * 1024);
        // A large PDF: if the fetcher read it all, this would count every chunk.
        const pump = () => {
          while (!response.destroyed && pdfBytesSent < 50 * 1024 * 1024 && response.write(chunk)) {
            pdfBytesSent += chunk.length;
          }
          if (!response.destroyed && pdfBytesSent < 50 * 1024 * 1024) response.once("drain", pump);
          else response.end();
        };
        pump();
      },
      "/undeclared": (_request, response) => {
        response.removeHeader("content-type");
        response.end("%PDF-1.4 binary");
      },
      "/image": { headers: { "content-type": "image/png" }, body: "png" },
    });
    const { fetcher: pages } = fetcher();
    expect(await pages.fetchPage(`${server.url}/file.pdf`)).toMatchObject({
      status: "skipped",
      httpStatus: 200,
      contentType: "application/pdf",
      reason: "not HTML or text (application/pdf)",
    });
    expect(pdfBytesSent).toBeLessThan(10 * 1024 * 1024);
    expect(await pages.fetchPage(`${server.url}/undeclared`)).toMatchObject({
      status: "skipped",
      reason: "not HTML or text (application/pdf)",
    });
    expect(await pages.fetchPage(`${server.url}/image`)).toMatchObject({
      status: "skipped",
      contentType: "image/png",
    });
  });

  it("with readPdf, hands over a PDF's bytes (declared or sniffed) and still fails one over the body cap", async () => {
    const pdfBytes = new TextEncoder().encode("%PDF-1.7 a small document");
    const server = await serve({
      "/small.pdf": { headers: { "content-type": "application/pdf", etag: '"v1"' }, body: pdfBytes },
      "/undeclared": (_request, response) => {
        response.removeHeader("content-type");
        response.end(Buffer.from(pdfBytes));
      },
      "/big.pdf": { headers: { "content-type": "application/pdf" }, body: new Uint8Array(4096) },
      "/image": { headers: { "content-type": "image/png" }, body: "png" },
    });
    const { fetcher: pages } = fetcher({ readPdf: true, maxBytes: 1024 });
    const small = expectOk(await pages.fetchPage(`${server.url}/small.pdf`));
    expect(small).toMatchObject({ contentType: "application/pdf", body: "", etag: '"v1"' });
    expect(new TextDecoder().decode(small.bytes)).toBe("%PDF-1.7 a small document");
    expect(expectOk(await pages.fetchPage(`${server.url}/undeclared`)).contentType).toBe("application/pdf");
    expect(await pages.fetchPage(`${server.url}/big.pdf`)).toMatchObject({ status: "failed" });
    expect(await pages.fetchPage(`${server.url}/image`)).toMatchObject({ status: "skipped" });
  });

  it("does not read binary data labelled as a page or text, and reads a PDF labelled text/html as a PDF", async () => {
    const pdf = "%PDF-1.7 a small document";
    const server = await serve({
      "/archive": { headers: { "content-type": "text/html" }, body: gzipSync("<html><p>zipped</p></html>") },
      "/image": {
        headers: { "content-type": "text/plain; charset=utf-8" },
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      },
      "/data": {
        headers: { "content-type": "text/html" },
        body: new Uint8Array([0x41, 0x00, 0x01, 0x02, 0x42]),
      },
      "/paper": { headers: { "content-type": "text/html" }, body: pdf },
      "/utf16": {
        headers: { "content-type": "text/html" },
        body: new Uint8Array([0xff, 0xfe, ...Buffer.from("<title>UTF-16</title>", "utf16le")]),
      },
    });
    const { fetcher: pages } = fetcher();
    expect(await pages.fetchPage(`${server.url}/archive`)).toMatchObject({
      status: "skipped",
      contentType: "application/gzip",
      reason: "not HTML or text (application/gzip, though the server labels it text/html)",
    });
    expect(await pages.fetchPage(`${server.url}/image`)).toMatchObject({
      status: "skipped",
      contentType: "image/png",
    });
    expect(await pages.fetchPage(`${server.url}/data`)).toMatchObject({
      status: "skipped",
      contentType: "application/octet-stream",
    });
    expect(await pages.fetchPage(`${server.url}/paper`)).toMatchObject({
      status: "skipped",
      contentType: "application/pdf",
    });
    expect(expectOk(await pages.fetchPage(`${server.url}/utf16`)).body).toContain("<title>UTF-16</title>");
    const { fetcher: withPdf } = fetcher({ readPdf: true });
    const paper = expectOk(await withPdf.fetchPage(`${server.url}/paper`));
    expect(paper).toMatchObject({ contentType: "application/pdf", body: "" });
    expect(new TextDecoder().decode(paper.bytes)).toBe(pdf);
  });

  it("blocks invalid URLs and other schemes without a request", async () => {
    const { fetcher: pages } = fetcher();
    expect(await pages.fetchPage("http://")).toMatchObject({
      status: "blocked",
      rule: "scheme",
      reason: "invalid URL",
    });
    expect(await pages.fetchPage("no scheme")).toMatchObject({ status: "blocked", rule: "scheme" });
    expect(await pages.fetchPage("file:///etc/passwd")).toMatchObject({
      status: "blocked",
      rule: "scheme",
      reason: "only http and https are fetched, not file:",
    });
  });

  it("blocks URLs outside the allowed domains, and redirects that leave them, yet reads robots.txt", async () => {
    const server = await serve({
      "/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /docs/private\n",
      },
      "/docs/moved": { status: 301, headers: { location: "/admin/panel" } },
      "/docs/page": { headers: { "content-type": "text/html" }, body: "docs" },
      "/admin/panel": { headers: { "content-type": "text/html" }, body: "admin" },
    });
    const { fetcher: pages } = fetcher({ allowedDomains: [`127.0.0.1:${server.port}/docs`] });
    expect((await pages.fetchPage(`${server.url}/docs/page`)).status).toBe("ok");
    const outside = await pages.fetchPage(`${server.url}/admin/panel`);
    expect(outside).toMatchObject({ status: "blocked", rule: "domain" });
    const redirected = await pages.fetchPage(`${server.url}/docs/moved`);
    expect(redirected).toMatchObject({
      status: "blocked",
      rule: "domain",
      finalUrl: `${server.url}/admin/panel`,
    });
    expect(await pages.fetchPage(`${server.url}/docs/private`)).toMatchObject({
      status: "blocked",
      rule: "robots",
      reason: `disallowed by robots.txt of ${server.url}`,
    });
    expect(server.requests).toEqual(["/robots.txt", "/docs/page", "/docs/moved"]);
  });

  it("passes robots.txt Crawl-delay to the host limiter", async () => {
    const server = await serve({
      "/robots.txt": { headers: { "content-type": "text/plain" }, body: "User-agent: *\nCrawl-delay: 2\n" },
      "/a": { headers: { "content-type": "text/html" }, body: "a" },
      "/b": { headers: { "content-type": "text/html" }, body: "b" },
    });
    const { fetcher: pages, slept } = fetcher();
    await pages.fetchPage(`${server.url}/a`);
    await pages.fetchPage(`${server.url}/b`);
    expect(slept.some((ms) => ms > 1500 && ms <= 2000)).toBe(true);
  });

  it("skips robots.txt when respectRobots is false", async () => {
    const server = await serve({ "/": { headers: { "content-type": "text/html" }, body: "x" } });
    await fetcher({ respectRobots: false }).fetcher.fetchPage(`${server.url}/`);
    expect(server.requests).toEqual(["/"]);
  });

  it("blocks a loopback address by default with the guard's reason, before even robots.txt", async () => {
    const server = await serve({ "/": { body: "local" } });
    const result = await fetcher({ allowPrivateNetwork: false }).fetcher.fetchPage(`${server.url}/`);
    expect(result).toMatchObject({ status: "blocked", rule: "address" });
    expect(result.status === "blocked" && result.reason).toMatch(/loopback.*--allow-private-network/);
    expect(server.requests).toEqual([]);
  });

  it("checkAddress gives fetchPage's refusal for a stored copy's URL without a request, and nothing when allowed", async () => {
    const server = await serve({ "/": { body: "local" } });
    const url = `${server.url}/`;
    const refusing = fetcher({ allowPrivateNetwork: false }).fetcher;
    const refusal = await refusing.checkAddress(url);
    expect(refusal).toMatchObject({ status: "blocked", rule: "address", url });
    expect(refusal?.reason).toBe("127.0.0.1 is a loopback address; pass --allow-private-network to allow it");
    expect(await refusing.fetchPage(url)).toMatchObject({ status: "blocked", reason: refusal?.reason });
    expect(await refusing.checkAddress("ftp://127.0.0.1/")).toMatchObject({ rule: "scheme" });
    expect(await fetcher({ allowedDomains: ["example.com"] }).fetcher.checkAddress(url)).toMatchObject({
      rule: "domain",
    });
    expect(await fetcher({ allowPrivateNetwork: true }).fetcher.checkAddress(url)).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it("fails 4xx for good and 5xx as retryable, with the HTTP status", async () => {
    const server = await serve({ "/gone": { status: 410 }, "/down": { status: 503 } });
    const { fetcher: pages } = fetcher({ retries: 1 });
    expect(await pages.fetchPage(`${server.url}/gone`)).toMatchObject({
      status: "failed",
      httpStatus: 410,
      isRetryable: false,
    });
    expect(await pages.fetchPage(`${server.url}/down`)).toMatchObject({
      status: "failed",
      httpStatus: 503,
      isRetryable: true,
      reason: "HTTP 503",
    });
    expect(server.requests.filter((path) => path === "/down")).toHaveLength(2);
  });

  it("never throws for a page-level problem", async () => {
    const server = await serve({
      "/stall": () => {},
      "/loop": { status: 302, headers: { location: "/loop2" } },
      "/loop2": { status: 302, headers: { location: "/loop" } },
    });
    const closed = await startFixtureServer({});
    await closed.close();
    const { fetcher: pages } = fetcher({ timeoutMs: 150, retries: 0 });
    const results = await Promise.all(
      [
        `${server.url}/stall`,
        `${server.url}/loop`,
        `http://127.0.0.1:${closed.port}/`,
        "javascript:alert(1)",
        "http://[::1",
      ].map((url) => pages.fetchPage(url)),
    );
    expect(results.map((result) => result.status)).toEqual([
      "failed",
      "failed",
      "blocked",
      "blocked",
      "blocked",
    ]);
    expect(results[0]).toMatchObject({ reason: "timed out after 150 ms", isRetryable: true });
    expect(results[1]).toMatchObject({ reason: expect.stringMatching(/^redirect loop/) });
    // An unreachable site: robots.txt cannot be read, which RFC 9309 treats as "disallow for now".
    expect(results[2]).toMatchObject({
      rule: "robots",
      reason: expect.stringMatching(/unreachable.*ECONNREFUSED/),
    });
  });
});
