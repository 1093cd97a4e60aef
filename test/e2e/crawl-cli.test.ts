// Runs the built CLI (`npm run build` first; `npm test` does) against a local fixture site.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { type ProcessRun, runProcess } from "#test/helpers/run-process.js";

const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));

function run(args: string[]): Promise<ProcessRun> {
  return runProcess({ command: process.execPath, args: [bin, ...args] });
}

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;

let site: FixtureServer;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(new URL("../../dist/cli/commands/crawl.js", import.meta.url)))) {
    throw new Error("the CLI is not built: run `npm run build` first (npm test does)");
  }
  site = await startFixtureServer({
    "/robots.txt": {
      headers: { "content-type": "text/plain" },
      body: "User-agent: *\nDisallow: /private/\n",
    },
    "/": {
      body: html(
        "Home",
        'Welcome to the fixture site. We write about rivers, harbours and the people who keep them clean, and we have done so for twenty years.</p><p><a href="/about">About us</a> <a href="/report.pdf">Report</a> <a href="/missing">Old</a> <a href="/private/secret">Secret</a> <a href="/calendar?month=1">Calendar</a> <a href="https://elsewhere.example/">Elsewhere</a>',
      ),
    },
    "/about": { body: html("About \u001b[31mus\u001b[0m", "We make things. <a href='/'>Home</a>") },
    "/report.pdf": { headers: { "content-type": "application/pdf" }, body: "%PDF-1.4 not really" },
    "/private/secret": { body: html("Secret", "Nobody should read this.") },
    // An endless calendar: every month links to the next one.
    "/calendar": (request, response) => {
      const month = Number(new URL(request.url ?? "/", "http://x").searchParams.get("month") ?? 1);
      response.writeHead(200, { "content-type": "text/html" });
      response.end(html(`Month ${month}`, `Events. <a href="/calendar?month=${month + 1}">Next month</a>`));
    },
  });
});

afterAll(async () => {
  await site?.close();
});

interface JsonLine {
  url: string;
  status: string;
  title: string;
  textChars: number;
  links: number;
  reason?: string;
}

const parseLines = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as JsonLine);

