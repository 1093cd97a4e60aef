// Commander option parsers shared by the commands.
import { InvalidArgumentError } from "commander";

export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new InvalidArgumentError("expected a positive integer");
  }
  return number;
}

/** A TCP port to listen on, 0 included (it picks a free one). */
export function portNumber(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number > 65_535) {
    throw new InvalidArgumentError("expected a port number from 0 to 65535 (0 picks a free one)");
  }
  return number;
}

/** An amount in US dollars, "$" optional, e.g. "0.10" or "$2". */
export function usdAmount(value: string): number {
  const amount = Number(value.trim().replace(/^\$/, ""));
  if (value.trim() === "" || !Number.isFinite(amount) || amount < 0) {
    throw new InvalidArgumentError("expected an amount in USD, e.g. 0.10");
  }
  return amount;
}

/** For repeatable options: each use adds one value. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** An absolute http(s) URL, e.g. "https://example.com/docs/". */
export function httpUrl(value: string): string {
  const trimmed = value.trim();
  if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) {
    throw new InvalidArgumentError("expected an absolute http(s) URL, e.g. https://example.com/docs/");
  }
  return new URL(trimmed).href;
}

/** How pages are rendered: auto, never or always (`--render`). */
export function renderMode(value: string): "auto" | "never" | "always" {
  const mode = value.trim().toLowerCase();
  if (mode !== "auto" && mode !== "never" && mode !== "always") {
    throw new InvalidArgumentError("expected auto, never or always");
  }
  return mode;
}

/** The `--render` option's help, shared by the commands that read pages. */
export const RENDER_HELP =
  "render pages in headless Chromium: auto (only empty application shells), never, always (env WEBSCOUT_RENDER; default: auto)";
