// A check for speed work, not part of the test run: extracts every page of the article benchmark and of the
// WCXB development split (text and Markdown) and hashes each output, so a change meant to be faster can be
// proven not to change a single byte. Pages are read one at a time (the whole split in memory is ~2 GB).
//   node --import tsx bench/extract/output-hashes.ts --save FILE    write the hashes (run on main)
//   node --import tsx bench/extract/output-hashes.ts --check FILE   compare with them; exit 1 on any difference
//   --dom   also hash each page's parsed DOM (for parser changes)
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { getOuterHTML } from "domutils";
import { extractMainMarkdown, extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { DEFAULT_DATA_DIR } from "./dataset.js";
import { DEFAULT_WCXB_DIR } from "./wcxb-dataset.js";

const { values } = parseArgs({
  options: {
    save: { type: "string" },
    check: { type: "string" },
    dom: { type: "boolean", default: false },
  },
});
if ((values.save === undefined) === (values.check === undefined)) {
  console.error("usage: output-hashes.ts (--save FILE | --check FILE) [--dom]");
  process.exit(2);
}

const hashes: Record<string, string> = {};
let cpuMs = 0;
for (const dir of [join(DEFAULT_DATA_DIR, "html"), join(DEFAULT_WCXB_DIR, "html")]) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".html.gz"))
    .sort();
  for (const file of files) {
    const html = gunzipSync(readFileSync(join(dir, file))).toString("utf8");
    const before = process.cpuUsage();
    const text = extractMainText(parseHtml(html));
    const markdown = extractMainMarkdown(parseHtml(html));
    const spent = process.cpuUsage(before);
    cpuMs += (spent.user + spent.system) / 1000;
    const hash = createHash("sha256").update(text).update("\0").update(markdown);
    if (values.dom) hash.update("\0").update(getOuterHTML(parseHtml(html)));
    hashes[`${dir.includes("wcxb") ? "wcxb" : "article"}/${file}`] = hash.digest("hex").slice(0, 16);
  }
}
const count = Object.keys(hashes).length;
console.error(`${count} pages, ${(cpuMs / 1000).toFixed(1)} s of CPU time extracting (text + Markdown)`);

if (values.save !== undefined) {
  writeFileSync(values.save, `${JSON.stringify(hashes, null, 1)}\n`);
  console.error(`saved to ${values.save}`);
} else {
  const saved = JSON.parse(readFileSync(values.check as string, "utf8")) as Record<string, string>;
  const differing = Object.keys({ ...saved, ...hashes }).filter((page) => saved[page] !== hashes[page]);
  for (const page of differing.slice(0, 20)) console.error(`differs: ${page}`);
  console.error(differing.length === 0 ? "identical" : `${differing.length} pages differ`);
  process.exit(differing.length === 0 ? 0 : 1);
}
