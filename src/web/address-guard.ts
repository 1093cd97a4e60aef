// The SSRF guard: decides whether webscout may connect to a host, by classifying every address it is or resolves to.
import { domainToASCII } from "node:url";
import ipaddr from "ipaddr.js";
import { endsInNumber, type IpLiteral, parseIpLiteral } from "./ip-literal.js";
import { type Resolver, systemResolver } from "./resolve-host.js";

export { type IpLiteral, parseIpLiteral } from "./ip-literal.js";
export { pinnedLookup, type Resolver, systemResolver } from "./resolve-host.js";

export interface AddressVerdict {
  allowed: boolean;
  address?: string;
  range?: string;
  reason?: string;
}

export interface AddressClass {
  /** "unicast" for a public address; otherwise "loopback", "private", "linkLocal", "metadata", "uniqueLocal", … */
  range: string;
  isPublic: boolean;
  /** For IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo): that address. */
  embeddedIpv4?: string;
  /** Which of those forms: "ipv4Mapped", "ipv4Compatible", "ipv4Translated", "nat64", "6to4", "teredo". */
  form?: string;
}

export type HostCheck =
  | { allowed: true; addresses: IpLiteral[] }
  | { allowed: false; address?: string; range: string; reason: string };

export interface AddressOptIns {
  /** Allow loopback, private and every other non-public address, except link-local and cloud metadata ones.
   * Default false. */
  allowPrivateNetwork?: boolean;
  /** Allow link-local addresses (169.254.0.0/16, fe80::/10) and cloud metadata endpoints (169.254.169.254,
   * 100.100.100.200, 192.0.0.192, fd00:ec2::254), which `allowPrivateNetwork` does not cover: they hand out
   * cloud credentials. Default false. */
  allowLinkLocal?: boolean;
}

export interface CheckHostOptions extends AddressOptIns {
  /** Turns a name into addresses. Default: the system resolver (getaddrinfo, like a browser). */
  resolver?: Resolver;
  /** Aborts the DNS lookup; `checkHost` then rejects with `signal.reason`. */
  signal?: AbortSignal;
}

const OPT_IN_HINT = "pass --allow-private-network to allow it";
const LINK_LOCAL_HINT =
  "pass --allow-link-local to allow it (--allow-private-network does not cover link-local or cloud metadata addresses)";

/** Ranges only `allowLinkLocal` opens: a cloud's metadata service answers there with credentials. */
const LINK_LOCAL_RANGES = new Set(["linkLocal", "metadata"]);

const cidr4 = (text: string) => ipaddr.IPv4.parseCIDR(text);
const cidr6 = (text: string) => ipaddr.IPv6.parseCIDR(text);

// First match wins; anything unlisted is public unicast. Metadata endpoints come first: two of them sit inside
// ranges that `allowPrivateNetwork` opens (carrier-grade NAT, IETF reserved).
const IPV4_RANGES: Array<[[ipaddr.IPv4, number], string]> = [
  [cidr4("169.254.169.254/32"), "metadata"], // AWS, GCP, Azure, OpenStack, DigitalOcean, …
  [cidr4("100.100.100.200/32"), "metadata"], // Alibaba Cloud
  [cidr4("192.0.0.192/32"), "metadata"], // Oracle Cloud
  [cidr4("0.0.0.0/8"), "unspecified"],
  [cidr4("10.0.0.0/8"), "private"],
  [cidr4("100.64.0.0/10"), "carrierGradeNat"],
  [cidr4("127.0.0.0/8"), "loopback"],
  [cidr4("169.254.0.0/16"), "linkLocal"],
  [cidr4("172.16.0.0/12"), "private"],
  [cidr4("192.0.0.0/24"), "reserved"],
  [cidr4("192.0.2.0/24"), "documentation"],
  [cidr4("192.88.99.0/24"), "reserved"],
  [cidr4("192.168.0.0/16"), "private"],
  [cidr4("198.18.0.0/15"), "benchmarking"],
  [cidr4("198.51.100.0/24"), "documentation"],
  [cidr4("203.0.113.0/24"), "documentation"],
  [cidr4("224.0.0.0/4"), "multicast"],
  [cidr4("255.255.255.255/32"), "broadcast"],
  [cidr4("240.0.0.0/4"), "reserved"],
];

// IPv6 forms whose last 32 bits are an IPv4 address: judged by that address.
const IPV6_EMBEDDING_FORMS: Array<[[ipaddr.IPv6, number], string]> = [
  [cidr6("::ffff:0:0/96"), "ipv4Mapped"],
  [cidr6("::/96"), "ipv4Compatible"],
  [cidr6("::ffff:0:0:0/96"), "ipv4Translated"],
  [cidr6("64:ff9b::/96"), "nat64"],
];

