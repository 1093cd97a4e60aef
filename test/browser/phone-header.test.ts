// The header at phone width (issue 15): one layout for the chat and the Events tab (brand and actions on one row,
// the tabs on the next), with the engine badge on screen, even when the chat's subtitle is long.
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, PHONE, type UiServer, useUiSuite } from "./ui-harness.js";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

/** Where the header's parts are once the badge is shown. */
async function header(page: Page) {
  await page.locator("#engine-badge").waitFor();
  return {
    topbar: await box(page, ".topbar"),
    brand: await box(page, ".brand"),
    badge: await box(page, "#engine-badge"),
    tabs: await box(page, ".view-tabs"),
    badgeText: await page.locator("#engine-badge").innerText(),
  };
}

describeInChromium("header at phone width in chromium", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    // The demo's two sites make the chat's subtitle long ("Answers from 127.0.0.1:…, 127.0.0.1:…").
    server = await suite.startServer({ demo: true, events: true });
  }, 30_000);

  it("is laid out the same on both tabs, the engine badge on the brand's row", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url], device: PHONE });
    await page.goto(`${server.url}/`);
    await page.locator("#open-settings").waitFor();
    const chat = await header(page);
    await page.locator("#tab-events").click();
    await page.locator("#events-view").waitFor();
    const events = await header(page);

    for (const view of [chat, events]) {
      expect(view.badgeText).toBe("Offline");
      // On screen, on the brand's row, right of it; the tabs below both.
      expect(view.badge.x + view.badge.width).toBeLessThanOrEqual(390);
      expect(view.badge.x).toBeGreaterThanOrEqual(view.brand.x + view.brand.width);
      expect(view.badge.y).toBeLessThan(view.brand.y + view.brand.height);
      expect(view.tabs.y).toBeGreaterThanOrEqual(view.brand.y + view.brand.height);
      expect(view.tabs.y).toBeGreaterThanOrEqual(view.badge.y + view.badge.height);
    }
    expect(events.topbar).toEqual(chat.topbar);
    expect(events.tabs).toEqual(chat.tabs);
    expect(events.brand.y).toBe(chat.brand.y);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
