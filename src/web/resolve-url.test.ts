import { describe, expect, it } from "vitest";
import { resolveUrl } from "./resolve-url.js";

const pageUrl = "https://example.com/docs/guide/intro.html";

describe("resolveUrl", () => {
  it.each([
    ["setup.html", "https://example.com/docs/guide/setup.html"],
    ["../api/", "https://example.com/docs/api/"],
    ["/about", "https://example.com/about"],
    ["//cdn.example.org/x?utm_source=a&v=2", "https://cdn.example.org/x?v=2"],
    ["https://Other.Example:443/Y#frag", "https://other.example/Y"],
    ["?page=2", "https://example.com/docs/guide/intro.html?page=2"],
    ["#section", "https://example.com/docs/guide/intro.html"],
    ["", "https://example.com/docs/guide/intro.html"],
    ["  spaced.html\n", "https://example.com/docs/guide/spaced.html"],
    ["../../../../../../x", "https://example.com/x"],
  ])("%j against the page URL → %s", (href, expected) => {
    expect(resolveUrl({ href, pageUrl })).toBe(expected);
  });

  it.each([
    "javascript:void(0)",
    "JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "mailto:help@example.com",
    "tel:+15551234",
    "data:text/html,<b>x</b>",
    "ftp://example.com/file",
    "about:blank",
    "blob:https://example.com/1",
    "https://",
  ])("ignores %j", (href) => {
    expect(resolveUrl({ href, pageUrl })).toBeNull();
  });

  it("resolves against <base href>, itself relative to the final page URL", () => {
    expect(resolveUrl({ href: "page", baseHref: "/static/", pageUrl })).toBe(
      "https://example.com/static/page",
    );
    expect(resolveUrl({ href: "page", baseHref: "https://mirror.example/v2/", pageUrl })).toBe(
      "https://mirror.example/v2/page",
    );
  });

  it("uses the page URL when <base href> is unusable", () => {
    expect(resolveUrl({ href: "next", baseHref: "javascript:alert(1)", pageUrl })).toBe(
      "https://example.com/docs/guide/next",
    );
    expect(resolveUrl({ href: "next", baseHref: "http://[bad", pageUrl })).toBe(
      "https://example.com/docs/guide/next",
    );
  });

  it("resolves against the final (post-redirect) URL it is given", () => {
    const finalUrl = "https://www.example.com/new/place/";
    expect(resolveUrl({ href: "child", pageUrl: finalUrl })).toBe("https://www.example.com/new/place/child");
  });

  it("returns null when the page URL itself is not http(s)", () => {
    expect(resolveUrl({ href: "x", pageUrl: "file:///tmp/a.html" })).toBeNull();
    expect(resolveUrl({ href: "x", pageUrl: "nonsense" })).toBeNull();
  });
});
