import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DemoPortError, type DemoSites, startDemoSites } from "./index.js";

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function start(options: Parameters<typeof startDemoSites>[0]): Promise<DemoSites> {
  const demo = await startDemoSites(options);
  cleanups.push(() => demo.close());
  return demo;
}

const portOf = (origin: string) => Number(new URL(origin).port);

async function otherServer(body = "hello from something else"): Promise<number> {
  const server: Server = createServer((_request, response) => response.end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe("startDemoSites", () => {
  it("serves the shop and the help center on two loopback origins, as UTF-8 HTML", async () => {
    const demo = await start({ shopPort: 0, helpPort: 0 });
    expect(demo.shopUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(demo.helpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/help\/$/);
    expect(demo.origins.shop).not.toBe(demo.origins.help);
    const response = await fetch(demo.helpUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("Northwind Help Center");
    expect(demo.reused).toEqual({ shop: false, help: false });
  });

  it("records the requests it serves, answers HEAD, refuses POST and 404s unknown paths", async () => {
    const demo = await start({ shopPort: 0, helpPort: 0 });
    const head = await fetch(`${demo.origins.shop}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect((await fetch(`${demo.origins.shop}/newsletter`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${demo.origins.shop}/nope`)).status).toBe(404);
    expect(demo.requests).toEqual([
      { site: "shop", method: "HEAD", path: "/about" },
      { site: "shop", method: "POST", path: "/newsletter" },
      { site: "shop", method: "GET", path: "/nope" },
    ]);
  });

  it("stops listening on close, and close can be called twice", async () => {
    const demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
    await demo.close();
    await demo.close();
    await expect(fetch(demo.shopUrl)).rejects.toThrow();
  });

  it("reuses a demo already running on the same ports; closing the reuser leaves it running", async () => {
    const first = await start({ shopPort: 0, helpPort: 0 });
    const second = await startDemoSites({
      shopPort: portOf(first.origins.shop),
      helpPort: portOf(first.origins.help),
    });
    expect(second.reused).toEqual({ shop: true, help: true });
    expect(second.shopUrl).toBe(first.shopUrl);
    expect(second.helpUrl).toBe(first.helpUrl);
    await second.close();
    expect((await fetch(`${second.helpUrl}returns`)).status).toBe(200);
    expect(first.requests.some((request) => request.path === "/help/returns")).toBe(true);
  });

  it("fails with a DemoPortError naming the port and the option when another program holds it", async () => {
    const port = await otherServer();
    const failure = await startDemoSites({ shopPort: port, helpPort: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DemoPortError);
    const error = failure as DemoPortError;
    expect(error.port).toBe(port);
    expect(error.site).toBe("shop");
    expect(error.message).toContain(String(port));
    expect(error.hint).toContain("shopPort");
    expect(error.code).toBe("demo-port-unavailable");
  });

  it("refuses a running demo of the other kind, or one paired with a different partner", async () => {
    const running = await start({ shopPort: 0, helpPort: 0 });
    const swapped = await startDemoSites({ shopPort: portOf(running.origins.help), helpPort: 0 }).catch(
      (error) => error,
    );
    expect(swapped).toBeInstanceOf(DemoPortError);
    expect((swapped as DemoPortError).message).toContain("demo help center instead");
    const mismatched = await startDemoSites({ shopPort: portOf(running.origins.shop), helpPort: 0 }).catch(
      (error) => error,
    );
    expect(mismatched).toBeInstanceOf(DemoPortError);
    expect((mismatched as DemoPortError).message).toContain("paired with");
  });

  it("refuses a demo from a build whose content differs", async () => {
    const origins = { shop: "http://127.0.0.1:1", help: "http://127.0.0.1:2" };
    const port = await otherServer(
      JSON.stringify({ webscoutDemo: true, site: "shop", contentVersion: 0, origins }),
    );
    const failure = await startDemoSites({ shopPort: port, helpPort: 0 }).catch((error) => error);
    expect(failure).toBeInstanceOf(DemoPortError);
    expect((failure as DemoPortError).message).toContain("different webscout demo");
  });
});
