// The rendering fetcher against a single-page application on loopback, with the system's Chromium.
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { startSpaSite } from "#test/helpers/spa-site.js";
import { extractPage } from "../extract/index.js";
import { createFetcher, createHttpClient, type FetchOk, type FetchResult } from "../web/index.js";
import { type BrowserHost, createBrowserHost, findChromium, type LaunchBrowser } from "./browser-host.js";
import { createRenderingFetcher, type RenderMode } from "./rendering-fetcher.js";

const chromiumPath = findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH });
const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

function expectOk(result: FetchResult): FetchOk {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

/**
 * A rendering fetcher the way the runtime builds one for the demo: no private network, except the site's own
 * host:port (trusted, like the demo's), so every other loopback port stays refused.
 */
function renderingFetcher(options: {
  siteHost: string;
  mode: RenderMode;
  browser?: BrowserHost;
  launch?: LaunchBrowser;
  notices?: string[];
}) {
  const guard = { allowPrivateNetwork: false, trustedPrivateHosts: [options.siteHost] };
  const browser =
    options.browser ??
    createBrowserHost({
      executablePath: chromiumPath ?? "/nonexistent/chromium",
      ...(options.launch ? { launch: options.launch } : {}),
    });
  open.push(browser);
  const fetcher = createRenderingFetcher({
    fetcher: createFetcher({ ...guard, allowedDomains: [options.siteHost], retryBaseDelayMs: 5 }),
    subresourceHttp: createHttpClient({ ...guard, retryBaseDelayMs: 5 }),
    browser,
    mode: options.mode,
    allowedDomains: [options.siteHost],
    timeoutMs: 10_000,
    onNotice: (line) => options.notices?.push(line),
  });
  open.push(fetcher);
  return { fetcher, browser };
}

const launchSpy = () => {
  const calls: string[] = [];
  const launch: LaunchBrowser = async ({ executablePath }) => {
    calls.push(executablePath);
    throw new Error(`spawn ${executablePath} ENOENT`);
  };
  return { calls, launch };
};

describe.skipIf(chromiumPath === undefined)("rendering with the system Chromium", () => {
  it("auto renders an application shell: content from the JSON endpoint, links written by the script", async () => {
    const site = await startSpaSite();
    open.push(site);
    const { fetcher } = renderingFetcher({ siteHost: new URL(site.url).host, mode: "auto" });
    const result = expectOk(await fetcher.fetchPage(`${site.url}/`));
    expect(result.rendered).toBe(true);
    const page = extractPage(result.body, { url: result.finalUrl });
    expect(page.text).toContain("Kettle Cloud keeps your recipes in sync");
    expect(page.links.map((link) => link.url)).toEqual(
      expect.arrayContaining([`${site.url}/pricing`, `${site.url}/help/refunds`]),
    );
    // Client-side routing: the same shell at /pricing shows the pricing view.
    const pricing = expectOk(await fetcher.fetchPage(`${site.url}/pricing`));
    expect(extractPage(pricing.body, { url: pricing.finalUrl }).text).toContain(
      "The Pro plan costs 12 euros",
    );
    // Images (and fonts, media) are never requested; the script and its JSON went through webscout's client.
    expect(site.requests).not.toContain("/logo.png");
    expect(site.requests).not.toContain("/favicon.png");
    expect(site.requests).toContain("/api/content.json");
  });

  it("finds a hash route the script wrote and renders the view it shows, under its own URL", async () => {
    const site = await startSpaSite();
    open.push(site);
    const { fetcher } = renderingFetcher({ siteHost: new URL(site.url).host, mode: "auto" });
    const home = expectOk(await fetcher.fetchPage(`${site.url}/`));
    const homePage = extractPage(home.body, { url: home.finalUrl, hashRoutes: true });
    expect(homePage.links.map((link) => link.url)).toContain(`${site.url}/#/support-hours`);
    expect(homePage.text).not.toContain("Phone support");
    const hours = expectOk(await fetcher.fetchPage(`${site.url}/#/support-hours`));
    expect(hours.rendered).toBe(true);
    expect(hours.finalUrl).toBe(`${site.url}/#/support-hours`);
    expect(extractPage(hours.body, { url: hours.finalUrl }).text).toContain("open from 7:30 to 16:00");
    // The wire never carries the fragment: the server was only ever asked for the shell at "/".
    expect(site.requests.filter((path) => path.includes("#"))).toEqual([]);
  });

  it("never renders a hash route with --render never: it is the same document as its page", async () => {
    const site = await startSpaSite();
    open.push(site);
    const { fetcher } = renderingFetcher({ siteHost: new URL(site.url).host, mode: "never" });
    const hours = expectOk(await fetcher.fetchPage(`${site.url}/#/support-hours`));
    expect(hours.rendered).toBeUndefined();
    expect(hours.body).not.toContain("Phone support");
  });

  it("refuses a script's request to another loopback port, and a frame robots.txt disallows", async () => {
    const secret = await startFixtureServer({ "/secret": { body: "internal admin data" } });
    open.push(secret);
    const site = await startSpaSite({
      probes: [`${secret.url}/secret`],
      frame: "/private/frame",
      robots: "User-agent: *\nDisallow: /private/\n",
    });
    open.push(site);
    const { fetcher } = renderingFetcher({ siteHost: new URL(site.url).host, mode: "always" });
    const result = expectOk(await fetcher.fetchPage(`${site.url}/`));
    // The trusted host (the site itself) was reached; the other port never saw a request.
    expect(result.body).toContain("Kettle Cloud keeps your recipes in sync");
    expect(secret.requests).toEqual([]);
    expect(site.requests).not.toContain("/private/frame");
  });

  it("auto leaves a server-rendered page alone and never starts the browser for it", async () => {
    const site = await startFixtureServer({
      "/": {
        body: `<!doctype html><html><head><title>Docs</title><script src="/analytics.js"></script></head><body>
          <main><h1>Docs</h1><p>${"Plain server-rendered documentation text. ".repeat(10)}</p></main></body></html>`,
      },
    });
    open.push(site);
    const { fetcher, browser } = renderingFetcher({ siteHost: new URL(site.url).host, mode: "auto" });
    const result = expectOk(await fetcher.fetchPage(`${site.url}/`));
    expect(result.rendered).toBeUndefined();
    expect(browser.started).toBe(false);
  });
});

describe("rendering modes without a browser", () => {
  it("never: an application shell is read as served and no browser is started", async () => {
    const site = await startSpaSite();
    open.push(site);
    const spy = launchSpy();
    const { fetcher, browser } = renderingFetcher({
      siteHost: new URL(site.url).host,
      mode: "never",
      launch: spy.launch,
    });
    const result = expectOk(await fetcher.fetchPage(`${site.url}/`));
    expect(result.body).toContain('<div id="root"></div>');
    expect(spy.calls).toEqual([]);
    expect(browser.started).toBe(false);
  });

  it("auto falls back to plain HTML with one notice; always fails the page saying how to install one", async () => {
    const site = await startSpaSite();
    open.push(site);
    const notices: string[] = [];
    const auto = renderingFetcher({
      siteHost: new URL(site.url).host,
      mode: "auto",
      launch: launchSpy().launch,
      notices,
    });
    expect(expectOk(await auto.fetcher.fetchPage(`${site.url}/`)).rendered).toBeUndefined();
    expect(expectOk(await auto.fetcher.fetchPage(`${site.url}/pricing`)).rendered).toBeUndefined();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/did not start.*apt-get install chromium/);

    const always = renderingFetcher({
      siteHost: new URL(site.url).host,
      mode: "always",
      launch: launchSpy().launch,
    });
    expect(await always.fetcher.fetchPage(`${site.url}/`)).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/did not start/),
    });
  });
});
