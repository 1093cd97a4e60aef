// `webscout extract FILE --base-url URL`, through the built CLI: a saved page's relative links resolve against
// the address it came from rather than the file's path, and a bad --base-url is a usage error (issue 15).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";

let dir = "";
let saved = "";

beforeAll(async () => {
  await ensureCliBuilt();
  dir = await mkdtemp(join(tmpdir(), "webscout-extract-base-"));
  saved = join(dir, "saved.html");
  await writeFile(
    saved,
    `<!doctype html><html><head><title>Reset your password</title></head><body><main>
<h1>Reset your password</h1><p>Open <a href="account/settings">account settings</a> or read the
<a href="/help/faq">FAQ</a>.</p></main></body></html>`,
  );
}, 180_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("webscout extract --base-url (built CLI)", { timeout: 60_000 }, () => {
  it("resolves a local file's relative links against --base-url", async () => {
    const [based, plain] = await Promise.all([
      runCli(["extract", "--json", saved, "--base-url", "https://help.example.com/docs/"], cleanEnv({})),
      runCli(["extract", "--json", saved], cleanEnv({})),
    ]);
    expect(based.code, based.stderr).toBe(0);
    const links = (JSON.parse(based.stdout) as { links: Array<{ url: string }> }).links.map(
      (link) => link.url,
    );
    expect(links).toEqual([
      "https://help.example.com/docs/account/settings",
      "https://help.example.com/help/faq",
    ]);
    // Without it the links stay on the file's own path.
    const fileLinks = (JSON.parse(plain.stdout) as { links: Array<{ url: string }> }).links.map(
      (link) => link.url,
    );
    expect(fileLinks.every((url) => url.startsWith("file://"))).toBe(true);
  });

  it("refuses a --base-url that is not an absolute http(s) URL with exit 2", async () => {
    const run = await runCli(["extract", saved, "--base-url", "help.example.com"], cleanEnv({}));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("expected an absolute http(s) URL");
  });
});
