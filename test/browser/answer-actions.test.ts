// The actions under an answer in the chat UI (issue 15): "Copy" puts the answer and its numbered sources on the
// clipboard and says so; thumbs up/down are stored with the session and come back after a reload.
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

  it("stores a thumbs up or down with the session, shows it pressed, and keeps it across a reload", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.goto(`${server.url}/`);
    for (const [index, question] of ["What is the return policy?", "Are return labels free?"].entries()) {
      await page.locator("#chat-question").fill(question);
      await page.keyboard.press("Enter");
      await page
        .locator(".turn")
        .nth(index)
        .locator('.reply[aria-busy="false"]')
        .waitFor({ timeout: 20_000 });
    }
    const second = page.locator(".turn").nth(1);
    await second.getByRole("button", { name: "Not helpful" }).click();
    await second.locator(".turn-vote-status", { hasText: "Thanks" }).waitFor();
    expect(await second.getByRole("button", { name: "Not helpful" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.locator(".turn").nth(0).getByRole("button", { name: "Helpful", exact: true }).click();
    await page.locator(".turn").nth(0).locator(".turn-vote-status", { hasText: "Thanks" }).waitFor();

    // Stored on the server against the right answers: the session says so, and so does a reload.
    const session = await page.evaluate(() => localStorage.getItem("webscout:session:same-origin"));
    const stored = await (await fetch(`${server.url}/sessions/${session}`)).json();
    expect(stored.history.map((turn: { vote?: number }) => turn.vote)).toEqual([1, -1]);
    await page.reload();
    await page.locator(".turn").nth(1).waitFor();
    const pressed = await page
      .locator(".turn")
      .evaluateAll((turns) =>
        turns.map((turn) =>
          turn.querySelector('.turn-vote[aria-pressed="true"]')?.getAttribute("aria-label"),
        ),
      );
    expect(pressed).toEqual(["Helpful", "Not helpful"]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 60_000);
});
