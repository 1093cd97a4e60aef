import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gunzipCapped, isGzip } from "./gunzip-capped.js";

describe("isGzip", () => {
  it("recognises the gzip magic bytes", () => {
    expect(isGzip(gzipSync("hello"))).toBe(true);
    expect(isGzip(new TextEncoder().encode("<urlset/>"))).toBe(false);
    expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
  });
});

describe("gunzipCapped", () => {
  it("decompresses within the cap", async () => {
    const output = await gunzipCapped({ bytes: gzipSync("hello sitemap"), maxBytes: 1024 });
    expect(new TextDecoder().decode(output ?? new Uint8Array())).toBe("hello sitemap");
  });

  it("stops a zip bomb at the cap", async () => {
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 1 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await gunzipCapped({ bytes: bomb, maxBytes: 1024 * 1024 })).toBeNull();
  });

  it("returns null for corrupt gzip", async () => {
    const corrupt = gzipSync("hello sitemap").subarray(0, 12);
    expect(await gunzipCapped({ bytes: corrupt, maxBytes: 1024 })).toBeNull();
  });
});
