// What a running demo adds to a fetcher: its hosts join the allowed domains, and the address guard lets the
// demo's own loopback host through (that host only; every other private address stays refused).

import type { DemoEventSites } from "../demo/events/index.js";
import type { DemoSites } from "../demo/index.js";

export interface DemoAccess {
  /** host:port of every demo site. */
  allowedDomains: string[];
  /** Hostnames the address guard trusts although they are loopback. */
  trustedHosts: string[];
}

export const NO_DEMO: DemoAccess = { allowedDomains: [], trustedHosts: [] };

function accessTo(origins: readonly string[]): DemoAccess {
  const urls = origins.map((origin) => new URL(origin));
  return {
    allowedDomains: [...new Set(urls.map((url) => url.host))],
    trustedHosts: [...new Set(urls.map((url) => url.hostname))],
  };
}

export function supportDemoAccess(demo: DemoSites | undefined): DemoAccess {
  return demo ? accessTo([demo.shopUrl, demo.helpUrl]) : NO_DEMO;
}

export function eventDemoAccess(demo: DemoEventSites | undefined): DemoAccess {
  return demo ? accessTo(demo.sites.map((site) => site.origin)) : NO_DEMO;
}
