// The package version, read once from package.json (works from src/ under tests and from dist/ when built).
import { readFileSync } from "node:fs";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export const VERSION: string = packageJson.version;

/** The User-Agent every request sends: names webscout, its version and where to learn about it. */
export const USER_AGENT = `webscout/${VERSION} (+https://github.com/webscout/webscout; bot)`;

/** The product token robots.txt groups are matched against. */
export const ROBOTS_AGENT = "webscout";
