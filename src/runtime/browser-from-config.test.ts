import { describe, expect, it } from "vitest";
import { BrowserUnavailableError } from "../render/index.js";
import { browserFromConfig } from "./browser-from-config.js";

const missing = "/nonexistent/chromium";

describe("browserFromConfig", () => {
  it("never: no browser at all, whatever is installed", () => {
    expect(
      browserFromConfig({
        config: { render: "never", chromiumPath: undefined, renderMaxPages: 4 },
        notice: () => {
          throw new Error("no notice expected");
        },
      }),
    ).toBeUndefined();
  });

  it("no browser: auto says so in one line and goes on; always fails saying how to install one", () => {
    const notices: string[] = [];
    expect(
      browserFromConfig({
        config: { render: "auto", chromiumPath: missing, renderMaxPages: 4 },
        notice: (line) => notices.push(line),
      }),
    ).toBeUndefined();
    expect(notices).toEqual([expect.stringMatching(/^no Chromium found.*apt-get install chromium/)]);
    expect(notices[0]).not.toContain("\n");

    const always = () =>
      browserFromConfig({
        config: { render: "always", chromiumPath: missing, renderMaxPages: 4 },
        notice: () => {},
      });
    expect(always).toThrow(BrowserUnavailableError);
    expect(always).toThrow(/--render always needs Chromium.*\/nonexistent\/chromium/);
    try {
      always();
    } catch (error) {
      expect((error as BrowserUnavailableError).hint).toMatch(
        /apt-get install chromium.*WEBSCOUT_CHROMIUM_PATH/,
      );
    }
  });

  it("a configured binary that exists gives a browser that is not started until a page needs it", async () => {
    const launched: string[] = [];
    const host = browserFromConfig({
      config: { render: "auto", chromiumPath: process.execPath, renderMaxPages: 2 },
      notice: () => {},
      launch: async ({ executablePath }) => {
        launched.push(executablePath);
        throw new Error("not a browser");
      },
    });
    expect(host?.started).toBe(false);
    await expect(
      host?.withPage({ request: async () => {}, webSocket: () => {} }, async () => "never"),
    ).rejects.toThrow(BrowserUnavailableError);
    expect(launched).toEqual([process.execPath]);
    await host?.close();
  });
});
