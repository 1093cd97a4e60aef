import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "../app.js";
import { startServer } from "../main.js";
import { fixedRuntimeManager } from "../runtime-manager.js";
import { confinedPath } from "./static.js";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function builtUi() {
  const root = mkdtempSync(join(tmpdir(), "webscout-ui-"));
  roots.push(root);
  writeFileSync(join(root, "secret.txt"), "TOP-SECRET");
  const uiDir = join(root, "ui");
  mkdirSync(join(uiDir, "assets", "fonts"), { recursive: true });
  writeFileSync(
    join(uiDir, "index.html"),
    '<!doctype html><title>Chat</title><script src="/assets/app.js"></script>',
  );
  writeFileSync(join(uiDir, "widget.js"), "window.webscout = {};");
  writeFileSync(join(uiDir, "assets", "app.js"), "console.log('app');");
  writeFileSync(join(uiDir, "assets", "app.css"), "body{}");
  writeFileSync(join(uiDir, "assets", "fonts", "a.woff2"), "woff");
  return { uiDir, app: createApp({ agent: createFakeAgent(), uiDir }) };
}

describe("static UI routes", () => {
  it("serves index.html with a strict CSP, the widget and assets with their content types", async () => {
    const { app } = builtUi();
    const page = await app.request("/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await page.text()).toContain("<title>Chat</title>");

    const widget = await app.request("/widget.js");
    expect(widget.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await widget.text()).toBe("window.webscout = {};");
    expect((await app.request("/assets/app.css")).headers.get("content-type")).toBe(
      "text/css; charset=utf-8",
    );
    expect((await app.request("/assets/fonts/a.woff2")).headers.get("content-type")).toBe("font/woff2");
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    expect((await app.request("/assets/fonts")).status).toBe(404);
  });

  it("never serves a file outside the UI folder", async () => {
    const { app } = builtUi();
    const attempts = [
      "/assets/../secret.txt",
      "/assets/../../secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/assets/..%2F..%2Fsecret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/assets/..%5c..%5csecret.txt",
      "/assets/%252e%252e%252f%252e%252e%252fsecret.txt",
      "/assets/app.js%00.css",
      "/assets/%E0%A4%A",
    ];
    for (const path of attempts) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("TOP-SECRET");
    }
  });

  it("refuses raw dot-dot paths sent straight over a socket to the real server", async () => {
    const { uiDir } = builtUi();
    const server = await startServer({ runtimes: fixedRuntimeManager(createFakeAgent()), port: 0, uiDir });
    try {
      for (const path of [
        "/assets/../../secret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/assets/....//....//secret.txt",
      ]) {
        const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const outgoing = request({ host: "127.0.0.1", port: server.port, path }, (response) => {
            let body = "";
            response.setEncoding("utf8").on("data", (chunk: string) => {
              body += chunk;
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          });
          outgoing.on("error", reject).end();
        });
        expect(body, path).not.toContain("TOP-SECRET");
        expect(status, path).toBe(404);
      }
    } finally {
      await server.close();
    }
  });

  it("confines decoded paths to the root", () => {
    expect(confinedPath("/srv/ui/assets", "app.js")).toBe("/srv/ui/assets/app.js");
    expect(confinedPath("/srv/ui/assets", "a/b.css")).toBe("/srv/ui/assets/a/b.css");
    expect(confinedPath("/srv/ui/assets", "..%2fsecret")).toBeUndefined();
    expect(confinedPath("/srv/ui/assets", "%2fetc%2fpasswd")).toBeUndefined();
    expect(confinedPath("/srv/ui/assets", "..")).toBeUndefined();
    expect(confinedPath("/srv/ui/assets", "")).toBeUndefined();
  });

  it("explains how to build the UI when it is missing", async () => {
    const app = createApp({ agent: createFakeAgent(), uiDir: join(tmpdir(), "webscout-no-ui-here") });
    const page = await app.request("/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    const text = await page.text();
    expect(text).toContain("wasn't built");
    expect(text).toContain("npm run build");
    expect(text).not.toContain("<script");
    expect((await app.request("/widget.js")).status).toBe(404);
  });
});
