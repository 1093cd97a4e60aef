// The address guard with a short list of hosts it lets through even when private: the bundled demos'
// loopback host, and nothing else.
import { checkHost } from "./address-guard.js";
import { type CheckHostFunction, cachedHostCheck } from "./cached-host-check.js";

export function guardTrustingHosts(hosts: Iterable<string>): CheckHostFunction {
  const trusted = new Set([...hosts].map((host) => host.toLowerCase()));
  return cachedHostCheck({
    checkHost: (hostname, options) =>
      checkHost(hostname, {
        ...options,
        allowPrivateNetwork: options.allowPrivateNetwork || trusted.has(hostname.toLowerCase()),
      }),
  });
}
