// The Settings button in a real browser (issue 15): offered only to whoever may save settings, as the server decides
// admin rights (a local visitor of a loopback server with no token; with a token, whoever entered it or asks with
// `?admin`), and only on the chat: the Events tab has its own options (budget) in its form.
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, PUBLIC_NAME, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("Settings button in chromium", () => {
  const suite = useUiSuite();
  let open: UiServer;
  let guarded: UiServer;

  beforeAll(async () => {
    [open, guarded] = await Promise.all([
      suite.startServer({ urls: ["http://127.0.0.1:9/start"] }),
      suite.startServer({ urls: ["http://127.0.0.1:9/start"], adminToken: "s3cret-token" }),
    ]);
  }, 30_000);

  it("on a loopback server with no token: shown to a local visitor on the chat, hidden on Events", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [open.url] });
    await page.goto(`${open.url}/`);
    const settings = page.locator("#open-settings");
    await settings.waitFor();
    await page.locator("#tab-events").click();
    await settings.waitFor({ state: "hidden" });
    await page.locator("#events-view").waitFor();
    await page.locator("#tab-chat").click();
    await settings.waitFor();
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("hidden from a visitor who reaches the same server by another name (not this machine's)", async () => {
    const url = open.url.replace("127.0.0.1", PUBLIC_NAME);
    const { page, watch, close } = await suite.openPage({ origins: [url] });
    await page.goto(`${url}/`);
    // Once the page has asked the server (GET /admin), it marks the answer on <html>.
    await page.waitForFunction(() => document.documentElement.dataset.adminAccess !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.adminAccess)).toBe("closed");
    expect(await page.locator("#open-settings").isVisible()).toBe(false);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("with a token on the server: hidden until `?admin` or a token entered in this tab", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [guarded.url] });
    const settings = page.locator("#open-settings");
    await page.goto(`${guarded.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.adminAccess !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.adminAccess)).toBe("token");
    expect(await settings.isVisible()).toBe(false);

    await page.goto(`${guarded.url}/?admin`);
    await settings.click();
    await page.locator("#settings-token").fill("s3cret-token");
    await page.locator("#settings-save").click();
    await page.locator('#settings-status[data-kind="ok"]').waitFor();
    await page.keyboard.press("Escape");

    // The token is kept for this tab: Settings stay offered without `?admin`.
    await page.goto(`${guarded.url}/`);
    await settings.waitFor();
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
