// Takes the screenshots of the Events tab (desktop 1280×800 and phone 390×844) against the real server with the
// event demo: a query's Top 10, one rationale revealed and one thumbs up recorded.
// Run: node --import tsx test/browser/take-events-screenshots.ts [outDir]
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import {
  buildUiIntoTempDir,
  HAS_CHROMIUM,
  launchChromium,
  SKIP_MESSAGE,
  startUiServer,
} from "./ui-harness.js";

const OUT_DIR = resolve(
  process.argv[2] ?? fileURLToPath(new URL("../../docs/screenshots/", import.meta.url)),
);

async function search(page: Page, text: string): Promise<void> {
  await page.locator("#events-text").fill(text);
  await page.locator("#events-submit").click();
  // A narrow query may list fewer than ten (the rest fall below the relevance floor): wait for the run to end.
  await page.locator(".event-card").first().waitFor({ timeout: 20_000 });
  await page.locator('.events-form[aria-busy="false"]').waitFor({ timeout: 20_000 });
  const first = page.locator(".event-card").first();
  await first.locator(".event-why").click();
  await first.locator(".event-vote-up").click();
  await first.locator('.event-feedback-status[data-kind="ok"]').waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400); // let the cards' fade-in finish
}

async function main(): Promise<void> {
  if (!HAS_CHROMIUM) throw new Error(SKIP_MESSAGE);
  await mkdir(OUT_DIR, { recursive: true });
  const build = await buildUiIntoTempDir();
  const server = await startUiServer({ uiDir: build.dir, demo: true, events: true });
  const browser = await launchChromium();
  try {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${server.url}/#events`);
    await search(desktop, "live jazz and theater, arts talks");
    await desktop.screenshot({ path: `${OUT_DIR}/events-desktop.png` });

    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${server.url}/#events`);
    await search(phone, "jazz");
    await phone.locator(".events-results").evaluate((section) => section.scrollIntoView());
    await phone.screenshot({ path: `${OUT_DIR}/events-phone.png` });
    process.stdout.write(`screenshots written to ${OUT_DIR}\n`);
  } finally {
    await browser.close();
    await server.close();
    await build.remove();
  }
}

await main();
