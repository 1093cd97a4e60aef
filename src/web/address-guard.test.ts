import { describe, expect, it } from "vitest";
import { checkAddress, checkHost, classifyAddress, describeAddress } from "./address-guard.js";
import type { Resolver } from "./resolve-host.js";

/** A resolver from a fixed table that records every name it was asked about; unknown names fail like NXDOMAIN. */
function tableResolver(table: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolver = async (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({
      address,
      family: address.includes(":") ? (6 as const) : (4 as const),
    }));
  };
  return Object.assign(resolver, { asked });
}

const noDns: Resolver = async (hostname) => {
  throw new Error(`the resolver must not be asked about ${hostname}`);
};

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["169.254.169.254", "metadata"],
    ["100.100.100.200", "metadata"],
    ["192.0.0.192", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["169.254.0.1", "linkLocal"],
    ["169.254.170.2", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["febf::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.127.255.255", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.8", "reserved"],
    ["100::1", "reserved"],
    ["4000::1", "reserved"],
    ["198.18.0.1", "benchmarking"],
    ["2001:2::1", "benchmarking"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.1", "documentation"],
    ["203.0.113.1", "documentation"],
    ["2001:db8::1", "documentation"],
    ["fec0::1", "siteLocal"],
    ["64:ff9b:1::1", "nat64LocalUse"],
  ])("%s is %s and not public", (address, range) => {
    expect(classifyAddress(address)).toMatchObject({ range, isPublic: false });
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.32.0.1",
    "100.128.0.1",
    "169.253.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
  ])("%s is public unicast", (address) => {
    expect(classifyAddress(address)).toEqual({ range: "unicast", isPublic: true });
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback", "ipv4Mapped"],
    ["::ffff:7f00:1", "loopback", "ipv4Mapped"],
    ["::ffff:a9fe:a9fe", "metadata", "ipv4Mapped"],
    ["::ffff:169.254.0.1", "linkLocal", "ipv4Mapped"],
    ["::ffff:10.1.2.3", "private", "ipv4Mapped"],
    ["::127.0.0.1", "loopback", "ipv4Compatible"],
    ["::7f00:1", "loopback", "ipv4Compatible"],
    ["::c0a8:101", "private", "ipv4Compatible"],
    ["::ffff:0:7f00:1", "loopback", "ipv4Translated"],
    ["64:ff9b::10.0.0.1", "private", "nat64"],
    ["64:ff9b::a9fe:a9fe", "metadata", "nat64"],
    ["2002:7f00:1::1", "loopback", "6to4"],
    ["2002:c0a8:101::1", "private", "6to4"],
    // Teredo stores the client's IPv4 inverted: ~0x0a000001 = f5ff:fffe.
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "private", "teredo"],
  ])("%s is judged by its embedded IPv4: %s (%s)", (address, range, form) => {
    expect(classifyAddress(address)).toMatchObject({ range, form, isPublic: false });
  });

  it("lets mapped, NAT64, 6to4 and Teredo forms of a public IPv4 through, but not deprecated forms", () => {
    expect(classifyAddress("::ffff:8.8.8.8")).toMatchObject({ isPublic: true, embeddedIpv4: "8.8.8.8" });
    expect(classifyAddress("64:ff9b::8.8.8.8")).toMatchObject({ isPublic: true, range: "nat64" });
    expect(classifyAddress("2002:808:808::1")).toMatchObject({ isPublic: true, range: "6to4" });
    expect(classifyAddress("2001:0:4136:e378:8000:63bf:f7f7:f7f7")).toMatchObject({ isPublic: true });
    expect(classifyAddress("::8.8.8.8")).toMatchObject({ isPublic: false, range: "ipv4Compatible" });
    expect(classifyAddress("::ffff:0:8.8.8.8")).toMatchObject({ isPublic: false, range: "ipv4Translated" });
  });

  it("classifies other spellings, and refuses what is not an address", () => {
    expect(classifyAddress("0x7f.1")).toMatchObject({ range: "loopback" });
    expect(classifyAddress("[::1]")).toMatchObject({ range: "loopback" });
    expect(classifyAddress("example.com")).toEqual({ range: "invalid", isPublic: false });
  });
});

