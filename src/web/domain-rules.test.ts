import { describe, expect, it } from "vitest";
import { UsageError } from "../errors/index.js";
import { defaultAllowedDomains, isUrlAllowed, parseAllowedDomains } from "./domain-rules.js";

const allowed = (url: string, ...entries: string[]) => isUrlAllowed(url, parseAllowedDomains(entries));

describe("parseAllowedDomains", () => {
  it("reads hosts, paths, schemes, ports and wildcards", () => {
    expect(
      parseAllowedDomains([
        "example.com",
        "https://Example.ORG/docs/",
        "Example.NET/docs",
        "*.example.io",
        "localhost:8080",
        "bücher.de",
      ]),
    ).toEqual([
      { entry: "example.com", host: "example.com", includesHost: true },
      { entry: "https://Example.ORG/docs/", host: "example.org", includesHost: true, pathPrefix: "/docs" },
      { entry: "Example.NET/docs", host: "example.net", includesHost: true, pathPrefix: "/docs" },
      { entry: "*.example.io", host: "example.io", includesHost: false },
      { entry: "localhost:8080", host: "localhost", includesHost: true, port: "8080" },
      { entry: "bücher.de", host: "xn--bcher-kva.de", includesHost: true },
    ]);
  });

  it.each([
    "",
    "   ",
    "*",
    "*.",
    "ftp://example.com",
    "mailto:someone@example.com",
    "exa mple.com",
    "foo.*.com",
    "example.com/docs?x=1",
    "example.com#top",
    "user:pass@example.com",
    "http://",
  ])("throws UsageError for %j", (entry) => {
    expect(() => parseAllowedDomains([entry])).toThrow(UsageError);
  });

  it("names the bad entry in the error", () => {
    expect(() => parseAllowedDomains(["example.com", "exa mple.com"])).toThrow(/"exa mple\.com"/);
  });
});

describe("isUrlAllowed", () => {
  it("allows the host and every subdomain, not look-alike hosts", () => {
    expect(allowed("https://example.com/", "example.com")).toBe(true);
    expect(allowed("https://docs.example.com/a", "example.com")).toBe(true);
    expect(allowed("https://a.b.example.com/a", "example.com")).toBe(true);
    expect(allowed("https://badexample.com/", "example.com")).toBe(false);
    expect(allowed("https://example.com.evil.net/", "example.com")).toBe(false);
    expect(allowed("https://example.org/", "example.com")).toBe(false);
  });

  it("matches hosts case-insensitively, ignoring a trailing dot, with IDN in either spelling", () => {
    expect(allowed("https://EXAMPLE.com./x", "Example.COM")).toBe(true);
    expect(allowed("https://xn--bcher-kva.de/", "bücher.de")).toBe(true);
    expect(allowed("https://shop.bücher.de/", "xn--bcher-kva.de")).toBe(true);
  });

  it("allows a path prefix only on a path boundary", () => {
    expect(allowed("https://example.com/docs", "example.com/docs")).toBe(true);
    expect(allowed("https://example.com/docs/", "example.com/docs")).toBe(true);
    expect(allowed("https://example.com/docs/x/y?q=1", "example.com/docs")).toBe(true);
    expect(allowed("https://example.com/docs-old", "example.com/docs")).toBe(false);
    expect(allowed("https://example.com/docsx/a", "example.com/docs")).toBe(false);
    expect(allowed("https://example.com/", "example.com/docs")).toBe(false);
    expect(allowed("https://example.com/Docs/x", "example.com/docs")).toBe(false);
    expect(allowed("https://api.example.com/docs/x", "example.com/docs")).toBe(true);
  });

  it("treats an entry's trailing slash like none", () => {
    expect(allowed("https://example.com/docs", "https://example.com/docs/")).toBe(true);
    expect(allowed("https://example.com/docs/a", "https://example.com/docs/")).toBe(true);
    expect(allowed("https://example.com/docs-old", "https://example.com/docs/")).toBe(false);
  });

  it("cannot be escaped with dot segments", () => {
    expect(allowed("https://example.com/docs/../admin", "example.com/docs")).toBe(false);
    expect(allowed("https://example.com/docs/%2e%2e/admin", "example.com/docs")).toBe(false);
  });

  it("does not enforce an entry's scheme", () => {
    expect(allowed("http://example.com/docs/a", "https://example.com/docs")).toBe(true);
  });

  it("restricts to the port when the entry names one, and otherwise allows any port", () => {
    expect(allowed("http://localhost:8080/a", "localhost:8080")).toBe(true);
    expect(allowed("http://localhost:9090/a", "localhost:8080")).toBe(false);
    expect(allowed("http://localhost/a", "localhost:8080")).toBe(false);
    expect(allowed("http://localhost:9090/a", "localhost")).toBe(true);
    expect(allowed("https://example.com/a", "example.com:443")).toBe(true);
    expect(allowed("http://127.0.0.1:8080/x", "127.0.0.1:8080")).toBe(true);
  });

  it("lets *.example.com match subdomains only", () => {
    expect(allowed("https://docs.example.com/", "*.example.com")).toBe(true);
    expect(allowed("https://example.com/", "*.example.com")).toBe(false);
    expect(allowed("https://badexample.com/", "*.example.com")).toBe(false);
  });

  it("allows a URL when any rule matches", () => {
    expect(allowed("https://b.org/x", "a.com", "b.org/x")).toBe(true);
    expect(allowed("https://b.org/y", "a.com", "b.org/x")).toBe(false);
  });

  it("allows any http(s) URL with an empty rule list, and never other schemes", () => {
    expect(isUrlAllowed("https://anything.example/x", [])).toBe(true);
    expect(isUrlAllowed("http://10.0.0.1/", [])).toBe(true);
    expect(isUrlAllowed("ftp://example.com/", [])).toBe(false);
    expect(isUrlAllowed("ftp://example.com/", parseAllowedDomains(["example.com"]))).toBe(false);
    expect(isUrlAllowed("not a url", [])).toBe(false);
  });
});

describe("defaultAllowedDomains", () => {
  it("gives the start URLs' hosts, deduplicated, with non-default ports and without www.", () => {
    expect(
      defaultAllowedDomains([
        "https://www.Example.com/start",
        "https://example.com/other",
        "http://127.0.0.1:8080/",
        "https://docs.python.org/3/",
        "https://www.com/",
      ]),
    ).toEqual(["example.com", "127.0.0.1:8080", "docs.python.org", "www.com"]);
  });

  it("keeps a start URL's site reachable through www. redirects", () => {
    const rules = parseAllowedDomains(defaultAllowedDomains(["https://www.example.com/"]));
    expect(isUrlAllowed("https://example.com/", rules)).toBe(true);
    expect(isUrlAllowed("https://www.example.com/a", rules)).toBe(true);
    expect(isUrlAllowed("https://other.com/", rules)).toBe(false);
  });

  it("throws UsageError for a start URL that is not http(s)", () => {
    expect(() => defaultAllowedDomains(["example.com"])).toThrow(UsageError);
    expect(() => defaultAllowedDomains(["file:///tmp/x.html"])).toThrow(UsageError);
  });
});
