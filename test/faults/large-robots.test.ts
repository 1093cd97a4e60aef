// Issue 14, item 8: a robots.txt over 512 KiB used to block the whole site; its first 512 KiB now apply.
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { createFetcher } from "../../src/web/index.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe("a robots.txt over 512 KiB, from a real server", () => {
  it("is read up to 512 KiB and applied: allowed pages are fetched, disallowed ones are not", async () => {
    const filler = Array.from({ length: 30_000 }, (_, n) => `Disallow: /archive/${n}/\n`).join("");
    const robots = `User-agent: *\nDisallow: /private\n${filler}`;
    expect(Buffer.byteLength(robots)).toBeGreaterThan(700 * 1024);
    const site = await startFixtureServer({
      "/robots.txt": { headers: { "content-type": "text/plain" }, body: robots },
      "/public": { headers: { "content-type": "text/html" }, body: "<p>Open to crawlers.</p>" },
      "/private": { headers: { "content-type": "text/html" }, body: "<p>Not for crawlers.</p>" },
    });
    cleanups.push(site.close);
    const fetcher = createFetcher({ allowPrivateNetwork: true });
    cleanups.push(() => fetcher.close());
    expect((await fetcher.fetchPage(`${site.url}/public`)).status).toBe("ok");
    expect(await fetcher.fetchPage(`${site.url}/private`)).toMatchObject({
      status: "blocked",
      rule: "robots",
    });
    expect(site.requests.filter((path) => path === "/private")).toHaveLength(0);
  });
});
