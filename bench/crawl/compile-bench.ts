// Compiles src/ and bench/crawl/ to plain JavaScript in bench/.out/ so each crawler's child process runs without a
// TypeScript loader: tsx's loader thread alone adds ~50 MB of RSS, which would distort the peak-memory comparison.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

// Declaration files have no JavaScript to emit (transpileModule fails on them: "Output generation failed"), and
// tests never run in the crawlers' processes.
const SKIPPED = [".d.ts", ".test.ts"];

function typescriptFiles(directory: string, exclude: readonly string[]): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith(".ts") &&
        !SKIPPED.some((suffix) => entry.name.endsWith(suffix)) &&
        !exclude.some((folder) => join(entry.parentPath, entry.name).startsWith(folder)),
    )
    .map((entry) => join(entry.parentPath, entry.name));
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
  for (const folder of folders) {
    for (const file of typescriptFiles(join(root, folder), exclude)) {
      const output = ts.transpileModule(readFileSync(file, "utf8"), {
        fileName: file,
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2023,
          verbatimModuleSyntax: true,
        },
      });
      const target = join(outDir, relative(root, file)).replace(/\.ts$/, ".js");
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, output.outputText);
    }
  }
  // src/version.ts reads ../package.json; it also marks the output as ES modules.
  copyFileSync(join(root, "package.json"), join(outDir, "package.json"));
}
