// Colour for people at a terminal, and only there: never when the stream is piped or redirected, never with
// NO_COLOR set (https://no-color.org), never on a "dumb" terminal. The escapes come from picocolors.
import picocolors from "picocolors";

export type Colors = ReturnType<typeof picocolors.createColors>;

/** No colour at all: what pure formatters default to. */
export const NO_COLORS: Colors = picocolors.createColors(false);

/** Whether `stream` should be written in colour under `env`. */
export function colorEnabled(stream: unknown, env: NodeJS.ProcessEnv = process.env): boolean {
  const isTty = (stream as { isTTY?: boolean } | undefined)?.isTTY === true;
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  return isTty && !noColor && env.TERM !== "dumb";
}

/** The colours to write `stream` with: real ones on a terminal, identity functions otherwise. */
export function colorsFor(stream: unknown, env: NodeJS.ProcessEnv = process.env): Colors {
  return colorEnabled(stream, env) ? picocolors.createColors(true) : NO_COLORS;
}
