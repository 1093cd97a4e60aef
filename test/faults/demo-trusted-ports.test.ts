// The demo's fetcher reaches the demo's own sites and nothing else on the loopback host (issue 14, item 5).
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { startDemoSites } from "../../src/demo/index.js";
import { supportDemoAccess } from "../../src/runtime/demo-access.js";
import { fetcherFromConfig } from "../../src/runtime/fetcher-from-config.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe("fetcherFromConfig with a running demo", () => {
  it("fetches the demo's pages but refuses another local service on another port of the same host", async () => {
    const demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
    cleanups.push(() => demo.close());
    const other: FixtureServer = await startFixtureServer({
      "/": { headers: { "content-type": "text/html" }, body: "<p>a local admin page</p>" },
    });
    cleanups.push(other.close);
    const access = supportDemoAccess(demo);
    expect(access.trustedHosts).toEqual([new URL(demo.shopUrl).host, new URL(demo.helpUrl).host]);
    // As `ask --demo -u <other>` builds it: the start URL joins the allowed domains, the guard trusts the demo only.
    const fetcher = fetcherFromConfig({
      config: {
        allowPrivateNetwork: false,
        allowLinkLocal: false,
        maxBodyBytes: 5_000_000,
        requestTimeoutMs: 5_000,
      },
      allowedDomains: [...access.allowedDomains, new URL(other.url).host],
      trustedHosts: access.trustedHosts,
    });
    cleanups.push(() => fetcher.close());
    expect((await fetcher.fetchPage(demo.shopUrl)).status).toBe("ok");
    expect(await fetcher.fetchPage(`${other.url}/`)).toMatchObject({ status: "blocked", rule: "address" });
    expect(other.requests).toHaveLength(0);
  });
});
