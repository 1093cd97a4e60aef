import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { createFakePageFetcher, type FakePages } from "#test/helpers/fake-page-fetcher.js";
import { blockedPage, notFoundPage, okPage, skippedPage } from "#test/helpers/fetch-results.js";
import { UsageError, WebscoutError } from "../../errors/index.js";
import { createFetcher as createRealFetcher, type Fetcher, type FetcherOptions } from "../../web/index.js";
import { registerCrawlCommand } from "./crawl.js";

/** A fetcher over canned pages that records how it was built and whether it was closed. */
function fakeFetcher(pages: FakePages) {
  const fetcher = createFakePageFetcher(pages);
  const state = { options: undefined as FetcherOptions | undefined, closed: false, calls: fetcher.calls };
  const createFetcher = (options: FetcherOptions): Fetcher => {
    state.options = options;
    // Its HTTP client and robots policy are only there for rendering, which these tests never start.
    const real = createRealFetcher(options);
    return {
      fetchPage: (url, fetchOptions) => fetcher.fetchPage(url, fetchOptions),
      checkAddress: async () => undefined,
      http: real.http,
      robots: real.robots,
      async close() {
        state.closed = true;
        await real.close();
      },
    };
  };
  return { createFetcher, state };
}

/** No WEBSCOUT_* variables of the developer's, and a data dir without a config.json. */
const CLEAN_ENV = { WEBSCOUT_DATA_DIR: "/nonexistent/webscout-crawl-test", WEBSCOUT_RENDER: "never" };

