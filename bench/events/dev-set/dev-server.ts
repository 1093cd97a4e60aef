// Serves the dev set's nine sites on loopback (free ports), with a profile of one neutral past event per site
// (so every site is allowlisted, and no query word gets a head start from the profile).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEV_SITES, type DevSiteKey } from "./dev-catalog.js";
import { anchorOf, buildDevSite, type DevOrigins, type DevResponse } from "./dev-pages.js";

export interface DevEventSites {
  origins: DevOrigins;
  /** `title,start,location,organizer,url`, one past open house per site. */
  profileCsv: string;
  close(): Promise<void>;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export async function startDevEventSites(options: { now: Date }): Promise<DevEventSites> {
  const servers: Server[] = [];
  const origins = {} as DevOrigins;
  const built = new Map<DevSiteKey, Map<string, DevResponse>>();
  for (const site of DEV_SITES) {
    const server = createServer((request, response) => {
      const paths = built.get(site.key);
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const found = paths?.get(path);
      if (!found) {
        response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
        return;
      }
      response.writeHead(200, { "content-type": found.contentType }).end(found.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origins[site.key] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
  }
  for (const site of DEV_SITES) built.set(site.key, buildDevSite({ site, origins, now: options.now }));

  const past = anchorOf(options.now).minus({ days: 30 }).set({ hour: 18 });
  const rows = DEV_SITES.map((site) =>
    [
      "Members' Open House",
      past.toISO({ suppressMilliseconds: true }) ?? "",
      `${site.venue.name === "Various venues" ? site.name : site.venue.name}, New York, NY`,
      site.name,
      `${origins[site.key]}/events/open-house`,
    ]
      .map(csvField)
      .join(","),
  );
  return {
    origins,
    profileCsv: `title,start,location,organizer,url\n${rows.join("\n")}\n`,
    async close() {
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
