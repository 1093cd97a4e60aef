import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkChromium, checkDataDir, checkKeys, checkNode } from "./run-doctor.js";

describe("doctor's checks", () => {
  it("needs Node 20.19 or newer", () => {
    expect(checkNode("20.19.0").status).toBe("ok");
    expect(checkNode("22.1.0").status).toBe("ok");
    expect(checkNode("20.18.3")).toMatchObject({ status: "fail", fix: "install Node 20.19 or newer" });
  });

  it("creates and writes the data dir, or says it cannot", () => {
    const dir = mkdtempSync(join(tmpdir(), "webscout-doctor-unit-"));
    try {
      expect(checkDataDir(join(dir, "new")).status).toBe("ok");
      writeFileSync(join(dir, "file"), "");
      expect(checkDataDir(join(dir, "file", "sub"))).toMatchObject({ status: "fail" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("warns, not fails, without Chromium; names a configured path that does not run", () => {
    expect(checkChromium("/nonexistent/chromium")).toMatchObject({
      status: "warn",
      what: "WEBSCOUT_CHROMIUM_PATH /nonexistent/chromium is not executable",
    });
  });

  it("asks for the key the configured model needs, and only that one", () => {
    expect(checkKeys({ llm: "anthropic:claude-x" })[0]).toMatchObject({ status: "fail" });
    expect(checkKeys({ llm: "anthropic:claude-x", anthropicApiKey: "k" })[0]?.status).toBe("ok");
    expect(checkKeys({ llm: "openai-compatible:m@http://127.0.0.1:1/v1" })[0]?.status).toBe("ok");
  });
});
