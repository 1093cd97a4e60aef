// A source card previews the passage the answer quoted from it (issue 15), before the quotes are opened.
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("source card previews in the chat UI", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    server = await suite.startServer({ demo: true });
  }, 30_000);

  it("shows the first quoted passage on the card, and it is the start of the first quote", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.goto(`${server.url}/`);
    await page.locator("#chat-question").fill("What is the return policy?");
    await page.keyboard.press("Enter");
    const turn = page.locator(".turn").first();
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const card = turn
      .locator(".source-item")
      .filter({ has: page.locator(".source-preview") })
      .first();
    const preview = card.locator(".source-preview");
    expect(await preview.isVisible()).toBe(true);
    const shown = (await preview.innerText()).replace(/^“|”$/g, "").replace(/…$/, "");
    expect(shown.length).toBeGreaterThan(10);
    // Collapsed quotes are still in the DOM: the preview begins the first of them.
    const firstQuote = await card.locator(".source-quote").first().textContent();
    expect(firstQuote?.startsWith(shown)).toBe(true);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
