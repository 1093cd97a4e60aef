// renderPage's request rules, read from what it refused and why.
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { spaShell, startSpaSite } from "#test/helpers/spa-site.js";
import { createHttpClient, isUrlAllowed, parseAllowedDomains } from "../web/index.js";
import { createBrowserHost, findChromium } from "./browser-host.js";
import { renderPage } from "./render-page.js";

const chromiumPath = findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH });
const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

describe.skipIf(chromiumPath === undefined)("renderPage", () => {
  it("refuses a private address by the guard, a navigation outside the allowed domains, and WebSockets", async () => {
    const other = await startFixtureServer({ "/secret": { body: "internal" }, "/frame": { body: "frame" } });
    open.push(other);
    const probes = [`${other.url}/secret`];
    const socket = `ws://${new URL(other.url).host}/live`;
    const site = await startSpaSite({ probes, frame: "http://outside.test/frame", socket });
    open.push(site);
    const host = new URL(site.url).host;
    const browser = createBrowserHost({ executablePath: chromiumPath as string, maxPages: 1 });
    open.push(browser);
    const http = createHttpClient({ allowPrivateNetwork: false, trustedPrivateHosts: [host] });
    open.push(http);
    const rules = parseAllowedDomains([host]);
    const navigations: string[] = [];
    const html = spaShell({ probes, frame: "http://outside.test/frame", socket });
    const result = await renderPage({
      browser,
      url: `${site.url}/`,
      html,
      http,
      allowNavigation: async (url) => {
        navigations.push(url);
        return isUrlAllowed(url, rules)
          ? { allowed: true }
          : { allowed: false, reason: "outside the allowed domains" };
      },
      timeoutMs: 10_000,
    });
    expect(result.status).toBe("ok");
    expect(result.refused).toEqual(
      expect.arrayContaining([
        { url: `${other.url}/secret`, reason: expect.stringMatching(/127\.0\.0\.1/) },
        { url: "http://outside.test/frame", reason: "outside the allowed domains" },
        { url: socket, reason: "WebSockets are not opened while reading a page" },
      ]),
    );
    expect(navigations).toEqual(["http://outside.test/frame"]);
    expect(other.requests).toEqual([]);
    // The page's own document came from `html`, not a second request.
    expect(site.requests.filter((path) => path === "/")).toEqual([]);
  });
});
