import { describe, expect, it } from "vitest";
import { createFakeHttpClient, type FakeAnswer, type FakeRoute } from "#test/helpers/fake-http-client.js";
import { createRobotsPolicy } from "./robots.js";

const ROBOTS = "https://example.com/robots.txt";

function setup(routes: Record<string, FakeRoute>, options: { maxCrawlDelayMs?: number } = {}) {
  let clock = 1_000_000;
  const http = createFakeHttpClient(routes);
  const policy = createRobotsPolicy({ http, now: () => clock, ...options });
  const advance = (ms: number) => {
    clock += ms;
  };
  const robotsFetches = () => http.calls.filter((call) => call.url.endsWith("/robots.txt")).length;
  return { http, policy, advance, robotsFetches };
}

const text = (body: string): FakeAnswer => ({ status: 200, body, headers: { "content-type": "text/plain" } });

describe("createRobotsPolicy: rules", () => {
  it("disallows what robots.txt disallows and says whose robots.txt did", async () => {
    const { policy } = setup({ [ROBOTS]: text("User-agent: *\nDisallow: /private\nAllow: /private/open\n") });
    expect(await policy.check("https://example.com/public")).toEqual({ allowed: true });
    expect(await policy.check("https://example.com/private/open/x")).toEqual({ allowed: true });
    const verdict = await policy.check("https://example.com/private/secret");
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toBe("disallowed by robots.txt of https://example.com");
  });

  it("obeys our own group over *, whatever its case", async () => {
    const { policy } = setup({
      [ROBOTS]: text("User-agent: *\nDisallow: /\n\nUser-agent: WebScout\nDisallow: /admin\n"),
    });
    expect((await policy.check("https://example.com/docs")).allowed).toBe(true);
    expect((await policy.check("https://example.com/admin/x")).allowed).toBe(false);
  });

  it("falls back to * when no group names us, ignoring other bots' groups", async () => {
    const { policy } = setup({
      [ROBOTS]: text("User-agent: googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /tmp\n"),
    });
    expect((await policy.check("https://example.com/docs")).allowed).toBe(true);
    expect((await policy.check("https://example.com/tmp/a")).allowed).toBe(false);
  });

  it("honours a custom agent token", async () => {
    const routes = { [ROBOTS]: text("User-agent: otherbot\nDisallow: /\n") };
    const http = createFakeHttpClient(routes);
    const policy = createRobotsPolicy({ http, userAgent: "otherbot" });
    expect((await policy.check("https://example.com/a")).allowed).toBe(false);
  });

  it("supports wildcards, $ and query strings in patterns", async () => {
    const { policy } = setup({ [ROBOTS]: text("User-agent: *\nDisallow: /*.pdf$\nDisallow: /search?\n") });
    expect((await policy.check("https://example.com/files/a.pdf")).allowed).toBe(false);
    expect((await policy.check("https://example.com/files/a.pdf.html")).allowed).toBe(true);
    expect((await policy.check("https://example.com/search?q=x")).allowed).toBe(false);
    expect((await policy.check("https://example.com/search-help")).allowed).toBe(true);
  });

  it("always allows robots.txt itself", async () => {
    const { policy } = setup({ [ROBOTS]: text("User-agent: *\nDisallow: /\n") });
    expect((await policy.check("https://example.com/robots.txt")).allowed).toBe(true);
    expect((await policy.check("https://example.com/")).allowed).toBe(false);
  });

  it("allows everything for an empty or non-robots 200 body", async () => {
    const { policy } = setup({ [ROBOTS]: text("<html><body>Welcome</body></html>") });
    expect((await policy.check("https://example.com/anything")).allowed).toBe(true);
  });

  it("refuses URLs that are not http(s)", async () => {
    const { policy, http } = setup({});
    expect((await policy.check("ftp://example.com/x")).allowed).toBe(false);
    expect((await policy.check("not a url")).allowed).toBe(false);
    expect(http.calls).toHaveLength(0);
  });
});

