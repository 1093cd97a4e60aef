// A refusal in the chat UI (issue 15) is a clear "not covered" state that lists the pages read to find out, each a
// link to the page, with the page's title as text.
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("a refusal in the chat UI", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    server = await suite.startServer({ demo: true });
  }, 30_000);

  it("says the sites don't cover the question and lists the pages read to find out", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.goto(`${server.url}/`);
    await page.locator("#chat-question").fill("Who won the 1998 football World Cup final?");
    await page.keyboard.press("Enter");
    const turn = page.locator(".turn").first();
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });

    const refusal = turn.locator(".answer.refused .refusal");
    expect(await refusal.locator(".refused-label").innerText()).toMatch(/not covered by the site/i);
    const read = await refusal.locator(".refusal-read").innerText();
    const count = Number(/(\d+) pages/.exec(read)?.[1] ?? (/the page read/.test(read) ? 1 : 0));
    expect(count).toBeGreaterThan(0);
    const links = refusal.locator(".refusal-pages a");
    expect(await links.count()).toBe(Math.min(count, 8));
    for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
      expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    // Titles, not bare URLs, where the pages had them; never markup.
    expect(await links.first().innerText()).not.toMatch(/^https?:|</);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
