import { describe, expect, it } from "vitest";
import { isHttpUrl, normalizeUrl, withoutFragment } from "./url-normalize.js";

describe("normalizeUrl", () => {
  it.each([
    ["HTTPS://Example.COM/Path", "https://example.com/Path"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["http://example.com:8080/a", "http://example.com:8080/a"],
    ["https://example.com:80/a", "https://example.com:80/a"],
    ["https://example.com/a#section", "https://example.com/a"],
    ["https://example.com/a/./b/../c", "https://example.com/a/c"],
    ["https://example.com/a/%2e%2E/b", "https://example.com/b"],
    ["https://example.com", "https://example.com/"],
    ["https://example.com/docs/", "https://example.com/docs/"],
    ["https://example.com/docs", "https://example.com/docs"],
    ["https://example.com/?", "https://example.com/"],
    ["https://example.com/a?#top", "https://example.com/a"],
    ["https://example.com/#/pricing", "https://example.com/#/pricing"],
    ["https://example.com/app#!/help/refunds", "https://example.com/app#!/help/refunds"],
    ["https://example.com/?utm_source=x#/pricing", "https://example.com/#/pricing"],
    ["https://example.com/a#section/2", "https://example.com/a"],
    ["https://bücher.example/straße", "https://xn--bcher-kva.example/stra%C3%9Fe"],
    ["https://例え.jp/", "https://xn--r8jz45g.jp/"],
    ["https://example.com./a", "https://example.com/a"],
    ["  https://example.com/a  ", "https://example.com/a"],
    ["https://example.com/%7euser/%2fx", "https://example.com/~user/%2Fx"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it("drops tracking parameters and keeps the rest of the query in order and as spelled", () => {
    expect(
      normalizeUrl(
        "https://example.com/p?z=1&utm_source=news&a=b+c&UTM_Medium=x&gclid=1&fbclid=2&msclkid=3&q=%C3%A9&mc_cid=4&mc_eid=5&_ga=6&yclid=7&igshid=8",
      ),
    ).toBe("https://example.com/p?z=1&a=b+c&q=%C3%A9");
  });

  it("drops the query entirely when only tracking parameters were there", () => {
    expect(normalizeUrl("https://example.com/p?utm_source=a&utm_campaign=b")).toBe("https://example.com/p");
  });

  it("drops empty query parts but keeps parameters without a value", () => {
    expect(normalizeUrl("https://example.com/p?a=1&&flag&b=")).toBe("https://example.com/p?a=1&flag&b=");
  });

  it("recognises a percent-encoded tracking parameter name", () => {
    expect(normalizeUrl("https://example.com/p?utm%5Fsource=x&k=v")).toBe("https://example.com/p?k=v");
  });

  it("keeps parameters that only look like tracking ones", () => {
    expect(normalizeUrl("https://example.com/p?utm=1&gclid_x=2&page=3")).toBe(
      "https://example.com/p?utm=1&gclid_x=2&page=3",
    );
  });

  it("is idempotent", () => {
    const once = normalizeUrl("HTTP://Bücher.Example:80/a/../b/?utm_source=x&q=1#f");
    expect(once).toBe("http://xn--bcher-kva.example/b/?q=1");
    expect(normalizeUrl(once ?? "")).toBe(once);
  });

  it.each([
    "",
    "not a url",
    "/relative/path",
    "example.com",
    "ftp://example.com/file",
    "mailto:someone@example.com",
    "javascript:alert(1)",
    "data:text/html,hi",
    "file:///etc/passwd",
    "http://",
    "https://exa mple.com/",
  ])("returns null for %j", (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });
});

describe("isHttpUrl", () => {
  it("accepts absolute http and https URLs only", () => {
    expect(isHttpUrl("https://example.com/x")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:8080/")).toBe(true);
    expect(isHttpUrl("ftp://example.com/")).toBe(false);
    expect(isHttpUrl("/x")).toBe(false);
    expect(isHttpUrl("nonsense")).toBe(false);
  });
});

describe("withoutFragment", () => {
  it("drops a hash route or any other fragment, and leaves a URL without one as it is", () => {
    expect(withoutFragment("https://example.com/#/pricing")).toBe("https://example.com/");
    expect(withoutFragment("https://example.com/a?b=1#top")).toBe("https://example.com/a?b=1");
    expect(withoutFragment("https://example.com/a")).toBe("https://example.com/a");
  });
});
