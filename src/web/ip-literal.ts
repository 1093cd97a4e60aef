// Recognises a host that is an IP address in any spelling the WHATWG URL standard (and inet_aton) accepts,
// so the SSRF guard sees `0x7f.1`, `0177.0.0.1`, `2130706433` and `127.1` for what they are: 127.0.0.1.
import { isIPv6 } from "node:net";
import { domainToASCII } from "node:url";

export interface IpLiteral {
  /** Canonical form: dotted decimal for IPv4, RFC 5952 (lower-case, compressed, no brackets) for IPv6. */
  address: string;
  family: 4 | 6;
}

/**
 * Parses a URL host that may be an IP literal in any spelling: decimal `2130706433`, octal `0177.0.0.1`,
 * hex `0x7f.0.0.1` / `0x7f.1`, short `127.1`, a trailing dot `127.0.0.1.`, full-width digits, and IPv6 with or
 * without brackets (`[::1]`, `[::ffff:127.0.0.1]`, `::ffff:7f00:1`, a zone `fe80::1%eth0`).
 * Returns the canonical address, or null when the host is a name (or not valid as either).
 */
export function parseIpLiteral(host: string): IpLiteral | null {
  let text = host.trim();
  if (text.startsWith("[") && text.endsWith("]")) return parseIpv6(text.slice(1, -1));
  if (text.includes(":")) return parseIpv6(text);
  // Full-width digits and ideographic dots become ASCII the way a URL parser maps them (UTS #46).
  if (/[^\p{ASCII}]/u.test(text)) {
    text = domainToASCII(text);
    if (text === "") return null;
  }
  const value = parseIpv4Number(text);
  if (value === null) return null;
  return { address: ipv4ToString(value), family: 4 };
}

/**
 * True when the last label of `host` is a number (`1.2.3.999`, `foo.0x10`): the WHATWG URL standard then
 * requires the host to be a valid IPv4 address, so such a host that `parseIpLiteral` rejects is malformed,
 * not a name to look up (a resolver might read it differently from us).
 */
export function endsInNumber(host: string): boolean {
  const parts = host.trim().split(".");
  if (parts.at(-1) === "" && parts.length > 1) parts.pop();
  const last = parts.at(-1) ?? "";
  if (last === "") return false;
  if (/^[0-9]+$/.test(last)) return true;
  return parseIpv4Part(last) !== null;
}

function parseIpv6(text: string): IpLiteral | null {
  // node:net's check is strict (inet_pton): no `::ffff:0x7f.1`, no leading zeros in an embedded IPv4.
  if (!isIPv6(text)) return null;
  const zoneAt = text.indexOf("%");
  const bare = zoneAt === -1 ? text : text.slice(0, zoneAt);
  const zone = zoneAt === -1 ? "" : text.slice(zoneAt);
  // The URL serialiser gives the RFC 5952 form. (ipaddr.js 2.5 is not used here: it rewrites the
  // IPv4-compatible `::127.0.0.1` as the IPv4-mapped `::ffff:7f00:1`, a different address.)
  try {
    return { address: new URL(`http://[${bare}]/`).hostname.slice(1, -1) + zone, family: 6 };
  } catch {
    return null;
  }
}

/** The WHATWG "IPv4 parser": 1 to 4 parts, each decimal, octal (leading 0) or hex (0x); the last fills the rest. */
function parseIpv4Number(text: string): number | null {
  const parts = text.split(".");
  if (parts.at(-1) === "" && parts.length > 1) parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const number = parseIpv4Part(part);
    if (number === null) return null;
    numbers.push(number);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((number) => number > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((number, index) => {
    value += number * 256 ** (3 - index);
  });
  return value;
}

function parseIpv4Part(part: string): number | null {
  if (part === "") return null;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(digits)) {
    digits = digits.slice(2);
    radix = 16;
  } else if (digits.length > 1 && digits.startsWith("0")) {
    digits = digits.slice(1);
    radix = 8;
  }
  if (digits === "") return 0;
  const pattern = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!pattern.test(digits)) return null;
  // Parsed exactly (BigInt) so a huge part cannot round down into range.
  const value = BigInt(radix === 16 ? `0x${digits}` : radix === 8 ? `0o${digits}` : digits);
  return value > 0xffffffffn ? Number.POSITIVE_INFINITY : Number(value);
}

function ipv4ToString(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}
