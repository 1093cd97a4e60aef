// `webscout crawl` in-process against loopback sites, wired as ask and index are (src/runtime): PDFs are read
// (a scanned one is skipped), and --render renders a single-page application, hash routes included.
import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { makeScannedPdf, makeTextPdf } from "#test/helpers/pdf-fixtures.js";
import { startSpaSite } from "#test/helpers/spa-site.js";
import { registerCrawlCommand } from "../../src/cli/commands/crawl.js";
import { findChromium } from "../../src/render/index.js";

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

interface JsonLine {
  url: string;
  status: string;
  title: string;
  textChars: number;
  reason?: string;
}

async function crawl(args: string[]) {
  let stdout = "";
  let stderr = "";
  const program = new Command("webscout").exitOverride();
  registerCrawlCommand(program, {
    env: { WEBSCOUT_DATA_DIR: "/nonexistent/webscout-crawl-reach" },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  await program.parseAsync(["node", "webscout", "crawl", "--allow-private-network", "--json", ...args]);
  const lines = stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as JsonLine);
  return { lines, stderr, byUrl: new Map(lines.map((line) => [line.url, line])) };
}

describe("webscout crawl: PDFs", () => {
  it("reads a PDF's text with its document title, and skips one without a text layer", async () => {
    const site = await startFixtureServer({
      "/": {
        body: `<!doctype html><title>Kettle help</title><main><h1>Kettle help</h1><p>Guides for your kettle.</p>
          <a href="/docs/warranty.pdf">Warranty</a> <a href="/docs/scan.pdf">Scanned receipt</a></main>`,
      },
      "/docs/warranty.pdf": {
        headers: { "content-type": "application/pdf" },
        body: await makeTextPdf({
          title: "Warranty terms",
          pages: [{ heading: "Warranty", paragraphs: ["Kettles are covered for three years."] }],
        }),
      },
      "/docs/scan.pdf": { headers: { "content-type": "application/pdf" }, body: await makeScannedPdf() },
    });
    open.push(site);
    const { byUrl } = await crawl(["--render", "never", `${site.url}/`]);
    expect(byUrl.get(`${site.url}/docs/warranty.pdf`)).toMatchObject({
      status: "ok",
      title: "Warranty terms",
    });
    expect(byUrl.get(`${site.url}/docs/warranty.pdf`)?.textChars).toBeGreaterThan(20);
    expect(byUrl.get(`${site.url}/docs/scan.pdf`)).toMatchObject({ status: "skipped" });
  });
});

describe("webscout crawl: --render", () => {
  it("with --render never starts no browser: the application shell is read as served", async () => {
    const site = await startSpaSite();
    open.push(site);
    const { lines } = await crawl(["--render", "never", `${site.url}/`]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ url: `${site.url}/`, status: "ok" });
    expect(site.requests).not.toContain("/static/app.js");
  });

  it.skipIf(findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH }) === undefined)(
    "with --render auto renders the application and follows the links its script wrote, hash routes included",
    async () => {
      const site = await startSpaSite();
      open.push(site);
      const { byUrl, stderr } = await crawl(["--render", "auto", `${site.url}/`]);
      expect(byUrl.get(`${site.url}/pricing`)).toMatchObject({
        status: "ok",
        title: "Pricing · Kettle Cloud",
      });
      expect(byUrl.get(`${site.url}/#/support-hours`)).toMatchObject({
        status: "ok",
        title: "Support hours · Kettle Cloud",
      });
      expect(stderr).toMatch(/ok 200 http:\/\/127\.0\.0\.1:\d+\/#\/support-hours .*\(rendered\)/);
    },
  );
});
