// The chat UI and the widget, built into dist/ui by the build step: GET / (index.html), GET /widget.js and
// GET /assets/*. Paths are confined to the UI folder; a missing build gets a page explaining how to build.
import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Context, Hono } from "hono";
import { contentTypeFor } from "../content-types.js";
import { FALLBACK_PAGE } from "../fallback-page.js";
import { HTML_SECURITY_HEADERS } from "../security-headers.js";
import { NotFoundError } from "../server-errors.js";

/** <package root>/dist/ui, from both src/server/routes and dist/server/routes. */
export const DEFAULT_UI_DIR = fileURLToPath(new URL("../../../dist/ui/", import.meta.url));

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return undefined;
    throw error;
  }
}

/** The file under `root` that `relative` (still percent-encoded) names, or undefined if it would escape it. */
export function confinedPath(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded === "" || decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const base = resolve(root);
  const full = resolve(base, decoded);
  return full.startsWith(base + sep) ? full : undefined;
}

function send(c: Context, body: Buffer | string, path: string, cacheControl: string): Response {
  const headers: Record<string, string> = {
    "content-type": contentTypeFor(path),
    "cache-control": cacheControl,
  };
  if (path.endsWith(".html")) Object.assign(headers, HTML_SECURITY_HEADERS);
  return c.body(typeof body === "string" ? body : new Uint8Array(body), 200, headers);
}

export function registerStaticRoutes(app: Hono, options: { uiDir?: string } = {}): void {
  const uiDir = resolve(options.uiDir ?? DEFAULT_UI_DIR);

  const page = async (c: Context) => {
    const html = await readIfFile(resolve(uiDir, "index.html"));
    return send(c, html ?? FALLBACK_PAGE, "index.html", "no-cache");
  };
  app.get("/", page);
  app.get("/index.html", page);

  app.get("/widget.js", async (c) => {
    const script = await readIfFile(resolve(uiDir, "widget.js"));
    if (!script) throw new NotFoundError("the widget wasn't built; run `npm run build`");
    return send(c, script, "widget.js", "public, max-age=300");
  });

  app.get("/assets/*", async (c) => {
    // The raw (still encoded) path, so that an encoded "../" is judged after decoding, not before.
    const raw = new URL(c.req.url).pathname.slice("/assets/".length);
    const path = confinedPath(resolve(uiDir, "assets"), raw);
    const file = path ? await readIfFile(path) : undefined;
    if (!path || !file) throw new NotFoundError("no such asset");
    return send(c, file, path, "public, max-age=300");
  });
}
