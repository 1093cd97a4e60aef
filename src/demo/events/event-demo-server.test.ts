import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type DemoEventSites, DemoPortError, EVENT_DEMO_MARKER_PATH, startDemoEventSites } from "./index.js";

const NOW = new Date("2026-11-22T15:00:00Z");
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function start(options: Parameters<typeof startDemoEventSites>[0]): Promise<DemoEventSites> {
  const demo = await startDemoEventSites(options);
  cleanups.push(() => demo.close());
  return demo;
}

/** Starts the demo on five consecutive free ports (a random block, retried when one is taken). */
async function startOnFixedPorts(now: Date): Promise<{ demo: DemoEventSites; basePort: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const basePort = 20_000 + Math.floor(Math.random() * 10_000);
    try {
      return { demo: await start({ basePort, now }), basePort };
    } catch (error) {
      if (!(error instanceof DemoPortError)) throw error;
    }
  }
  throw new Error("no free block of five ports");
}

async function otherServer(): Promise<number> {
  const server: Server = createServer((_request, response) => response.end("something else"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe("startDemoEventSites", () => {
  it("serves five sites on distinct loopback origins with port 0, each with its kind", async () => {
    const demo = await start({ basePort: 0, now: NOW });
    expect(demo.sites.map((site) => site.kind)).toEqual([
      "json-ld",
      "microdata",
      "html",
      "ical",
      "aggregator",
    ]);
    expect(new Set(demo.sites.map((site) => site.origin)).size).toBe(5);
    for (const site of demo.sites) {
      expect(site.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(site.homeUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(site.name);
    }
    expect(demo.reused).toEqual({
      jazz: false,
      theater: false,
      arts: false,
      library: false,
      aggregator: false,
    });
  });

  it("derives the allowlist from the profile's hosts: every site, with its port", async () => {
    const demo = await start({ basePort: 0, now: NOW });
    expect(demo.allowedDomains).toEqual(demo.sites.map((site) => new URL(site.origin).host));
    expect(demo.profileEvents).toHaveLength(8);
    expect(demo.profileCsv.split("\n")[0]).toBe("title,start,location,organizer,url");
  });

  it("records requests, answers HEAD, refuses POST, 404s unknown paths and stops on close (twice)", async () => {
    const demo = await startDemoEventSites({ basePort: 0, now: NOW });
    const jazz = demo.origins.jazz;
    expect((await fetch(`${jazz}/calendar`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${jazz}/calendar`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${jazz}/nope`)).status).toBe(404);
    expect(demo.requests.map((request) => `${request.site} ${request.method} ${request.path}`)).toEqual([
      "jazz HEAD /calendar",
      "jazz POST /calendar",
      "jazz GET /nope",
    ]);
    await demo.close();
    await demo.close();
    await expect(fetch(`${jazz}/`)).rejects.toThrow();
  });

  it("reuses an event demo already running on the same ports for the same day", async () => {
    const { demo: first, basePort } = await startOnFixedPorts(NOW);
    expect(first.origins.jazz).toBe(`http://127.0.0.1:${basePort}`);
    expect(first.origins.aggregator).toBe(`http://127.0.0.1:${basePort + 4}`);
    // Another process on the same New York day (a few hours later) joins it.
    const second = await startDemoEventSites({ basePort, now: new Date(NOW.getTime() + 3 * 3600_000) });
    expect(Object.values(second.reused)).toEqual([true, true, true, true, true]);
    expect(second.origins).toEqual(first.origins);
    expect(second.profileCsv).toBe(first.profileCsv);
    await second.close();
    expect((await fetch(`${first.origins.library}/calendar.ics`)).status).toBe(200);
    const marker = await (await fetch(`${first.origins.theater}${EVENT_DEMO_MARKER_PATH}`)).json();
    expect(marker).toMatchObject({ webscoutEventDemo: true, site: "theater", anchorDate: "2026-11-22" });
  });

  it("refuses to reuse a running event demo anchored to another day", async () => {
    const { basePort } = await startOnFixedPorts(NOW);
    const failure = await startDemoEventSites({ basePort, now: new Date("2026-11-25T15:00:00Z") }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DemoPortError);
    expect((failure as Error).message).toContain("shows events for 2026-11-22, not 2026-11-25");
  });

  it("fails with an DemoPortError naming the port and basePort when another program holds it", async () => {
    const port = await otherServer();
    const failure = await startDemoEventSites({ basePort: port, now: NOW }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DemoPortError);
    const error = failure as DemoPortError;
    expect(error.port).toBe(port);
    expect(error.site).toBe("jazz");
    expect(error.message).toContain(String(port));
    expect(error.hint).toContain("basePort");
    // One error for both demos, with one code.
    expect(error.code).toBe("demo-port-unavailable");
  });

  it("refuses a running event demo whose site on that port is another one", async () => {
    const { basePort } = await startOnFixedPorts(NOW);
    const failure = await startDemoEventSites({ basePort: basePort + 1, now: NOW }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DemoPortError);
    expect((failure as Error).message).toBe(
      `cannot serve the demo event site "jazz" on port ${basePort + 1}: the port serves the demo event site "theater" instead`,
    );
  });
});
