// Builds the browser side: the chat page (index.html, assets/app.js, assets/styles.css, assets/favicon.svg)
// and the embeddable widget (widget.js), minified for ES2020 browsers, into dist/ui/ (or `outDir`).
// Run: node scripts/build-ui.mjs [outDir]
import { copyFile, mkdir, readFile, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const UI_SOURCE = join(ROOT, "src/ui");

/**
 * @param {object} [options]
 * @param {string} [options.outDir] Default <package>/dist/ui. Emptied first.
 * @param {boolean} [options.minify] Default true.
 * @returns {Promise<{ outDir: string, files: Record<string, number> }>} written files and their sizes in bytes
 */
export async function buildUi(options = {}) {
  const outDir = resolve(options.outDir ?? join(ROOT, "dist/ui"));
  const minify = options.minify ?? true;
  const { version } = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "assets"), { recursive: true });

  const common = {
    bundle: true,
    minify,
    target: "es2020",
    platform: "browser",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    define: { __WEBSCOUT_VERSION__: JSON.stringify(version) },
  };
  const results = await Promise.all([
    build({
      ...common,
      entryPoints: [join(UI_SOURCE, "chat/main.ts")],
      outfile: join(outDir, "assets/app.js"),
      format: "esm",
    }),
    build({
      ...common,
      entryPoints: [join(UI_SOURCE, "widget/main.ts")],
      outfile: join(outDir, "widget.js"),
      // A classic script: it runs on pages we don't control and must not need type="module".
      format: "iife",
      loader: { ".css": "text" },
    }),
    build({
      ...common,
      entryPoints: [join(UI_SOURCE, "static/styles.css")],
      outfile: join(outDir, "assets/styles.css"),
    }),
  ]);
  await copyFile(join(UI_SOURCE, "static/index.html"), join(outDir, "index.html"));
  await copyFile(join(UI_SOURCE, "static/favicon.svg"), join(outDir, "assets/favicon.svg"));

  const files = {};
  for (const result of results) {
    for (const [path, output] of Object.entries(result.metafile.outputs)) {
      files[resolve(ROOT, path).slice(outDir.length + 1)] = output.bytes;
    }
  }
  return { outDir, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { outDir, files } = await buildUi({ outDir: process.argv[2] });
  const sizes = Object.entries(files)
    .map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KiB`)
    .join(", ");
  process.stdout.write(`UI built into ${outDir}: ${sizes}\n`);
}