// Checked after the embedding forms; anything outside 2000::/3 (global unicast) is unallocated, hence reserved.
const IPV6_RANGES: Array<[[ipaddr.IPv6, number], string]> = [
  [cidr6("fd00:ec2::254/128"), "metadata"], // AWS over IPv6
  [cidr6("64:ff9b:1::/48"), "nat64LocalUse"],
  [cidr6("100::/64"), "reserved"],
  [cidr6("2001:2::/48"), "benchmarking"],
  [cidr6("2001:db8::/32"), "documentation"],
  [cidr6("2001::/23"), "reserved"],
  [cidr6("3fff::/20"), "documentation"],
  [cidr6("fc00::/7"), "uniqueLocal"],
  [cidr6("fe80::/10"), "linkLocal"],
  [cidr6("fec0::/10"), "siteLocal"],
  [cidr6("ff00::/8"), "multicast"],
];

const RANGE_LABELS: Record<string, string> = {
  carrierGradeNat: "carrier-grade NAT",
  linkLocal: "link-local",
  metadata: "cloud metadata",
  uniqueLocal: "unique-local",
  siteLocal: "site-local",
  nat64LocalUse: "local-use NAT64",
  ipv4Compatible: "deprecated",
  ipv4Translated: "translator-only",
};

const FORM_LABELS: Record<string, string> = {
  ipv4Mapped: "IPv4-mapped",
  ipv4Compatible: "IPv4-compatible",
  ipv4Translated: "IPv4-translated",
  nat64: "NAT64",
  "6to4": "6to4",
  teredo: "Teredo",
};

/** Classifies one IP address (any spelling `parseIpLiteral` accepts); "invalid" when it is not an address. */
export function classifyAddress(address: string): AddressClass {
  const literal = parseIpLiteral(address);
  if (!literal) return { range: "invalid", isPublic: false };
  const parsed = ipaddr.parse(literal.address);
  return parsed.kind() === "ipv4" ? classifyIpv4(parsed as ipaddr.IPv4) : classifyIpv6(parsed as ipaddr.IPv6);
}

function classifyIpv4(address: ipaddr.IPv4): AddressClass {
  const range = IPV4_RANGES.find(([block]) => address.match(block))?.[1];
  return range ? { range, isPublic: false } : { range: "unicast", isPublic: true };
}

function classifyIpv6(address: ipaddr.IPv6): AddressClass {
  const parts = address.parts;
  const word = (high: number, low: number) => (((parts[high] ?? 0) << 16) | (parts[low] ?? 0)) >>> 0;
  if (address.match(cidr6("::/127")))
    return { range: word(6, 7) === 0 ? "unspecified" : "loopback", isPublic: false };
  const form = IPV6_EMBEDDING_FORMS.find(([block]) => address.match(block))?.[1];
  if (form) {
    // Compatible and translated forms have no business on the public web: refused even with a public IPv4.
    return embedding(form, word(6, 7), form === "ipv4Mapped" || form === "nat64");
  }
  if (address.match(cidr6("2002::/16"))) return embedding("6to4", word(1, 2), true);
  // Teredo carries the client's IPv4 address inverted in the last 32 bits (RFC 4380).
  if (address.match(cidr6("2001::/32"))) return embedding("teredo", ~word(6, 7) >>> 0, true);
  const range = IPV6_RANGES.find(([block]) => address.match(block))?.[1];
  if (range) return { range, isPublic: false };
  if (!address.match(cidr6("2000::/3"))) return { range: "reserved", isPublic: false };
  return { range: "unicast", isPublic: true };
}

function embedding(form: string, value: number, publicWhenEmbeddedIsPublic: boolean): AddressClass {
  const embeddedIpv4 = new ipaddr.IPv4([
    value >>> 24,
    (value >>> 16) & 255,
    (value >>> 8) & 255,
    value & 255,
  ]);
  const inner = classifyIpv4(embeddedIpv4);
  const base = { embeddedIpv4: embeddedIpv4.toString(), form };
  if (!inner.isPublic) return { ...base, range: inner.range, isPublic: false };
  return { ...base, range: form, isPublic: publicWhenEmbeddedIsPublic };
}

/** "a loopback address", "an IPv4-mapped form of 127.0.0.1, a loopback address", … for `address`. */
export function describeAddress(address: string): string {
  const literal = parseIpLiteral(address);
  return literal ? describe(classifyAddress(literal.address)) : "not an IP address";
}

function describe(addressClass: AddressClass): string {
  const label = RANGE_LABELS[addressClass.range] ?? addressClass.range;
  const rangeText = `${article(label)} ${label} address`;
  if (addressClass.embeddedIpv4 === undefined || addressClass.form === undefined) return rangeText;
  const formLabel = FORM_LABELS[addressClass.form] ?? addressClass.form;
  return `${article(formLabel)} ${formLabel} form of ${addressClass.embeddedIpv4}, ${rangeText}`;
}

function article(label: string): string {
  if (/^uni/i.test(label)) return "a";
  return /^([aeio]|un|IPv)/i.test(label) ? "an" : "a";
}

/** Whether the opt-ins let webscout reach an address of this class. */
function isAllowed(addressClass: AddressClass, optIns: AddressOptIns): boolean {
  if (addressClass.isPublic) return true;
  if (LINK_LOCAL_RANGES.has(addressClass.range)) return optIns.allowLinkLocal === true;
  return optIns.allowPrivateNetwork === true;
}

