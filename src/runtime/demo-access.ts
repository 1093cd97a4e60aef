// What a running demo adds to a fetcher: its hosts join the allowed domains, and the address guard lets the
// demo's own sites through (their host:port pairs only; every other private address and port stays refused).

import type { DemoEventSites } from "../demo/events/index.js";
import type { DemoSites } from "../demo/index.js";

export interface DemoAccess {
  /** host:port of every demo site. */
  allowedDomains: string[];
  /** `host:port` of every demo site: the address guard trusts exactly these although they are loopback (not
   * other ports of the same host, which may be someone's other local services). */
  trustedHosts: string[];
}

export const NO_DEMO: DemoAccess = { allowedDomains: [], trustedHosts: [] };

function accessTo(origins: readonly string[]): DemoAccess {
  const urls = origins.map((origin) => new URL(origin));
  return {
    allowedDomains: [...new Set(urls.map((url) => url.host))],
    trustedHosts: [...new Set(urls.map((url) => url.host))],
  };
}

export function supportDemoAccess(demo: DemoSites | undefined): DemoAccess {
  return demo ? accessTo([demo.shopUrl, demo.helpUrl]) : NO_DEMO;
}

export function eventDemoAccess(demo: DemoEventSites | undefined): DemoAccess {
  return demo ? accessTo(demo.sites.map((site) => site.origin)) : NO_DEMO;
}