describe("webscout crawl (built CLI)", () => {
  it("crawls a local site breadth-first with one JSON line per page and stops the calendar trap at --max-pages", async () => {
    const { code, stdout, stderr } = await run([
      "crawl",
      "--allow-private-network",
      "--json",
      "--max-pages",
      "12",
      "--concurrency",
      "2",
      `${site.url}/`,
    ]);
    expect(code).toBe(0);
    const lines = parseLines(stdout);
    expect(lines).toHaveLength(12);
    const byPath = new Map(
      lines.map((line) => [new URL(line.url).pathname + new URL(line.url).search, line]),
    );

    expect(byPath.get("/")).toMatchObject({ status: "ok", title: "Home", links: 7 });
    expect(byPath.get("/")?.textChars).toBeGreaterThan(50);
    expect(byPath.get("/about")).toMatchObject({ status: "ok" });
    // PDFs are read now; this one is not a PDF inside, so it fails (as a page, not the crawl).
    expect(byPath.get("/report.pdf")).toMatchObject({ status: "failed", title: "", textChars: 0, links: 0 });
    expect(byPath.get("/report.pdf")?.reason).toMatch(/^broken PDF/);
    expect(byPath.get("/missing")).toMatchObject({ status: "failed" });
    expect(byPath.get("/missing")?.reason).toMatch(/404/);
    expect(byPath.get("/private/secret")).toMatchObject({ status: "blocked" });
    expect(byPath.get("/private/secret")?.reason).toMatch(/robots/);
    // Outside the start host: never followed.
    expect(lines.some((line) => line.url.includes("elsewhere.example"))).toBe(false);
    // Each URL once; the calendar filled the rest of the budget and no more was fetched.
    expect(new Set(lines.map((line) => line.url)).size).toBe(12);
    const calendarRequests = site.requests.filter((path) => path.startsWith("/calendar"));
    expect(calendarRequests).toHaveLength(lines.filter((line) => line.url.includes("/calendar")).length);
    expect(site.requests.includes("/private/secret")).toBe(false);

    const progress = stderr.trim().split("\n");
    expect(progress[0]).toMatch(
      /^\[1\/12\] ok 200 http:\/\/127\.0\.0\.1:\d+\/ "Home" [\d,]+ chars, 7 links$/,
    );
    expect(progress.filter((line) => line.startsWith("["))).toHaveLength(12);
    // Page text is untrusted: no terminal escape from a title reaches stderr.
    expect(stderr).not.toContain("\u001b");
    expect(progress.at(-1)).toMatch(
      /^crawled 12 pages in .* \(stopped at --max-pages 12.*\): \d+ ok, 0 skipped, 1 blocked, 2 failed/,
    );
  });

  it("exits 1 with what to do when every start URL is refused", async () => {
    const { code, stdout, stderr } = await run(["crawl", "--json", `${site.url}/`]);
    expect(code).toBe(1);
    expect(parseLines(stdout)).toEqual([expect.objectContaining({ url: `${site.url}/`, status: "blocked" })]);
    expect(stderr).toContain("--allow-private-network");
    expect(stderr.trim().split("\n").at(-1)).toMatch(/^webscout: no start URL could be read/);
  });

  it("exits 2 with a one-line error for an invalid URL or a bad option, before fetching anything", async () => {
    const requestsBefore = site.requests.length;
    const [invalid, badOption] = await Promise.all([
      run(["crawl", "--allow-private-network", `${site.url}/`, "not-a-url"]),
      run(["crawl", "--max-pages", "none", `${site.url}/`]),
    ]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr.trim().split("\n")).toHaveLength(1);
    expect(invalid.stderr).toMatch(/^webscout: invalid start URL "not-a-url"/);
    expect(invalid.stdout).toBe("");

    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("--max-pages");
    expect(site.requests.length).toBe(requestsBefore);
  });

  it("without --json prints a readable summary, and --out saves each page read as Markdown and JSON", async () => {
    const dir = mkdtempSync(join(tmpdir(), "webscout-crawl-out-"));
    const out = join(dir, "pages");
    try {
      const { code, stdout } = await run([
        "crawl",
        "--allow-private-network",
        "--max-pages",
        "5",
        "--concurrency",
        "1",
        "--out",
        out,
        `${site.url}/`,
      ]);
      expect(code).toBe(0);
      const lines = stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^Read \d pages of 5:$/);
      expect(lines[1]).toMatch(/^ {2}Home — http:\/\/127\.0\.0\.1:\d+\/ \([\d,]+ chars\)$/);
      expect(stdout).toMatch(/\n {2}About us — http:\/\/127\.0\.0\.1:\d+\/about \(/);
      expect(stdout).toMatch(/\nNot read \(\d\):\n/);
      // The fixture's report.pdf is not a real PDF: crawl reads PDFs now, so it fails with why.
      expect(stdout).toMatch(/\n {2}failed http:\/\/127\.0\.0\.1:\d+\/report\.pdf: broken PDF/);
      expect(stdout).toMatch(/\n {2}failed http:\/\/127\.0\.0\.1:\d+\/missing: HTTP 404/);
      expect(stdout).not.toContain("\u001b");
      expect(lines.at(-1)).toMatch(/^Saved \d pages to .*pages as Markdown \(\.md\) and JSON \(\.json\)\.$/);

      const port = new URL(site.url).port;
      const files = readdirSync(out).sort();
      expect(files).toContain(`127.0.0.1_${port}_index.md`);
      expect(files).toContain(`127.0.0.1_${port}_about.json`);
      // Only pages read are saved: no file for the PDF or the 404.
      expect(files.some((file) => file.includes("report") || file.includes("missing"))).toBe(false);
      const home = readFileSync(join(out, `127.0.0.1_${port}_index.md`), "utf8");
      expect(home).toMatch(/^# Home\n\nSource: <http:\/\/127\.0\.0\.1:\d+\/>\n\n/);
      expect(home).toContain("Welcome to the fixture site.");
      const about = JSON.parse(readFileSync(join(out, `127.0.0.1_${port}_about.json`), "utf8"));
      expect(about).toMatchObject({ url: `${site.url}/about`, title: expect.stringContaining("About") });
      expect(about.text).toContain("We make things.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
