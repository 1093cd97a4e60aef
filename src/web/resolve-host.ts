// Name resolution for the SSRF guard, and the `lookup` that pins a connection to the addresses the guard checked.
import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

/** Turns a host name into every address it has, in the resolver's order. */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;

/** The operating system's resolver (getaddrinfo: /etc/hosts, then DNS), every address, unsorted. */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect`, `tls.connect` and undici's `connect.lookup` that answers ONLY with `addresses`
 * (those `checkHost` allowed), whatever host name it is asked about: no second DNS query, so no DNS rebinding.
 * Answers both shapes Node uses: `options.all` → `cb(null, [{ address, family }])`, else `cb(null, address, family)`;
 * honours `options.family` (4 / 6 / "IPv4" / "IPv6"), failing with ENOTFOUND when no pinned address has it.
 */
export function pinnedLookup(addresses: ReadonlyArray<{ address: string; family: 4 | 6 }>): LookupFunction {
  if (addresses.length === 0) throw new TypeError("pinnedLookup needs at least one address");
  // A copy: the caller changing its array later must not move the pin.
  const pinned = addresses.map(({ address, family }) => ({ address, family }));
  const pinnedLookupFunction = (
    hostname: string,
    optionsOrCallback: LookupOptions | LookupCallback,
    maybeCallback?: LookupCallback,
  ): void => {
    const options = typeof optionsOrCallback === "function" ? {} : (optionsOrCallback ?? {});
    const callback = typeof optionsOrCallback === "function" ? optionsOrCallback : maybeCallback;
    if (!callback) throw new TypeError("lookup needs a callback");
    const family = familyNumber(options.family);
    const matching = family === 0 ? pinned : pinned.filter((entry) => entry.family === family);
    // Asynchronous like dns.lookup, so a socket's listeners are attached before it hears the answer.
    process.nextTick(() => {
      const first = matching[0];
      if (!first) {
        const error: NodeJS.ErrnoException = new Error(`no pinned IPv${family} address for ${hostname}`);
        error.code = "ENOTFOUND";
        callback(error, options.all ? [] : "");
        return;
      }
      if (options.all)
        callback(
          null,
          matching.map((entry) => ({ ...entry })),
        );
      else callback(null, first.address, first.family);
    });
  };
  return pinnedLookupFunction as LookupFunction;
}

function familyNumber(family: LookupOptions["family"]): 0 | 4 | 6 {
  if (family === 4 || family === "IPv4") return 4;
  if (family === 6 || family === "IPv6") return 6;
  return 0;
}
