import { describe, expect, it } from "vitest";
import { binaryBodyType, classifyContent, parseContentType, sniffMediaType } from "./content-type.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("parseContentType", () => {
  it("splits the media type from its charset, case-insensitively and unquoted", () => {
    expect(parseContentType('Text/HTML; Charset="Windows-1251"')).toEqual({
      mediaType: "text/html",
      charset: "windows-1251",
    });
    expect(parseContentType("application/pdf")).toEqual({ mediaType: "application/pdf" });
    expect(parseContentType("text/plain; format=flowed; charset=utf-8")?.charset).toBe("utf-8");
  });

  it("treats a missing or malformed header as absent", () => {
    expect(parseContentType(undefined)).toBeUndefined();
    expect(parseContentType("")).toBeUndefined();
    expect(parseContentType("html")).toBeUndefined();
  });
});

describe("sniffMediaType", () => {
  it("recognises HTML by its opening tag, after whitespace or a BOM", () => {
    expect(sniffMediaType(bytes("  \n<!DOCTYPE html><html>"))).toBe("text/html");
    expect(sniffMediaType(bytes("\ufeff<html lang=en>"))).toBe("text/html");
    expect(sniffMediaType(bytes("<p>hello"))).toBe("text/html");
  });

  it("recognises binary formats by their signatures", () => {
    expect(sniffMediaType(bytes("%PDF-1.7\n…"))).toBe("application/pdf");
    expect(sniffMediaType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "image/png",
    );
    expect(sniffMediaType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe("application/zip");
    expect(sniffMediaType(new Uint8Array([0x00, 0x01, 0x02, 0x41]))).toBe("application/octet-stream");
  });

  it("falls back to plain text for readable bytes", () => {
    expect(sniffMediaType(bytes("just some words\nand a line"))).toBe("text/plain");
    expect(sniffMediaType(bytes("<?xml version='1.0'?><rss>"))).toBe("text/xml");
  });
});

describe("classifyContent", () => {
  it("reads HTML, XHTML and text, keeping the header charset", () => {
    expect(classifyContent({ contentType: "text/html; charset=shift_jis", bytes: bytes("") })).toEqual({
      readable: true,
      mediaType: "text/html",
      charset: "shift_jis",
      sniffed: false,
    });
    expect(classifyContent({ contentType: "application/xhtml+xml", bytes: bytes("") }).readable).toBe(true);
    expect(classifyContent({ contentType: "text/plain", bytes: bytes("") }).readable).toBe(true);
  });

  it("skips other types with a reason naming the type, trusting the header over the bytes", () => {
    expect(classifyContent({ contentType: "application/pdf", bytes: bytes("<html>") })).toEqual({
      readable: false,
      mediaType: "application/pdf",
      reason: "not HTML or text (application/pdf)",
      sniffed: false,
    });
    expect(classifyContent({ contentType: "image/png", bytes: bytes("") }).readable).toBe(false);
  });

  it("sniffs when the header is missing", () => {
    expect(classifyContent({ bytes: bytes("<html><body>hi") })).toMatchObject({
      readable: true,
      mediaType: "text/html",
      sniffed: true,
    });
    expect(classifyContent({ bytes: bytes("%PDF-1.4") })).toMatchObject({
      readable: false,
      reason: "not HTML or text (application/pdf)",
    });
  });

  it("takes the type of binary bytes over a page or text label, keeping text with control bytes after a tag", () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
    expect(classifyContent({ contentType: "text/html; charset=utf-8", bytes: gzip })).toEqual({
      readable: false,
      mediaType: "application/gzip",
      reason: "not HTML or text (application/gzip, though the server labels it text/html)",
      sniffed: false,
    });
    expect(classifyContent({ contentType: "text/html", bytes: bytes("%PDF-1.7\n") })).toMatchObject({
      readable: false,
      mediaType: "application/pdf",
    });
    expect(
      classifyContent({ contentType: "text/plain", bytes: new Uint8Array([0x41, 0x00, 0x02, 0x42]) }),
    ).toMatchObject({ readable: false, mediaType: "application/octet-stream" });
    // A page that opens with a tag stays a page, whatever stray control bytes follow.
    expect(
      classifyContent({ contentType: "text/html", bytes: bytes("<html><p>tab\u000bbed") }).readable,
    ).toBe(true);
  });

  it("reads UTF-16 labelled as text: with a byte order mark, or with the charset in the header", () => {
    const utf16le = (text: string) => new Uint8Array(Buffer.from(text, "utf16le"));
    const withBom = new Uint8Array([0xff, 0xfe, ...utf16le("<p>hi</p>")]);
    expect(classifyContent({ contentType: "text/html", bytes: withBom }).readable).toBe(true);
    expect(
      classifyContent({ contentType: "text/plain; charset=UTF-16LE", bytes: utf16le("plain words") })
        .readable,
    ).toBe(true);
    expect(classifyContent({ contentType: "text/plain", bytes: utf16le("plain words") }).readable).toBe(
      false,
    );
  });
});

describe("binaryBodyType", () => {
  it("names binary data and leaves text, a byte order mark included, undefined", () => {
    expect(binaryBodyType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(binaryBodyType(new Uint8Array([0x00, 0x01]))).toBe("application/octet-stream");
    expect(binaryBodyType(bytes("plain words\n"))).toBeUndefined();
    expect(binaryBodyType(new Uint8Array([0xfe, 0xff, 0x00, 0x41]))).toBeUndefined();
  });
});