describe("createRobotsPolicy: RFC 9309 status handling", () => {
  it.each([404, 410, 401, 403])("allows everything when robots.txt answers %i", async (status) => {
    const { policy } = setup({ [ROBOTS]: { status } });
    expect(await policy.check("https://example.com/private")).toEqual({ allowed: true });
  });

  it.each([500, 503, 429])("disallows everything for now when robots.txt answers %i", async (status) => {
    const { policy } = setup({ [ROBOTS]: { status } });
    const verdict = await policy.check("https://example.com/page");
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toContain(`robots.txt of https://example.com answered ${status}`);
  });

  it("disallows everything for now when robots.txt is unreachable", async () => {
    const { policy } = setup({ [ROBOTS]: { networkError: "connect ECONNREFUSED" } });
    const verdict = await policy.check("https://example.com/page");
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toMatch(
      /robots\.txt of https:\/\/example\.com was unreachable \(connect ECONNREFUSED\)/,
    );
  });

  it("disallows everything for now when the robots.txt fetch is refused or throws", async () => {
    const refused = setup({ [ROBOTS]: { blocked: "redirect to 127.0.0.1 refused" } });
    const refusedVerdict = await refused.policy.check("https://example.com/page");
    expect(refusedVerdict.allowed).toBe(false);
    expect(refusedVerdict.reason).toContain("redirect to 127.0.0.1 refused");

    const throwing = setup({
      [ROBOTS]: () => {
        throw new Error("boom");
      },
    });
    const thrownVerdict = await throwing.policy.check("https://example.com/page");
    expect(thrownVerdict.allowed).toBe(false);
    expect(thrownVerdict.reason).toContain("unreachable (boom)");
  });

  it("keeps a 503 verdict only briefly, then asks again", async () => {
    let status = 503;
    const { policy, advance, robotsFetches } = setup({
      [ROBOTS]: () => (status === 200 ? text("User-agent: *\nDisallow:\n") : { status }),
    });
    expect((await policy.check("https://example.com/a")).allowed).toBe(false);
    advance(30_000);
    expect((await policy.check("https://example.com/a")).allowed).toBe(false);
    expect(robotsFetches()).toBe(1);
    status = 200;
    advance(31_000);
    expect((await policy.check("https://example.com/a")).allowed).toBe(true);
    expect(robotsFetches()).toBe(2);
  });

  it("reads the first 512 KiB of a larger robots.txt and applies them, without the line the cut fell in", async () => {
    // 624 KB of rules: the ones in the first 512 KiB apply, the rest are never read.
    const line = (n: number) => `Disallow: /blocked-${String(n).padStart(6, "0")}\n`;
    const lines = Array.from({ length: 24_000 }, (_, n) => line(n)).join("");
    const { policy, http } = setup({ [ROBOTS]: text(`User-agent: *\n${lines}`) });
    expect((await policy.check("https://example.com/blocked-000001")).allowed).toBe(false);
    expect(http.calls[0]?.options).toMatchObject({ maxBytes: 512 * 1024, overflow: "truncate" });
    const cut = Math.floor((512 * 1024 - "User-agent: *\n".length) / line(0).length);
    // The last whole line before the cap applies; the one the cut fell in (a prefix rule) and later ones don't.
    expect(
      (await policy.check(`https://example.com/blocked-${String(cut - 1).padStart(6, "0")}`)).allowed,
    ).toBe(false);
    expect((await policy.check(`https://example.com/blocked-${String(cut).padStart(6, "0")}`)).allowed).toBe(
      true,
    );
    expect((await policy.check("https://example.com/blocked-023999")).allowed).toBe(true);
    expect((await policy.check("https://example.com/open")).allowed).toBe(true);
  });

  it("applies a robots.txt served after a redirect to the origin that was asked", async () => {
    const { policy } = setup({
      [ROBOTS]: {
        ...text("User-agent: *\nDisallow: /private\n"),
        finalUrl: "https://www.example.com/robots.txt",
      },
    });
    expect((await policy.check("https://example.com/private")).allowed).toBe(false);
    expect((await policy.check("https://example.com/public")).allowed).toBe(true);
  });
});

