import { describe, expect, it } from "vitest";
import { endsInNumber, parseIpLiteral } from "./ip-literal.js";

describe("parseIpLiteral", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["0X7F.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["0x.0x.0", "0.0.0.0"],
    ["10.0x10.0377.1", "10.16.255.1"],
    ["3232235777", "192.168.1.1"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["4294967295", "255.255.255.255"],
    [" 127.0.0.1 ", "127.0.0.1"],
    ["１２７.０.０.１", "127.0.0.1"],
    ["127。0。0。1", "127.0.0.1"],
  ])("reads the IPv4 spelling %j as %s", (host, address) => {
    expect(parseIpLiteral(host)).toEqual({ address, family: 4 });
  });

  it.each([
    ["[::1]", "::1"],
    ["::1", "::1"],
    ["[::]", "::"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
    ["::ffff:7f00:1", "::ffff:7f00:1"],
    ["::FFFF:7F00:0001", "::ffff:7f00:1"],
    // IPv4-compatible stays compatible: it is a different address from the mapped one.
    ["[::127.0.0.1]", "::7f00:1"],
    ["0:0:0:0:0:0:0:1", "::1"],
    ["[2001:DB8:0:0:1:0:0:1]", "2001:db8::1:0:0:1"],
    ["64:ff9b::10.0.0.1", "64:ff9b::a00:1"],
    ["fe80::1%eth0", "fe80::1%eth0"],
  ])("reads the IPv6 spelling %j as %s", (host, address) => {
    expect(parseIpLiteral(host)).toEqual({ address, family: 6 });
  });

  it.each([
    "example.com",
    "localhost",
    "1.2.3.999",
    "256.0.0.1",
    "1.2.3.4.5",
    "4294967296",
    "0x100000000",
    "08.0.0.1",
    "0xg.0.0.1",
    "99999999999999999999999",
    "1..2",
    "",
    "[127.0.0.1]",
    "[example.com]",
    "::ffff:0x7f.1",
    "::ffff:127.000.0.1",
    "1::2::3",
    "127.0.0.1:80",
  ])("returns null for %j", (host) => {
    expect(parseIpLiteral(host)).toBeNull();
  });

  it("agrees with the WHATWG URL parser on every spelling a URL accepts", () => {
    const hosts = ["0x7f.1", "0177.0.0.1", "2130706433", "127.1", "0x7f.0.0.1", "10.0x10.0377.1", "0x.0x.0"];
    for (const host of hosts) {
      const urlHost = new URL(`http://${host}/`).hostname;
      expect(parseIpLiteral(host)?.address).toBe(urlHost);
      expect(parseIpLiteral(urlHost)?.address).toBe(urlHost);
    }
    for (const host of ["[::ffff:127.0.0.1]", "[::127.0.0.1]", "[0:0:0:0:0:0:0:1]"]) {
      const urlHost = new URL(`http://${host}/`).hostname;
      expect(`[${parseIpLiteral(host)?.address}]`).toBe(urlHost);
      expect(parseIpLiteral(urlHost)?.address).toBe(urlHost.slice(1, -1));
    }
  });
});

describe("endsInNumber", () => {
  it.each([
    ["1.2.3.999", true],
    ["foo.123", true],
    ["foo.0x1f", true],
    ["foo.123.", true],
    ["example.com", false],
    ["123.example", false],
    ["foo.0x1g", false],
    ["", false],
  ])("%j → %s", (host, expected) => {
    expect(endsInNumber(host)).toBe(expected);
  });
});