/** The flag that would allow an address of this class. */
function optInHint(addressClass: AddressClass): string {
  return LINK_LOCAL_RANGES.has(addressClass.range) ? LINK_LOCAL_HINT : OPT_IN_HINT;
}

/**
 * Checks one address; `allowed` is true for public addresses, link-local and metadata ones with `allowLinkLocal`,
 * and every other address with `allowPrivateNetwork`.
 */
export function checkAddress(address: string, options: AddressOptIns = {}): AddressVerdict {
  const literal = parseIpLiteral(address);
  if (!literal)
    return { allowed: false, address, range: "invalid", reason: `${address} is not an IP address` };
  const addressClass = classifyAddress(literal.address);
  if (isAllowed(addressClass, options)) {
    return { allowed: true, address: literal.address, range: addressClass.range };
  }
  const subject = sameText(address, literal.address) ? literal.address : `${address} (${literal.address})`;
  return {
    allowed: false,
    address: literal.address,
    range: addressClass.range,
    reason: `${subject} is ${describe(addressClass)}; ${optInHint(addressClass)}`,
  };
}

/**
 * Resolves `hostname` once (or uses it as is when it is an IP literal) and checks EVERY address: refuses when any
 * is non-public, unless the opt-in for its range is given (`allowLinkLocal` for link-local and cloud metadata
 * addresses, `allowPrivateNetwork` for the others). The allowed addresses are returned so the connection can be pinned
 * to them (`pinnedLookup`): a second DNS answer never gets a say (no DNS rebinding).
 * `localhost` and `*.localhost` are refused by name, without DNS (RFC 6761). Never throws, except on abort.
 */
export async function checkHost(hostname: string, options: CheckHostOptions = {}): Promise<HostCheck> {
  const { allowPrivateNetwork = false, allowLinkLocal = false, resolver = systemResolver, signal } = options;
  signal?.throwIfAborted();
  const literal = parseIpLiteral(hostname);
  if (literal) {
    const verdict = checkAddress(hostname.trim(), { allowPrivateNetwork, allowLinkLocal });
    if (verdict.allowed) return { allowed: true, addresses: [literal] };
    return {
      allowed: false,
      address: verdict.address,
      range: verdict.range ?? "invalid",
      reason: verdict.reason ?? "",
    };
  }
  const name = asciiHostname(hostname);
  if (name === null) {
    return {
      allowed: false,
      range: "invalidHost",
      reason: `${JSON.stringify(hostname)} is not a valid host`,
    };
  }
  const bareName = name.endsWith(".") ? name.slice(0, -1) : name;
  if (!allowPrivateNetwork && (bareName === "localhost" || bareName.endsWith(".localhost"))) {
    return {
      allowed: false,
      range: "loopback",
      reason: `${hostname} is a loopback name (RFC 6761); ${OPT_IN_HINT}`,
    };
  }
  let answers: Awaited<ReturnType<Resolver>>;
  try {
    answers = await untilAborted(resolver(name), signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return {
      allowed: false,
      range: "unresolvable",
      reason: `could not resolve host ${hostname} (${errorCode(error)})`,
    };
  }
  if (answers.length === 0) {
    return {
      allowed: false,
      range: "unresolvable",
      reason: `could not resolve host ${hostname} (no addresses)`,
    };
  }
  const addresses: IpLiteral[] = [];
  for (const answer of answers) {
    const resolved = parseIpLiteral(answer.address);
    if (!resolved) {
      const reason = `${hostname} resolves to ${JSON.stringify(answer.address)}, which is not an IP address`;
      return { allowed: false, address: answer.address, range: "invalid", reason };
    }
    const addressClass = classifyAddress(resolved.address);
    if (!isAllowed(addressClass, { allowPrivateNetwork, allowLinkLocal })) {
      const reason = `${hostname} resolves to ${resolved.address}, ${describe(addressClass)}; ${optInHint(addressClass)}`;
      return { allowed: false, address: resolved.address, range: addressClass.range, reason };
    }
    if (!addresses.some((known) => known.address === resolved.address)) addresses.push(resolved);
  }
  return { allowed: true, addresses };
}

/** The lower-case ASCII (punycode) form of a host name, or null when it cannot be one. */
function asciiHostname(hostname: string): string | null {
  const trimmed = hostname.trim().toLowerCase();
  if (trimmed === "" || trimmed.includes(":") || trimmed.includes("[") || trimmed.includes("]")) return null;
  const ascii = /^[\p{ASCII}]*$/u.test(trimmed) ? trimmed : domainToASCII(trimmed);
  // A host ending in a number must be an IPv4 address (WHATWG URL); one that is not would be read differently
  // by different resolvers, so it is refused rather than looked up.
  if (ascii === "" || endsInNumber(ascii)) return null;
  return ascii;
}

function sameText(left: string, right: string): boolean {
  const strip = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, "$1");
  return strip(left) === strip(right);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function errorCode(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === "string") return code;
    if (typeof message === "string") return message;
  }
  return String(error);
}
