// The server's log: start-up lines, warnings and unexpected errors (with stacks, which never reach clients).
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Writes to stderr; stdout is kept for the "listening on" line. */
export const stderrLogger: Logger = {
  info: (message) => process.stderr.write(`${message}\n`),
  warn: (message) => process.stderr.write(`warning: ${message}\n`),
  error: (message, error) =>
    process.stderr.write(
      `error: ${message}${error ? `\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}` : ""}\n`,
    ),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
