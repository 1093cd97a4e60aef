// The chat page in a real browser against the real server (offline engine, demo sites): progress, answer,
// sources, citations, pages explored, follow-up, restore after reload, new chat, settings, phone width.
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, PHONE, readSeen, type UiServer, useUiSuite } from "./ui-harness.js";

async function ask(page: Page, question: string, turnIndex: number) {
  await page.locator("#chat-question").fill(question);
  await page.keyboard.press("Enter");
  const turn = page.locator(".turn").nth(turnIndex);
  await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
  return turn;
}

describeInChromium("chat UI in chromium", () => {
  const suite = useUiSuite();
  let server: UiServer;
  let guarded: UiServer;

  beforeAll(async () => {
    [server, guarded] = await Promise.all([
      suite.startServer({ demo: true }),
      suite.startServer({ urls: ["http://127.0.0.1:9/start"], adminToken: "s3cret-token" }),
    ]);
  }, 30_000);

  it("shows progress, the answer and its sources; answers a follow-up in the same session", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url], recordUi: true });
    const chatBodies: Array<{ question: string; session?: string }> = [];
    page.on("request", (request) => {
      if (request.url() === `${server.url}/chat`) chatBodies.push(JSON.parse(request.postData() ?? "{}"));
    });
    await page.goto(`${server.url}/`);
    expect(await page.locator("#empty-state").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("chat-question");
    await page.locator(".site-chip").first().waitFor();

    const first = await ask(page, "What is the return policy?", 0);
    const seen = await readSeen(page);
    expect(seen.statuses.some((status) => /^Reading \d+ pages?…$/.test(status))).toBe(true);
    expect(seen.progressTitles.some((title) => title.includes("Northwind"))).toBe(true);
    expect(await page.locator("#empty-state").isVisible()).toBe(false);
    expect(await first.locator(".answer").innerText()).toMatch(/30 days/);

    const sources = first.locator(".source-list a.source-link");
    expect(await sources.count()).toBeGreaterThan(0);
    const demoOrigins = Object.values(server.demo?.origins ?? {});
    for (const link of await sources.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      const href = (await link.getAttribute("href")) ?? "";
      expect(demoOrigins.some((origin) => href.startsWith(`${origin}/`))).toBe(true);
    }
    // A citation leads to its numbered source (focus moves there, the URL does not change).
    const citation = first.locator(".answer a.citation").first();
    const cited = await citation.getAttribute("data-source");
    await citation.click();
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.id)).toBe(
      `chat-t1-source-${cited}`,
    );
    expect(page.url()).toBe(`${server.url}/`);

    // Pages explored: collapsed, opens with a list of what was read.
    const explored = first.locator("details.explored");
    expect(await explored.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await explored.locator("summary").click();
    expect(await explored.locator(".page-list .page").count()).toBeGreaterThan(0);
    expect(await explored.locator(".page-list").isVisible()).toBe(true);

    const second = await ask(page, "How long does a refund take after the return arrives?", 1);
    expect(await second.locator(".answer").innerText()).toMatch(/\w+/);
    expect(await second.locator(".notice-error").count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem("webscout:session:same-origin"));
    expect(chatBodies.map((body) => body.session)).toEqual([undefined, stored]);
    expect(stored).toBeTruthy();

    // A reload shows the session's earlier turns; "new chat" forgets them.
    await page.reload();
    await page.locator(".turn").nth(1).waitFor();
    expect(await page.locator(".turn .question").allInnerTexts()).toEqual([
      "What is the return policy?",
      "How long does a refund take after the return arrives?",
    ]);
    // The session's pages stay listed under the last answer after the reload.
    const restored = page.locator(".turn").nth(1).locator("details.explored");
    expect(await restored.locator("summary").innerText()).toMatch(/Pages explored \([1-9]\d*\)/);
    expect(await restored.locator(".page").count()).toBeGreaterThan(0);
    expect(await page.locator(".turn").nth(0).locator("details.explored").count()).toBe(0);
    await page.locator("#new-chat").click();
    expect(await page.locator(".turn").count()).toBe(0);
    expect(await page.locator("#empty-state").isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("webscout:session:same-origin"))).toBeNull();

    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("settings: opens from the keyboard, asks for the admin token, keeps it in sessionStorage only", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [guarded.url] });
    // With a token on the server, Settings are offered to whoever says they are an admin (`?admin`).
    await page.goto(`${guarded.url}/?admin`);
    await page.locator("#open-settings").waitFor();
    await page.locator("#open-settings").focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("#settings");
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("settings-urls");
    await page.waitForFunction(
      () => (document.getElementById("settings-urls") as HTMLTextAreaElement).value !== "",
    );
    expect(await page.locator("#settings-urls").inputValue()).toBe("http://127.0.0.1:9/start");

    await page.locator("#settings-instruction").fill("Answer in one short paragraph.");
    await page.locator("#settings-save").click();
    await page.locator('#settings-status[data-kind="error"]').waitFor();
    expect(await page.locator("#settings-status").innerText()).toMatch(/admin token/i);

    expect(await page.evaluate(() => document.activeElement?.id)).toBe("settings-token");
    await page.keyboard.type("s3cret-token");
    await page.keyboard.press("Enter");
    await page.locator('#settings-status[data-kind="ok"]').waitFor();
    const config = (await (await fetch(`${guarded.url}/config`)).json()) as { instruction: string };
    expect(config.instruction).toBe("Answer in one short paragraph.");
    expect(await page.evaluate(() => sessionStorage.getItem("webscout:admin-token"))).toBe("s3cret-token");
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("s3cret");

    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(watch.problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await close();
  }, 30_000);

  it("fits a phone screen: no sideways scrolling, sources stacked", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url], device: PHONE });
    await page.goto(`${server.url}/`);
    const turn = await ask(page, "Do you ship to Canada?", 0);
    expect(await turn.locator(".answer").innerText()).not.toBe("");
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      conversation: (document.getElementById("conversation") as HTMLElement).scrollWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.conversation).toBeLessThanOrEqual(390);
    const boxes = await turn
      .locator(".source-list li")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
    expect(await page.locator("#new-chat").isVisible()).toBe(true);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