describe("describeAddress and checkAddress", () => {
  it("writes reasons a user can act on", () => {
    expect(checkAddress("127.0.0.1").reason).toBe(
      "127.0.0.1 is a loopback address; pass --allow-private-network to allow it",
    );
    expect(describeAddress("169.254.169.254")).toBe("a cloud metadata address");
    expect(describeAddress("::ffff:169.254.169.254")).toBe(
      "an IPv4-mapped form of 169.254.169.254, a cloud metadata address",
    );
    expect(describeAddress("169.254.1.1")).toBe("a link-local address");
    expect(describeAddress("fe80::1")).toBe("a link-local address");
    expect(describeAddress("0.0.0.0")).toBe("an unspecified address");
    expect(describeAddress("fd00::1")).toBe("a unique-local address");
    expect(checkAddress("0x7f.1").reason).toBe(
      "0x7f.1 (127.0.0.1) is a loopback address; pass --allow-private-network to allow it",
    );
  });

  it("allows public addresses, and private ones only on opt-in", () => {
    expect(checkAddress("8.8.8.8")).toEqual({ allowed: true, address: "8.8.8.8", range: "unicast" });
    expect(checkAddress("10.0.0.1")).toMatchObject({ allowed: false, range: "private" });
    expect(checkAddress("10.0.0.1", { allowPrivateNetwork: true })).toMatchObject({ allowed: true });
    expect(checkAddress("nope", { allowPrivateNetwork: true })).toMatchObject({
      allowed: false,
      range: "invalid",
    });
  });
});

