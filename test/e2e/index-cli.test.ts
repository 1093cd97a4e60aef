// The built CLI: `webscout index` reads a site (a help page, a PDF, a JavaScript-only page) in one process, and
// `webscout ask` in another answers from what it stored, without a page request (robots.txt and the sitemap are
// still read once by the new process).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { makeTextPdf } from "#test/helpers/pdf-fixtures.js";

let site: FixtureServer;
let dataDir: string;

beforeAll(async () => {
  await ensureCliBuilt();
  dataDir = mkdtempSync(join(tmpdir(), "webscout-index-cli-"));
  site = await startFixtureServer({
    "/": {
      body: `<!doctype html><title>Kettle help</title><main><h1>Kettle help</h1><p>Guides for your kettle.</p>
        <a href="/guides/descaling">Descaling</a> <a href="/docs/warranty.pdf">Warranty terms (PDF)</a></main>`,
    },
    "/guides/descaling": {
      body: "<!doctype html><title>Descaling</title><main><h1>Descaling</h1><p>Descale the kettle every four weeks with citric acid.</p></main>",
    },
    "/docs/warranty.pdf": {
      headers: { "content-type": "application/pdf" },
      body: await makeTextPdf({
        title: "Warranty terms",
        pages: [
          {
            heading: "Warranty",
            paragraphs: ["Kettles are covered for three years from the date of purchase."],
          },
        ],
      }),
    },
  });
}, 300_000);

afterAll(async () => {
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("webscout index, then ask in a new process", () => {
  it("indexes the site, PDF included, and answers from the store without a page request", async () => {
    const env = cleanEnv({ WEBSCOUT_DATA_DIR: dataDir });
    const indexed = await runCli(
      ["index", `${site.url}/`, "--allow-private-network", "--render", "never"],
      env,
    );
    expect(indexed.stderr).toMatch(/new http:\/\/127\.0\.0\.1:\d+\/docs\/warranty\.pdf "Warranty terms"/);
    expect(indexed.stderr).toMatch(/indexed 3 pages in [\d.]+ s: 3 new, 0 changed/);
    expect(indexed.code).toBe(0);

    const before = site.requests.length;
    const asked = await runCli(
      ["ask", "-u", `${site.url}/`, "--allow-private-network", "--json", "How long are kettles covered?"],
      env,
    );
    expect(asked.code).toBe(0);
    const answer = JSON.parse(asked.stdout) as { answer: string; sources: Array<{ title: string }> };
    expect(answer.answer).toContain("three years");
    expect(answer.sources[0]?.title).toBe("Warranty terms (PDF), p. 1");
    const pages = site.requests
      .slice(before)
      .filter((path) => path !== "/robots.txt" && path !== "/sitemap.xml");
    expect(pages).toEqual([]);
  });
});
