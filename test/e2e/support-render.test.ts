// The support agent on a single-page application, wired as the CLI wires it (browserFromConfig, fetcherFromConfig):
// with rendering the answer is found on a view the client-side router writes; with --render never it is not.
import { afterEach, describe, expect, it } from "vitest";
import { offlineAgent } from "#test/helpers/offline-agent.js";
import { startSpaSite } from "#test/helpers/spa-site.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";
import { loadConfig } from "../../src/config/index.js";
import { findChromium } from "../../src/render/index.js";
import { browserFromConfig } from "../../src/runtime/browser-from-config.js";
import { fetcherFromConfig } from "../../src/runtime/fetcher-from-config.js";

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

async function askSpa(render: "auto" | "never", question: string) {
  const site = await startSpaSite();
  open.push(site);
  const host = new URL(site.url).host;
  const config = loadConfig({ env: { WEBSCOUT_RENDER: render }, readConfigFile: () => undefined });
  const notices: string[] = [];
  const browser = browserFromConfig({ config, notice: (line) => notices.push(line) });
  if (browser) open.push(browser);
  // As for the demo: the site's own host:port is the only private address let through.
  const fetcher = fetcherFromConfig({
    config,
    allowedDomains: [host],
    trustedHosts: [host],
    readPdf: true,
    ...(browser ? { browser } : {}),
  });
  open.push(fetcher);
  const { agent, close } = offlineAgent({ fetcher });
  open.push({ close });
  const events: SupportProgress[] = [];
  const result = await agent.ask({
    question,
    startUrls: [`${site.url}/`],
    onProgress: (event) => events.push(event),
  });
  return { result, site, browser, notices, events };
}

describe.skipIf(findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH }) === undefined)(
  "support agent on a JavaScript-rendered site",
  () => {
    it("answers from a view only the browser can see, found through links the script wrote", async () => {
      const { result, site, events } = await askSpa("auto", "How much does the Pro plan cost per month?");
      expect(result.refused).toBe(false);
      // The progress says which pages were rendered.
      expect(events).toContainEqual(
        expect.objectContaining({ type: "page-fetched", url: `${site.url}/pricing`, rendered: true }),
      );
      expect(result.answer).toContain("12 euros");
      expect(result.sources.map((source) => source.url)).toContain(`${site.url}/pricing`);
    });

    it("answers from a view behind a hash route (#/support-hours) the script linked to", async () => {
      const { result, site } = await askSpa("auto", "What are the phone support hours?");
      expect(result.refused).toBe(false);
      expect(result.answer).toContain("7:30");
      expect(result.sources.map((source) => source.url)).toContain(`${site.url}/#/support-hours`);
    });

    it("with --render never starts no browser, and finds nothing in the empty shell", async () => {
      const { result, browser, site } = await askSpa("never", "How much does the Pro plan cost per month?");
      expect(browser).toBeUndefined();
      expect(result.answer).not.toContain("12 euros");
      expect(site.requests).not.toContain("/static/app.js");
    });
  },
);
