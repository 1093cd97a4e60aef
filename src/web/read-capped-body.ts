// Reads a response body while streaming: undoes Content-Encoding (gzip, deflate, br) and stops as soon as the
// decoded bytes pass the cap, so neither a never-ending body nor a compression bomb is ever held in memory.
import { pipeline, type Readable, Transform, type TransformCallback } from "node:stream";
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from "node:zlib";

/** The body passed `maxBytes` (after decompression); the stream was destroyed at that point. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${formatBytes(maxBytes)}`);
    this.name = "BodyTooLargeError";
  }
}

/** The server used a Content-Encoding we never asked for. */
export class UnsupportedEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(`unsupported content-encoding ${encoding}`);
    this.name = "UnsupportedEncodingError";
  }
}

/** The value sent as Accept-Encoding: exactly what `readCappedBody` can undo. */
export const ACCEPT_ENCODING = "gzip, deflate, br";

/** "5 MB", "512 KB", "1000 bytes": for messages. */
export function formatBytes(bytes: number): string {
  const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

// "deflate" is meant to be zlib-wrapped (RFC 9110) but some servers send raw deflate; the first byte tells them apart.
class InflateEither extends Transform {
  private inner?: Transform;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.inner) {
      const isZlib = ((chunk[0] ?? 0) & 0x0f) === 0x08;
      const options = { finishFlush: constants.Z_SYNC_FLUSH };
      this.inner = isZlib ? createInflate(options) : createInflateRaw(options);
      this.inner.on("data", (data: Buffer) => this.push(data));
      this.inner.on("error", (error) => this.destroy(error));
    }
    this.inner.write(chunk, callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.inner) {
      callback();
      return;
    }
    this.inner.once("end", () => callback());
    this.inner.end();
  }
}

function decoderFor(encoding: string): Transform {
  // Sync flush tolerates a stream cut short at the end, as browsers do.
  const options = { finishFlush: constants.Z_SYNC_FLUSH };
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return createGunzip(options);
    case "br":
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    case "deflate":
      return new InflateEither();
    default:
      throw new UnsupportedEncodingError(encoding);
  }
}

/**
 * Reads `body` to the end, decoding `contentEncoding` (a header value such as "gzip" or "deflate, br"), and returns
 * the decoded bytes. Throws BodyTooLargeError as soon as they pass `maxBytes` — or, with `truncate`, returns their
 * first `maxBytes` and stops reading —, UnsupportedEncodingError for an encoding we cannot undo, and zlib's error
 * for a corrupt stream. `body` is destroyed on every failure and when it is cut short.
 */
export async function readCappedBody(options: {
  body: Readable;
  contentEncoding?: string;
  contentLength?: string;
  maxBytes: number;
  /** Keep the first `maxBytes` of a larger body instead of failing. */
  truncate?: boolean;
}): Promise<Uint8Array> {
  const { body, maxBytes, truncate = false } = options;
  const encodings = (options.contentEncoding ?? "")
    .split(",")
    .map((encoding) => encoding.trim().toLowerCase())
    .filter((encoding) => encoding !== "" && encoding !== "identity");
  let decoders: Transform[];
  try {
    // Encodings are listed in the order they were applied; undo them last first.
    decoders = encodings.reverse().map(decoderFor);
    // A declared length over the cap fails before a byte is read (only meaningful for an unencoded body).
    if (!truncate && decoders.length === 0 && Number(options.contentLength) > maxBytes)
      throw new BodyTooLargeError(maxBytes);
  } catch (error) {
    body.destroy();
    throw error;
  }

  const output: Readable =
    decoders.length === 0
      ? body
      : (pipeline([body, ...decoders], () => {
          // Errors surface through iterating the last stream, which pipeline destroys with the error.
        }) as unknown as Readable);

  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      if (total + chunk.length > maxBytes) {
        if (!truncate) throw new BodyTooLargeError(maxBytes);
        chunks.push(chunk.subarray(0, maxBytes - total));
        total = maxBytes;
        output.destroy();
        body.destroy();
        break;
      }
      total += chunk.length;
      chunks.push(chunk);
    }
  } catch (error) {
    output.destroy();
    body.destroy();
    throw error;
  }
  const bytes = Buffer.concat(chunks, total);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
