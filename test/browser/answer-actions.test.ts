// The actions under an answer in the chat UI (issue 15): "Copy" puts the answer and its numbered sources on the
// clipboard and says so.
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("answer actions in chromium", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    server = await suite.startServer({ demo: true });
  }, 30_000);

  it("copies the answer with its sources and confirms it on the button", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto(`${server.url}/`);
    await page.locator("#chat-question").fill("What is the return policy?");
    await page.keyboard.press("Enter");
    const turn = page.locator(".turn").first();
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });

    const copy = turn.locator(".turn-actions button", { hasText: "Copy" });
    await copy.focus();
    await page.keyboard.press("Enter");
    await turn.locator(".turn-actions button", { hasText: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/30 days/);
    expect(copied).toMatch(/\n\nSources:\n\[1\] .+ — http:\/\/127\.0\.0\.1:\d+\/\S*/);
    expect(copied).not.toMatch(/<[a-z]/i);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
