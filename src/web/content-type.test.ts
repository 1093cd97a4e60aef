import { describe, expect, it } from "vitest";
import { classifyContent, parseContentType, sniffMediaType } from "./content-type.js";

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
});
