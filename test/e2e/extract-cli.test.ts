// Runs the built `webscout extract` (bin/webscout.js → dist/) as a user would. `npm test` builds first.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(root, "bin", "webscout.js");

let directory: string;

beforeAll(async () => {
  if (!existsSync(path.join(root, "dist", "cli", "commands", "extract.js"))) {
    throw new Error("dist/ has no extract command: run `npm run build` first (npm test does)");
  }
  directory = await mkdtemp(path.join(tmpdir(), "webscout-extract-cli-"));
  await writeFile(
    path.join(directory, "a.html"),
    `<!doctype html><html><head><title>First page</title></head><body>
      <nav><a href="/home">Home</a><a href="https://example.com/about">About us</a></nav>
      <article><h1>First page</h1><p>The first page has a paragraph that is clearly its main content.</p></article>
    </body></html>`,
  );
  await writeFile(
    path.join(directory, "b.html"),
    `<html><head><title>Second page</title></head><body><main><p>Another paragraph, on the second page.</p></main></body></html>`,
  );
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: directory,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("webscout extract (built CLI)", () => {
  it("prints two lines of valid JSON for two files", async () => {
    const { code, stdout, stderr } = await runCli(["extract", "--json", "a.html", "b.html"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(Object.keys(first)).toEqual(["source", "title", "text", "links"]);
    expect(first).toMatchObject({ source: "a.html", title: "First page" });
    expect(first.text).toContain("clearly its main content");
    // A local file has no web address: its absolute links are kept, relative ones lead nowhere.
    expect(first.links).toEqual([{ url: "https://example.com/about", text: "About us" }]);
    expect(second).toMatchObject({ source: "b.html", title: "Second page", links: [] });
    expect(second.text).toContain("Another paragraph");
  });

  it("reports a missing file on one stderr line, still extracts the others and exits 1", async () => {
    const { code, stdout, stderr } = await runCli(["extract", "--json", "missing.html", "b.html"]);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split("\n")).toEqual(["webscout: missing.html: no such file"]);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.source)).toEqual(["missing.html", "b.html"]);
    expect(lines[1].title).toBe("Second page");
  });

  it("exits 2 on usage errors and 0 on --help", async () => {
    const [noInput, unknownFlag, help] = await Promise.all([
      runCli(["extract"]),
      runCli(["extract", "--no-such-flag", "a.html"]),
      runCli(["extract", "--help"]),
    ]);
    expect(noInput.code).toBe(2);
    expect(unknownFlag.code).toBe(2);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: webscout extract");
  });
});
