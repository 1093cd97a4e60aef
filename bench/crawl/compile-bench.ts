// Compiles src/ and bench/crawl/ to plain JavaScript in bench/.out/crawl/ (or crawl-quick/) so each crawler's child
// process runs without a TypeScript loader: tsx's loader thread alone adds ~50 MB of RSS, which would distort the
// peak-memory comparison. File by file, not bundled, so the crawlers load their modules as they would from dist/.
import { copyFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";

// Declaration files have no JavaScript to emit (TypeScript's transpileModule even fails on them: "Output
// generation failed"), and tests never run in the crawlers' processes.
const SKIPPED = [".d.ts", ".test.ts"];

function typescriptFiles(directory: string, exclude: readonly string[]): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .map((entry) => ({ entry, path: join(entry.parentPath, entry.name) }))
    .filter(
      ({ entry, path }) =>
        entry.isFile() &&
        entry.name.endsWith(".ts") &&
        !SKIPPED.some((suffix) => entry.name.endsWith(suffix)) &&
        !exclude.some((folder) => path.startsWith(folder)),
    )
    .map(({ path }) => path);
}

/**
 * Transpiles every .ts file of `folders` (relative to `root`) into `outDir`, keeping the layout; `exclude` lists
 * folders (relative to `root`) the crawlers never load, such as the browser UI.
 */
export function compileBench(options: {
  root: string;
  outDir: string;
  folders: string[];
  exclude?: string[];
}): void {
  const { root, outDir, folders } = options;
  const exclude = (options.exclude ?? []).map((folder) => `${join(root, folder)}/`);
  rmSync(outDir, { recursive: true, force: true });
  buildSync({
    entryPoints: folders.flatMap((folder) => typescriptFiles(join(root, folder), exclude)),
    outdir: outDir,
    outbase: root,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
  // src/version.ts reads ../package.json; it also marks the output as ES modules.
  copyFileSync(join(root, "package.json"), join(outDir, "package.json"));
}
