import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientAddress, TrustProxyError, UNREADABLE } from "./client-address.js";

const resolve = (peer: string, forwardedFor: string | undefined, trust: string[]) =>
  resolveClientAddress({ peer, forwardedFor, trusted: parseTrustedProxies(trust) });

describe("resolveClientAddress", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(resolve("203.0.113.9", "198.51.100.1", ["127.0.0.1"])).toEqual({
      address: "203.0.113.9",
      forwarded: false,
    });
    expect(resolve("203.0.113.9", "127.0.0.1", [])).toEqual({ address: "203.0.113.9", forwarded: false });
  });

  it("takes the client a trusted proxy appended, not what the visitor wrote before it", () => {
    // The visitor sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    expect(resolve("127.0.0.1", "1.2.3.4, 198.51.100.7", ["127.0.0.1"])).toEqual({
      address: "198.51.100.7",
      forwarded: true,
    });
  });

  it("walks back through a chain of trusted proxies to the first untrusted address", () => {
    const trust = ["loopback", "10.0.0.0/8"];
    expect(resolve("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3, 10.0.0.5", trust).address).toBe(
      "198.51.100.7",
    );
    // Every hop trusted: the left-most is the best the proxies know.
    expect(resolve("127.0.0.1", "10.9.9.9, 10.0.0.5", trust)).toEqual({
      address: "10.9.9.9",
      forwarded: true,
    });
  });

  it("uses the connection's address when a trusted proxy sends no header", () => {
    expect(resolve("10.0.0.5", undefined, ["10.0.0.0/8"])).toEqual({ address: "10.0.0.5", forwarded: false });
  });

  it("matches IPv4-mapped IPv6 peers against IPv4 ranges, and IPv6 ranges", () => {
    expect(resolve("::ffff:127.0.0.1", "198.51.100.7", ["127.0.0.1"]).address).toBe("198.51.100.7");
    expect(resolve("::1", "2001:db8::1, ::ffff:10.0.0.2", ["loopback", "10.0.0.0/8"]).address).toBe(
      "2001:db8::1",
    );
    expect(resolve("fd00::2", "2001:db8::7", ["fd00::/8"]).address).toBe("2001:db8::7");
    expect(resolve("fe80::1", "2001:db8::7", ["fd00::/8"]).address).toBe("fe80::1");
  });

  it("gives one shared key, never the sender's text, for a header entry that is not an address", () => {
    expect(resolve("127.0.0.1", "198.51.100.7, not-an-ip", ["loopback"])).toEqual({
      address: UNREADABLE,
      forwarded: true,
    });
  });
});

describe("parseTrustedProxies", () => {
  it("rejects entries that are not addresses, ranges or loopback", () => {
    expect(() => parseTrustedProxies(["10.0.0.0/33"])).toThrow(TrustProxyError);
    expect(() => parseTrustedProxies(["proxy.internal"])).toThrow(/not an IP address/);
    expect(parseTrustedProxies(["loopback", "::1", "192.168.0.0/16"])).toHaveLength(4);
  });
});
