import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  formatBytes,
  readCappedBody,
  UnsupportedEncodingError,
} from "./read-capped-body.js";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** An endless stream of 16 KB chunks that records whether it was destroyed and how much was pulled. */
function endless() {
  const state = { pulled: 0, destroyed: false };
  const stream = new Readable({
    read() {
      state.pulled += 16 * 1024;
      this.push(Buffer.alloc(16 * 1024, "x"));
    },
    destroy(error, callback) {
      state.destroyed = true;
      callback(error);
    },
  });
  return { stream, state };
}

describe("readCappedBody", () => {
  it("reads a plain body and undoes stacked encodings in reverse order", async () => {
    expect(
      text(
        await readCappedBody({ body: Readable.from([Buffer.from("ab"), Buffer.from("c")]), maxBytes: 10 }),
      ),
    ).toBe("abc");
    const twice = brotliCompressSync(gzipSync("layered"));
    const body = Readable.from([twice]);
    expect(text(await readCappedBody({ body, contentEncoding: "gzip, br", maxBytes: 100 }))).toBe("layered");
  });

  it("stops an endless body just past the cap and destroys it", async () => {
    const { stream, state } = endless();
    await expect(readCappedBody({ body: stream, maxBytes: 100_000 })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(state.destroyed).toBe(true);
    expect(state.pulled).toBeLessThan(300_000);
  });

  it("with truncate, keeps the first maxBytes of a longer body (declared or not) and stops reading it", async () => {
    const { stream, state } = endless();
    const bytes = await readCappedBody({
      body: stream,
      contentLength: "5000000",
      maxBytes: 100_000,
      truncate: true,
    });
    expect(bytes.length).toBe(100_000);
    expect(state.destroyed).toBe(true);
    expect(state.pulled).toBeLessThan(300_000);
    const zipped = Readable.from([gzipSync("a".repeat(50_000))]);
    expect(
      text(await readCappedBody({ body: zipped, contentEncoding: "gzip", maxBytes: 10, truncate: true })),
    ).toBe("aaaaaaaaaa");
  });

  it("fails at once when the declared length is over the cap", async () => {
    const { stream, state } = endless();
    await expect(readCappedBody({ body: stream, contentLength: "5000000", maxBytes: 1000 })).rejects.toThrow(
      "body larger than 1000 bytes",
    );
    expect(state.pulled).toBe(0);
  });

  it("refuses encodings it did not ask for and corrupt streams", async () => {
    await expect(
      readCappedBody({ body: Readable.from([Buffer.from("x")]), contentEncoding: "zstd", maxBytes: 10 }),
    ).rejects.toBeInstanceOf(UnsupportedEncodingError);
    await expect(
      readCappedBody({
        body: Readable.from([Buffer.from("not gzip at all")]),
        contentEncoding: "gzip",
        maxBytes: 100,
      }),
    ).rejects.toMatchObject({ code: "Z_DATA_ERROR" });
  });

  it("formats sizes for messages", () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(999)).toBe("999 bytes");
  });
});