async function run(
  args: string[],
  createFetcher: (options: FetcherOptions) => Fetcher,
  env: NodeJS.ProcessEnv = CLEAN_ENV,
) {
  let stdout = "";
  let stderr = "";
  const program = new Command("webscout").exitOverride();
  registerCrawlCommand(program, {
    createFetcher,
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  let error: unknown;
  try {
    await program.parseAsync(["node", "webscout", "crawl", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { stdout, stderr, error };
}

const home = `<html><head><title>Home \u001b[2J\u001b[31mred</title></head><body><main><h1>Home</h1>
  <p>A paragraph long enough to be the main text of the home page, with a few more words.</p>
  <a href="/a">A</a> <a href="/b.pdf">B</a> <a href="/gone">Gone</a> <a href="/secret">Secret</a></main></body></html>`;

describe("webscout crawl (in-process)", () => {
  it("takes private-network access, body cap and timeout from the config table, the flag over the rest", async () => {
    const pages = { "https://site.test/": okPage("https://site.test/", home) };
    const fromEnv = fakeFetcher(pages);
    const env = {
      ...CLEAN_ENV,
      WEBSCOUT_ALLOW_PRIVATE_NETWORK: "1",
      WEBSCOUT_MAX_BODY_BYTES: "1234",
      WEBSCOUT_REQUEST_TIMEOUT_MS: "999",
    };
    expect(
      (await run(["--max-pages", "1", "https://site.test"], fromEnv.createFetcher, env)).error,
    ).toBeUndefined();
    expect(fromEnv.state.options).toMatchObject({
      allowPrivateNetwork: true,
      allowLinkLocal: false,
      maxBytes: 1234,
      timeoutMs: 999,
    });

    const byFlag = fakeFetcher(pages);
    await run(["--allow-private-network", "--max-pages", "1", "https://site.test"], byFlag.createFetcher);
    expect(byFlag.state.options).toMatchObject({ allowPrivateNetwork: true, maxBytes: 5 * 1024 * 1024 });
    // The link-local opt-in is separate: by its own flag or WEBSCOUT_ALLOW_LINK_LOCAL only.
    const linkLocal = fakeFetcher(pages);
    await run(["--allow-link-local", "--max-pages", "1", "https://site.test"], linkLocal.createFetcher);
    expect(linkLocal.state.options).toMatchObject({ allowPrivateNetwork: false, allowLinkLocal: true });
    const linkLocalEnv = fakeFetcher(pages);
    await run(["--max-pages", "1", "https://site.test"], linkLocalEnv.createFetcher, {
      ...CLEAN_ENV,
      WEBSCOUT_ALLOW_LINK_LOCAL: "yes",
    });
    expect(linkLocalEnv.state.options).toMatchObject({ allowLinkLocal: true });

    const bad = await run(["https://site.test"], fakeFetcher(pages).createFetcher, {
      ...CLEAN_ENV,
      WEBSCOUT_MAX_BODY_BYTES: "lots",
    });
    expect(bad.error).toBeInstanceOf(UsageError);
    expect((bad.error as Error).message).toMatch(/^WEBSCOUT_MAX_BODY_BYTES "lots"/);
  });

  it("prints a progress line per page on stderr and a JSON line per page on stdout", async () => {
    const { createFetcher, state } = fakeFetcher({
      "https://site.test/": okPage("https://site.test/", home),
      "https://site.test/a": okPage("https://site.test/a", "<title>A</title><p>Page A.</p>"),
      "https://site.test/b.pdf": skippedPage("https://site.test/b.pdf", "application/pdf"),
      "https://site.test/gone": notFoundPage("https://site.test/gone"),
      "https://site.test/secret": blockedPage(
        "https://site.test/secret",
        "robots",
        "disallowed by robots.txt of https://site.test",
      ),
    });
    const { stdout, stderr, error } = await run(
      ["--json", "--concurrency", "1", "https://site.test"],
      createFetcher,
    );

    expect(error).toBeUndefined();
    expect(state.options).toMatchObject({
      allowPrivateNetwork: false,
      allowedDomains: ["site.test"],
      respectRobots: true,
      globalConcurrency: 1,
      perHostConcurrency: 1,
    });
    expect(state.closed).toBe(true);

    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({
      url: "https://site.test/",
      status: "ok",
      title: "Home \u001b[2J\u001b[31mred",
      textChars: expect.any(Number),
      links: 4,
    });
    expect(lines.slice(1)).toEqual([
      { url: "https://site.test/a", status: "ok", title: "A", textChars: expect.any(Number), links: 0 },
      {
        url: "https://site.test/b.pdf",
        status: "skipped",
        title: "",
        textChars: 0,
        links: 0,
        reason: "not HTML or text: application/pdf",
      },
      {
        url: "https://site.test/gone",
        status: "failed",
        title: "",
        textChars: 0,
        links: 0,
        reason: "HTTP 404",
      },
      {
        url: "https://site.test/secret",
        status: "blocked",
        title: "",
        textChars: 0,
        links: 0,
        reason: "disallowed by robots.txt of https://site.test",
      },
    ]);

    const progress = stderr.trim().split("\n");
    // The title's terminal escapes are gone, whole sequences; the rest of it stays.
    expect(progress[0]).toMatch(
      /^\[1\/100\] ok 200 https:\/\/site\.test\/ "Home red" [\d,]+ chars, 4 links$/,
    );
    expect(stderr).not.toContain("\u001b");
    expect(progress[2]).toBe("[3/100] skipped 200 https://site.test/b.pdf not HTML or text: application/pdf");
    expect(progress[3]).toBe("[4/100] failed 404 https://site.test/gone HTTP 404");
    expect(progress[4]).toBe(
      "[5/100] blocked https://site.test/secret disallowed by robots.txt of https://site.test",
    );
    expect(progress[5]).toMatch(
      /^crawled 5 pages in [\d.]+ s: 2 ok, 1 skipped, 1 blocked, 1 failed \([\d.]+ pages\/s\)$/,
    );
  });

  it("says when --max-pages left links unvisited", async () => {
    const { createFetcher } = fakeFetcher({ "https://site.test/": okPage("https://site.test/", home) });
    const { stdout, stderr } = await run(["--max-pages", "1", "https://site.test/"], createFetcher);
    expect(stdout).toMatch(/^Read 1 page of 1:\n {2}Home red — https:\/\/site\.test\/ \([\d,]+ chars\)\n$/);
    expect(stderr).toContain("(stopped at --max-pages 1; more links were left)");
  });

  it("fails with a hint when no start URL can be read", async () => {
    const { createFetcher, state } = fakeFetcher({
      "http://10.0.0.1/": blockedPage("http://10.0.0.1/", "address", "10.0.0.1 is a private address"),
    });
    const { error } = await run(["http://10.0.0.1/"], createFetcher);
    expect(error).toBeInstanceOf(WebscoutError);
    expect((error as WebscoutError).code).not.toBe("usage");
    expect((error as WebscoutError).message).toContain("10.0.0.1 is a private address");
    expect((error as WebscoutError).hint).toContain("--allow-private-network");
    expect(state.closed).toBe(true);
  });

  it("rejects an invalid start URL before building a fetcher", async () => {
    const { createFetcher, state } = fakeFetcher({});
    const { error } = await run(["https://site.test/", "javascript:alert(1)"], createFetcher);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe('invalid start URL "javascript:alert(1)"');
    expect(state.options).toBeUndefined();
  });

  it("passes --allow-domain and --allow-private-network to the fetcher", async () => {
    const { createFetcher, state } = fakeFetcher({
      "http://127.0.0.1:8080/docs/": okPage("http://127.0.0.1:8080/docs/", "<title>Docs</title><p>Docs.</p>"),
    });
    await run(
      [
        "--allow-private-network",
        "-d",
        "127.0.0.1:8080/docs",
        "-d",
        "example.com",
        "http://127.0.0.1:8080/docs/",
      ],
      createFetcher,
    );
    expect(state.options).toMatchObject({
      allowPrivateNetwork: true,
      allowedDomains: ["127.0.0.1:8080/docs", "example.com"],
    });
    expect(state.calls).toEqual(["http://127.0.0.1:8080/docs/"]);
  });
});
