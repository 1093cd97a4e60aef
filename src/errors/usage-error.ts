import { WebscoutError } from "./webscout-error.js";

/** Bad input from the user (invalid URL, missing file, bad option): the CLI prints it on one line and exits 2. */
export class UsageError extends WebscoutError {
  constructor(message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("usage", message, options);
  }
}
