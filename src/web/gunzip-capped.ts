// Gunzip with a ceiling on the output, so a small compressed body cannot expand into gigabytes (zip bomb).
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

const gunzipAsync = promisify(gunzip);

/** True when `bytes` start with the gzip magic number 1f 8b. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Decompresses gzip `bytes`, stopping zlib as soon as the output would exceed `maxBytes`.
 * Returns null for corrupt input or output over the cap; never throws.
 */
export async function gunzipCapped({
  bytes,
  maxBytes,
}: {
  bytes: Uint8Array;
  maxBytes: number;
}): Promise<Uint8Array | null> {
  try {
    const output = await gunzipAsync(bytes, { maxOutputLength: Math.max(1, maxBytes) });
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    return null;
  }
}
