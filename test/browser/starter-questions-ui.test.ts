// The empty chat (issue 15) suggests questions drawn from the sites' own page titles once pages were read, instead
// of host:port chips; a click asks the question.
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("starter questions in the chat UI", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    server = await suite.startServer({ demo: true });
  }, 30_000);

  it("shows the sites before anything was read, then questions from page titles that a click asks", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.goto(`${server.url}/`);
    const chips = page.locator("#site-chips");
    await chips.locator(".site-chip").first().waitFor();
    expect(await chips.locator(".starter-question").count()).toBe(0);
    expect(await chips.locator(".site-chip").first().innerText()).toMatch(/^127\.0\.0\.1:\d+$/);

    await page.locator("#chat-question").fill("What is the return policy?");
    await page.keyboard.press("Enter");
    await page.locator('.turn .reply[aria-busy="false"]').first().waitFor({ timeout: 20_000 });
    await page.locator("#new-chat").click();
    const starters = chips.locator("button.starter-question");
    await starters.first().waitFor();
    const questions = await starters.allInnerTexts();
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(4);
    for (const question of questions) expect(question).toMatch(/^What does the site say about [^|<]+\?$/);
    expect(await chips.getAttribute("aria-label")).toBe("Questions to start with");

    await starters.first().click();
    const turn = page.locator(".turn").first();
    expect(await turn.locator(".question").innerText()).toBe(questions[0]);
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
    expect(watch.problems).toEqual([]);
    await close();
  }, 60_000);
});
