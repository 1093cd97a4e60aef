// The shared browser as the configuration asks for it: none for `--render never` (no browser is ever started),
// the system's Chromium otherwise. Without one, `auto` says so in one line and reads pages plainly, `always` fails.
import type { WebscoutConfig } from "../config/index.js";
import {
  type BrowserHost,
  BrowserUnavailableError,
  CHROMIUM_CANDIDATES,
  createBrowserHost,
  findChromium,
  INSTALL_HINT,
  type LaunchBrowser,
} from "../render/index.js";

export interface BrowserFromConfigOptions {
  config: Pick<WebscoutConfig, "render" | "chromiumPath" | "renderMaxPages">;
  /** Receives the one-line hint when `auto` finds no browser. */
  notice: (line: string) => void;
  /** Default: playwright-core's launch (tests pass a spy). */
  launch?: LaunchBrowser;
}

/** Undefined when nothing is to be rendered; throws BrowserUnavailableError for `always` without a browser. */
export function browserFromConfig(options: BrowserFromConfigOptions): BrowserHost | undefined {
  const { config } = options;
  if (config.render === "never") return undefined;
  const executablePath = findChromium(
    config.chromiumPath === undefined ? {} : { configured: config.chromiumPath },
  );
  if (executablePath === undefined) {
    const where = config.chromiumPath ?? CHROMIUM_CANDIDATES.join(", ");
    if (config.render === "always") {
      throw new BrowserUnavailableError(
        `--render always needs Chromium, and none was found (looked at ${where})`,
      );
    }
    options.notice(`no Chromium found, so JavaScript-only pages are read without rendering; ${INSTALL_HINT}`);
    return undefined;
  }
  return createBrowserHost({
    executablePath,
    maxPages: config.renderMaxPages,
    ...(options.launch ? { launch: options.launch } : {}),
  });
}
