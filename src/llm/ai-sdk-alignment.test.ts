// `ai` and the three providers are pinned to releases that share one @ai-sdk/provider-utils and one
// @ai-sdk/provider: bumping one of them alone would install a second copy of each, with its own types and zod
// schemas. When this fails, pick the set again with `npm view <package>@<range> dependencies`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Lockfile {
  packages: Record<string, { version?: string }>;
}

const lockfile = JSON.parse(
  readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8"),
) as Lockfile;

/** Every version of `name` the lockfile installs, wherever it is nested. */
function installedVersions(name: string): string[] {
  const versions = Object.entries(lockfile.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? "?");
  return [...new Set(versions)];
}

describe("AI SDK packages", () => {
  it.each(["@ai-sdk/provider-utils", "@ai-sdk/provider"])("install a single %s", (name) => {
    expect(installedVersions(name)).toHaveLength(1);
  });
});