describe("checkHost", () => {
  const literalSpellings = [
    "127.0.0.1",
    "2130706433",
    "0177.0.0.1",
    "0x7f.0.0.1",
    "0x7f.1",
    "127.1",
    "127.0.0.1.",
    "[::1]",
    "::1",
    "[::ffff:127.0.0.1]",
    "[::127.0.0.1]",
    "::ffff:7f00:1",
    "１２７.０.０.１",
  ];

  it.each(literalSpellings)("refuses the raw loopback spelling %j without DNS", async (host) => {
    const verdict = await checkHost(host, { resolver: noDns });
    expect(verdict).toMatchObject({ allowed: false, range: "loopback" });
    if (!verdict.allowed) expect(verdict.reason).toContain("pass --allow-private-network");
  });

  it.each(literalSpellings.filter((host) => !host.startsWith(":")))(
    "refuses the URL-parsed loopback spelling of %j",
    async (host) => {
      const urlHost = new URL(`http://${host}:8080/`).hostname;
      await expect(checkHost(urlHost, { resolver: noDns })).resolves.toMatchObject({
        allowed: false,
        range: "loopback",
      });
    },
  );

  it.each([
    ["10.0.0.1", "private"],
    ["0xac.16.1", "private"],
    ["3232235777", "private"],
    ["169.254.169.254", "metadata"],
    ["0xa9fea9fe", "metadata"],
    ["[fe80::1]", "linkLocal"],
    ["[fc00::1]", "uniqueLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["0", "unspecified"],
    ["[::]", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["[64:ff9b::192.168.0.1]", "private"],
    ["[2002:a00:1::1]", "private"],
    ["[::ffff:a9fe:a9fe]", "metadata"],
  ])("refuses the literal %s as %s", async (host, range) => {
    await expect(checkHost(host, { resolver: noDns })).resolves.toMatchObject({ allowed: false, range });
  });

  it("says 'cloud metadata' for the metadata address, and names the flag that opens it", async () => {
    const verdict = await checkHost("169.254.169.254", { resolver: noDns });
    expect(verdict).toEqual({
      allowed: false,
      address: "169.254.169.254",
      range: "metadata",
      reason:
        "169.254.169.254 is a cloud metadata address; pass --allow-link-local to allow it " +
        "(--allow-private-network does not cover link-local or cloud metadata addresses)",
    });
  });

  // Every spelling of 169.254.169.254 that `parseIpLiteral` accepts, raw and embedded in IPv6 forms.
  const metadataSpellings = [
    "169.254.169.254",
    "2852039166", // decimal
    "0251.0376.0251.0376", // octal
    "0xa9.0xfe.0xa9.0xfe", // hex per part
    "0xa9fea9fe", // hex
    "0xa9.0xfe.43518", // a.b.c with a 16-bit last part
    "169.16689662", // a.b with a 24-bit last part
    "169.254.169.254.", // trailing dot
    "１６９.２５４.１６９.２５４", // full-width digits
    "[::ffff:169.254.169.254]", // IPv4-mapped
    "::ffff:a9fe:a9fe",
    "[::169.254.169.254]", // IPv4-compatible
    "[::ffff:0:a9fe:a9fe]", // IPv4-translated
    "[64:ff9b::169.254.169.254]", // NAT64
    "[2002:a9fe:a9fe::1]", // 6to4
    "[2001:0:4136:e378:8000:63bf:5601:5601]", // Teredo (inverted)
    // The other clouds' endpoints.
    "100.100.100.200",
    "0x646464c8",
    "[::ffff:100.100.100.200]",
    "192.0.0.192",
    "3221225664",
    "[fd00:ec2::254]",
    "fd00:ec2:0:0:0:0:0:254",
    "[FD00:0EC2::0254]",
  ];

  it.each(metadataSpellings)(
    "refuses the metadata spelling %j with --allow-private-network, allows it only with --allow-link-local",
    async (host) => {
      const refused = await checkHost(host, { resolver: noDns, allowPrivateNetwork: true });
      expect(refused).toMatchObject({ allowed: false, range: "metadata" });
      if (!refused.allowed) {
        expect(refused.reason).toContain("pass --allow-link-local");
        expect(refused.reason).toContain("--allow-private-network does not cover");
      }
      await expect(checkHost(host, { resolver: noDns })).resolves.toMatchObject({ allowed: false });
      await expect(checkHost(host, { resolver: noDns, allowLinkLocal: true })).resolves.toMatchObject({
        allowed: true,
      });
    },
  );

  it.each(["fe80::1", "[fe80::1]", "fe80::1%eth0", "169.254.0.1", "169.254.170.2", "[::ffff:169.254.1.1]"])(
    "refuses the link-local %j with --allow-private-network, allows it only with --allow-link-local",
    async (host) => {
      const refused = await checkHost(host, { resolver: noDns, allowPrivateNetwork: true });
      expect(refused).toMatchObject({ allowed: false, range: "linkLocal" });
      if (!refused.allowed) expect(refused.reason).toContain("pass --allow-link-local");
      expect(checkAddress(host, { allowPrivateNetwork: true })).toMatchObject({ allowed: false });
      expect(checkAddress(host, { allowLinkLocal: true })).toMatchObject({ allowed: true });
    },
  );

  it("keeps the two opt-ins apart: --allow-link-local opens no loopback or private address", async () => {
    for (const host of ["127.0.0.1", "10.0.0.1", "100.100.100.201", "192.0.0.193", "fd00:ec2::253"]) {
      const verdict = await checkHost(host, { resolver: noDns, allowLinkLocal: true });
      expect(verdict).toMatchObject({ allowed: false });
      if (!verdict.allowed) expect(verdict.reason).toContain("pass --allow-private-network to allow it");
      await expect(checkHost(host, { resolver: noDns, allowPrivateNetwork: true })).resolves.toMatchObject({
        allowed: true,
      });
    }
  });

  it("allows a public literal and returns it, canonical, to pin to", async () => {
    await expect(checkHost("0x08080808", { resolver: noDns })).resolves.toEqual({
      allowed: true,
      addresses: [{ address: "8.8.8.8", family: 4 }],
    });
    await expect(checkHost("[2606:4700:4700:0:0:0:0:1111]", { resolver: noDns })).resolves.toEqual({
      allowed: true,
      addresses: [{ address: "2606:4700:4700::1111", family: 6 }],
    });
  });

  it.each(["localhost", "LOCALHOST", "localhost.", "app.localhost", "a.b.localhost."])(
    "refuses %j by name, without DNS (RFC 6761)",
    async (host) => {
      const verdict = await checkHost(host, { resolver: noDns });
      expect(verdict).toMatchObject({ allowed: false, range: "loopback" });
      if (!verdict.allowed) expect(verdict.reason).toMatch(/loopback name \(RFC 6761\)/);
    },
  );

  it("resolves localhost normally on opt-in", async () => {
    const resolver = tableResolver({ localhost: ["127.0.0.1", "::1"] });
    await expect(checkHost("localhost", { resolver, allowPrivateNetwork: true })).resolves.toEqual({
      allowed: true,
      addresses: [
        { address: "127.0.0.1", family: 4 },
        { address: "::1", family: 6 },
      ],
    });
  });

  it("refuses a name that resolves to a private address, naming both", async () => {
    const resolver = tableResolver({ "intranet.example.com": ["10.1.2.3"] });
    await expect(checkHost("intranet.example.com", { resolver })).resolves.toEqual({
      allowed: false,
      address: "10.1.2.3",
      range: "private",
      reason:
        "intranet.example.com resolves to 10.1.2.3, a private address; pass --allow-private-network to allow it",
    });
    expect(resolver.asked).toEqual(["intranet.example.com"]);
  });

  it("refuses a name with one public and one private address (every address is checked)", async () => {
    const resolver = tableResolver({
      "mixed.example.com": ["93.184.215.14", "2606:4700::1", "::ffff:192.168.0.1"],
    });
    const verdict = await checkHost("mixed.example.com", { resolver });
    expect(verdict).toMatchObject({ allowed: false, range: "private", address: "::ffff:c0a8:1" });
    if (!verdict.allowed)
      expect(verdict.reason).toContain("an IPv4-mapped form of 192.168.0.1, a private address");
  });

  it("refuses a name resolving to the metadata address, even with allowPrivateNetwork", async () => {
    const resolver = tableResolver({ "metadata.example.com": ["169.254.169.254"] });
    const verdict = await checkHost("metadata.example.com", { resolver, allowPrivateNetwork: true });
    expect(verdict).toMatchObject({ allowed: false, range: "metadata" });
    if (!verdict.allowed)
      expect(verdict.reason).toBe(
        "metadata.example.com resolves to 169.254.169.254, a cloud metadata address; pass --allow-link-local " +
          "to allow it (--allow-private-network does not cover link-local or cloud metadata addresses)",
      );
    await expect(checkHost("metadata.example.com", { resolver, allowLinkLocal: true })).resolves.toEqual({
      allowed: true,
      addresses: [{ address: "169.254.169.254", family: 4 }],
    });
  });

  it("allows a public name and returns every address, canonical and deduplicated, in resolver order", async () => {
    const resolver = tableResolver({ "example.com": ["2606:4700:0:0::1", "93.184.215.14", "2606:4700::1"] });
    await expect(checkHost("Example.COM", { resolver })).resolves.toEqual({
      allowed: true,
      addresses: [
        { address: "2606:4700::1", family: 6 },
        { address: "93.184.215.14", family: 4 },
      ],
    });
    expect(resolver.asked).toEqual(["example.com"]);
  });

  it("allows private answers on opt-in", async () => {
    const resolver = tableResolver({ "intranet.example.com": ["10.1.2.3", "fd00::5"] });
    await expect(checkHost("intranet.example.com", { resolver, allowPrivateNetwork: true })).resolves.toEqual(
      {
        allowed: true,
        addresses: [
          { address: "10.1.2.3", family: 4 },
          { address: "fd00::5", family: 6 },
        ],
      },
    );
    await expect(checkHost("127.0.0.1", { resolver: noDns, allowPrivateNetwork: true })).resolves.toEqual({
      allowed: true,
      addresses: [{ address: "127.0.0.1", family: 4 }],
    });
  });

  it("returns 'unresolvable' when the name does not resolve or has no address", async () => {
    await expect(checkHost("missing.example.com", { resolver: tableResolver({}) })).resolves.toEqual({
      allowed: false,
      range: "unresolvable",
      reason: "could not resolve host missing.example.com (ENOTFOUND)",
    });
    const empty = tableResolver({ "empty.example.com": [] });
    await expect(checkHost("empty.example.com", { resolver: empty })).resolves.toMatchObject({
      allowed: false,
      range: "unresolvable",
    });
  });

  it("refuses a resolver answer that is not an IP address", async () => {
    const resolver = tableResolver({ "odd.example.com": ["not-an-ip"] });
    await expect(checkHost("odd.example.com", { resolver })).resolves.toMatchObject({
      allowed: false,
      range: "invalid",
    });
  });

  it.each(["1.2.3.999", "foo.123", "[127.0.0.1]", "", "a:b"])(
    "refuses the malformed host %j without DNS, even on opt-in",
    async (host) => {
      await expect(checkHost(host, { resolver: noDns, allowPrivateNetwork: true })).resolves.toMatchObject({
        allowed: false,
        range: "invalidHost",
      });
    },
  );

  it("rejects with the signal's reason when aborted during the lookup", async () => {
    const controller = new AbortController();
    const hanging: Resolver = () => new Promise(() => {});
    const pending = checkHost("slow.example.com", { resolver: hanging, signal: controller.signal });
    controller.abort(new Error("stop"));
    await expect(pending).rejects.toThrow("stop");
    await expect(
      checkHost("x.example.com", { resolver: noDns, signal: AbortSignal.abort() }),
    ).rejects.toThrow();
  });
});