describe("createRobotsPolicy: caching", () => {
  it("fetches robots.txt once per origin and caches it for cacheTtlMs", async () => {
    const { policy, advance, robotsFetches, http } = setup({
      [ROBOTS]: text("User-agent: *\nDisallow: /x\n"),
      "http://example.com/robots.txt": text(""),
      "https://example.com:8443/robots.txt": text(""),
    });
    for (const path of ["/a", "/b", "/x/1", "/c"]) await policy.check(`https://example.com${path}`);
    expect(robotsFetches()).toBe(1);
    await policy.check("http://example.com/x/1");
    await policy.check("https://example.com:8443/x/1");
    expect(http.calls.map((call) => call.url)).toEqual([
      ROBOTS,
      "http://example.com/robots.txt",
      "https://example.com:8443/robots.txt",
    ]);
    advance(3_600_001);
    await policy.check("https://example.com/a");
    expect(robotsFetches()).toBe(4);
  });

  it("fetches an IDN host's robots.txt under its punycode origin", async () => {
    const { policy, http } = setup({
      "https://xn--bcher-kva.example/robots.txt": text("User-agent: *\nDisallow: /privat\n"),
    });
    const verdict = await policy.check("https://Bücher.example/privat/x");
    expect(verdict).toEqual({
      allowed: false,
      reason: "disallowed by robots.txt of https://xn--bcher-kva.example",
    });
    expect(http.calls.map((call) => call.url)).toEqual(["https://xn--bcher-kva.example/robots.txt"]);
  });

  it("shares one in-flight fetch between concurrent checks of one origin", async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    const { policy, robotsFetches } = setup({
      [ROBOTS]: () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
    });
    const checks = Promise.all(
      ["/a", "/b", "/private/c"].map((path) => policy.check(`https://example.com${path}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    release(text("User-agent: *\nDisallow: /private\n"));
    const verdicts = await checks;
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(robotsFetches()).toBe(1);
  });

  it("lets one caller abort its wait without spoiling the shared fetch", async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    const { policy, robotsFetches } = setup({
      [ROBOTS]: () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
    });
    const controller = new AbortController();
    const aborted = policy.check("https://example.com/a", { signal: controller.signal });
    const patient = policy.check("https://example.com/b");
    controller.abort(new Error("user cancelled"));
    await expect(aborted).rejects.toThrow("user cancelled");
    release(text(""));
    expect(await patient).toEqual({ allowed: true });
    expect(robotsFetches()).toBe(1);
  });
});

describe("createRobotsPolicy: Crawl-delay", () => {
  it("turns Crawl-delay seconds into milliseconds and sets the host delay once", async () => {
    const { policy, http } = setup({ [ROBOTS]: text("User-agent: *\nCrawl-delay: 2\nDisallow: /x\n") });
    expect(await policy.check("https://example.com/a")).toEqual({ allowed: true, crawlDelayMs: 2000 });
    expect(await policy.check("https://example.com/x")).toMatchObject({ allowed: false, crawlDelayMs: 2000 });
    expect(http.hostDelays.get("https://example.com")).toBe(2000);
  });

  it("accepts fractional delays", async () => {
    const { policy } = setup({ [ROBOTS]: text("User-agent: *\nCrawl-delay: 0.5\n") });
    expect((await policy.check("https://example.com/a")).crawlDelayMs).toBe(500);
  });

  it("caps Crawl-delay at maxCrawlDelayMs", async () => {
    const { policy, http } = setup({ [ROBOTS]: text("User-agent: *\nCrawl-delay: 3600\n") });
    expect((await policy.check("https://example.com/a")).crawlDelayMs).toBe(10_000);
    expect(http.hostDelays.get("https://example.com")).toBe(10_000);

    const custom = setup({ [ROBOTS]: text("User-agent: *\nCrawl-delay: 5\n") }, { maxCrawlDelayMs: 1_000 });
    expect((await custom.policy.check("https://example.com/a")).crawlDelayMs).toBe(1_000);
  });

  it("takes the delay of our group, not of *", async () => {
    const { policy } = setup({
      [ROBOTS]: text("User-agent: *\nCrawl-delay: 9\n\nUser-agent: webscout\nCrawl-delay: 1\nDisallow:\n"),
    });
    expect((await policy.check("https://example.com/a")).crawlDelayMs).toBe(1000);
  });

  it("ignores an invalid or absent Crawl-delay", async () => {
    const { policy, http } = setup({ [ROBOTS]: text("User-agent: *\nCrawl-delay: soon\nCrawl-delay: -3\n") });
    expect(await policy.check("https://example.com/a")).toEqual({ allowed: true });
    expect(http.hostDelays.size).toBe(0);
  });
});

describe("createRobotsPolicy: sitemaps", () => {
  it("lists robots.txt Sitemap: lines, absolute, normalised and deduplicated, from the cached copy", async () => {
    const { policy, robotsFetches } = setup({
      [ROBOTS]: text(
        "Sitemap: https://example.com/sitemap_index.xml\nSitemap: /relative.xml\n" +
          "Sitemap: HTTPS://EXAMPLE.com/sitemap_index.xml#x\nSitemap: ftp://example.com/s.xml\n" +
          "User-agent: *\nDisallow:\nSitemap: https://cdn.example.net/s.xml.gz\n",
      ),
    });
    expect(await policy.sitemaps("https://example.com")).toEqual([
      "https://example.com/sitemap_index.xml",
      "https://example.com/relative.xml",
      "https://cdn.example.net/s.xml.gz",
    ]);
    await policy.check("https://example.com/page");
    expect(await policy.sitemaps("https://example.com/some/page")).toHaveLength(3);
    expect(robotsFetches()).toBe(1);
  });

  it("lists none when robots.txt is missing or unreachable", async () => {
    expect(await setup({ [ROBOTS]: { status: 404 } }).policy.sitemaps("https://example.com")).toEqual([]);
    expect(await setup({ [ROBOTS]: { status: 503 } }).policy.sitemaps("https://example.com")).toEqual([]);
    expect(await setup({}).policy.sitemaps("not a url")).toEqual([]);
  });
});
