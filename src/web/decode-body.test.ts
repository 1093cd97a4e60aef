import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeBody, findDeclaredCharset, resolveCharset } from "./decode-body.js";

const russian = "Привет, мир — съешь ещё этих мягких французских булок";
const japanese = "こんにちは世界。日本語のページです";

describe("decodeBody", () => {
  it("decodes windows-1251 named in the Content-Type header", () => {
    const bytes = iconv.encode(`<p>${russian}</p>`, "windows-1251");
    const decoded = decodeBody({ bytes, mediaType: "text/html", headerCharset: "windows-1251" });
    expect(decoded).toEqual({ text: `<p>${russian}</p>`, charset: "windows-1251", source: "header" });
  });

  it("decodes windows-1251 declared by <meta http-equiv> when the header has no charset", () => {
    const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body>${russian}</body></html>`;
    const decoded = decodeBody({ bytes: iconv.encode(html, "windows-1251"), mediaType: "text/html" });
    expect(decoded.charset).toBe("windows-1251");
    expect(decoded.source).toBe("meta");
    expect(decoded.text).toContain(russian);
  });

  it("decodes Shift_JIS from <meta charset> and from the header", () => {
    const html = `<!doctype html><meta charset="Shift_JIS"><title>${japanese}</title>`;
    const bytes = iconv.encode(html, "shift_jis");
    expect(decodeBody({ bytes, mediaType: "text/html" })).toMatchObject({
      charset: "shift_jis",
      source: "meta",
    });
    expect(decodeBody({ bytes, mediaType: "text/html" }).text).toContain(japanese);
    const plain = iconv.encode(japanese, "shift_jis");
    expect(decodeBody({ bytes: plain, mediaType: "text/plain", headerCharset: "sjis" }).text).toBe(japanese);
  });

  it("lets a BOM win over the header and strips it", () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(russian)]);
    expect(decodeBody({ bytes: utf8, mediaType: "text/html", headerCharset: "windows-1251" })).toEqual({
      text: russian,
      charset: "utf-8",
      source: "bom",
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(japanese, "utf-16le")]);
    expect(decodeBody({ bytes: utf16, mediaType: "text/html" })).toMatchObject({
      text: japanese,
      charset: "utf-16le",
    });
  });

  it("prefers the header over <meta>, ignores unknown labels and commented-out declarations", () => {
    const html = `<meta charset="shift_jis">${russian}`;
    const bytes = iconv.encode(html, "windows-1251");
    expect(decodeBody({ bytes, mediaType: "text/html", headerCharset: "windows-1251" }).text).toBe(html);
    const unknown = new TextEncoder().encode(
      `<!-- <meta charset="koi8-r"> --><meta charset="bogus">${russian}`,
    );
    expect(decodeBody({ bytes: unknown, mediaType: "text/html", headerCharset: "nope" })).toMatchObject({
      charset: "utf-8",
      source: "default",
    });
  });

  it("does not look for <meta> in plain text, and only within the scanned head", () => {
    const text = iconv.encode(`<meta charset="windows-1251">${russian}`, "windows-1251");
    expect(decodeBody({ bytes: text, mediaType: "text/plain" }).charset).not.toBe("windows-1251");
    const late = iconv.encode(`${" ".repeat(5000)}<meta charset="windows-1251">${russian}`, "windows-1251");
    expect(decodeBody({ bytes: late, mediaType: "text/html" }).source).not.toBe("meta");
  });

  it("reads undeclared bytes that are not UTF-8 as windows-1252 rather than replacement characters", () => {
    const bytes = iconv.encode("café crème", "windows-1252");
    expect(decodeBody({ bytes, mediaType: "text/html" })).toEqual({
      text: "café crème",
      charset: "windows-1252",
      source: "fallback",
    });
  });

  it("treats a <meta> claim of UTF-16 in ASCII bytes as UTF-8", () => {
    const bytes = new TextEncoder().encode(`<meta charset="utf-16">${japanese}`);
    expect(decodeBody({ bytes, mediaType: "text/html" })).toMatchObject({ charset: "utf-8", source: "meta" });
  });
});

describe("resolveCharset and findDeclaredCharset", () => {
  it("follows the WHATWG aliases browsers use", () => {
    expect(resolveCharset("ISO-8859-1")?.name).toBe("windows-1252");
    expect(resolveCharset("GB2312")?.name).toBe("gbk");
    expect(resolveCharset("koi8-r")?.name).toBe("koi8-r");
    expect(resolveCharset("no-such-charset")).toBeUndefined();
  });

  it("finds the XML declaration's encoding", () => {
    expect(findDeclaredCharset(`<?xml version="1.0" encoding="EUC-JP"?><html>`)).toBe("EUC-JP");
  });
});
