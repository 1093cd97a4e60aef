// Takes the README's screenshots of the chat page (desktop 1280×800, phone 390×844, live progress on a slow site,
// starter questions, an answer's copy and thumbs, a source card's quote, a refusal) and of the widget on a sample
// shop page (and on a page whose origin the server does not allow), against the real server with the offline engine.
// Run: node --import tsx test/browser/take-screenshots.ts
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { type FixtureRoute, startFixtureServer } from "#test/helpers/fixture-server.js";
import {
  buildUiIntoTempDir,
  HAS_CHROMIUM,
  launchChromium,
  SKIP_MESSAGE,
  startUiServer,
} from "./ui-harness.js";

const OUT_DIR = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));

/** A made-up shop page to show the widget on: someone else's page, with its own styles. */
function shopPage(serverUrl: string): string {
  const card = (name: string, price: string, hue: number) =>
    `<article class="card"><div class="photo" style="background:linear-gradient(135deg,hsl(${hue} 35% 78%),hsl(${hue} 30% 58%))"></div><h3>${name}</h3><p>${price}</p></article>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northwind Outfitters</title><style>
body{margin:0;font-family:Georgia,"DejaVu Serif",serif;color:#1f2a24;background:#fbfaf7}
header{display:flex;align-items:center;justify-content:space-between;padding:18px 48px;border-bottom:1px solid #e6e1d6}
.logo{font-weight:700;font-size:22px;letter-spacing:.02em}.logo span{color:#2f6b4f}
nav a{margin-left:28px;color:#1f2a24;text-decoration:none;font-family:"DejaVu Sans",sans-serif;font-size:15px}
.hero{padding:64px 48px 40px;background:linear-gradient(120deg,#e8efe6,#f6efe2)}
.hero h1{font-size:46px;margin:0 0 12px;max-width:620px;line-height:1.1}.hero p{font-size:18px;max-width:520px;color:#4b5a51}
.hero a{display:inline-block;margin-top:12px;padding:12px 22px;background:#2f6b4f;color:#fff;border-radius:4px;text-decoration:none;font-family:"DejaVu Sans",sans-serif}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:24px;padding:40px 48px}
.card h3{margin:12px 0 4px;font-size:17px}.card p{margin:0;color:#5d6b62;font-family:"DejaVu Sans",sans-serif}
.photo{height:150px;border-radius:6px}
</style></head><body>
<header><div class="logo">Northwind <span>Outfitters</span></div><nav><a href="#">Tents</a><a href="#">Packs</a><a href="#">Clothing</a><a href="#">Help</a></nav></header>
<section class="hero"><h1>Gear for every trail, since 1987.</h1><p>Designed in Portland, backed by warranties that outlast the trip.</p><a href="#">Shop all gear</a></section>
<section class="grid">${card("Trailblazer 40 Backpack", "$149", 150)}${card("Stormshell Rain Jacket", "$189", 210)}${card("Ridgeline 2 Tent", "$329", 30)}${card("Emberdown Parka", "$259", 0)}</section>
<script src="${serverUrl}/widget.js" data-webscout-server="${serverUrl}" data-webscout-title="Northwind help"></script>
</body></html>`;
}

/** A help site that answers slowly, so the progress panel can be caught while pages are being read. */
function slowSiteRoutes(): Record<string, FixtureRoute> {
  const link = (path: string, text: string) => `<a href="${path}">${text}</a>`;
  const pages: Record<string, [string, string]> = {
    "/": [
      "Help Center | Acme Cycles",
      `${link("/shipping", "Shipping")} ${link("/returns", "Returns")} ${link("/warranty", "Warranty")} ${link("/repairs", "Repairs")} ${link("/sizing", "Frame sizing")}`,
    ],
    "/shipping": ["Shipping and delivery | Acme Cycles", "Bikes ship in 3 to 5 days."],
    "/returns": ["Returns and refunds | Acme Cycles", "Return unused bikes within 30 days."],
    "/warranty": ["Lifetime frame warranty | Acme Cycles", "Frames are covered for life."],
    "/repairs": ["Repairs and servicing | Acme Cycles", "Book a service online."],
    "/sizing": ["Frame sizing guide | Acme Cycles", "Measure your inseam."],
  };
  return Object.fromEntries(
    Object.entries(pages).map(([path, [title, body]]) => [
      path,
      async (_request, response) => {
        await new Promise((resolve) =>
          setTimeout(resolve, path === "/" || path === "/warranty" ? 100 : 4000),
        );
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(`<!doctype html><title>${title}</title><main><h1>${title}</h1><p>${body}</p></main>`);
      },
    ]),
  );
}

async function ask(page: Page, input: string, question: string, scope = "") {
  const turns = page.locator(`${scope} .turn`);
  const index = await turns.count();
  await page.locator(input).fill(question);
  await page.keyboard.press("Enter");
  await turns.nth(index).locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
  await page.locator(input).blur();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400); // let the send button's transition finish
}

/** Waits for the page's animations (fade-ins, the send button) to end. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.waitForTimeout(300);
}

/** The chat's states a new user meets: starter questions, an answer's actions, a source's quote, a refusal. */
async function chatStates(browser: Browser, serverUrl: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: serverUrl });
  await page.goto(`${serverUrl}/`);
  await ask(page, "#chat-question", "What is the return policy?");
  const turn = page.locator(".turn").first();

  // Copy, then a thumbs up: both confirm on screen.
  await turn.locator(".turn-actions button", { hasText: "Copy" }).click();
  await turn.getByRole("button", { name: "Helpful", exact: true }).click();
  await turn.locator(".turn-vote-status", { hasText: "Thanks" }).waitFor();
  await turn.locator(".turn-actions button", { hasText: "Copied" }).waitFor();
  await turn.locator(".turn-actions").scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}chat-answer-actions.png` });

  const card = turn
    .locator(".source-item")
    .filter({ has: page.locator(".source-preview") })
    .first();
  await card.scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}chat-source-preview.png` });

  // A new chat: questions drawn from the titles of the pages read.
  await page.locator("#new-chat").click();
  await page.locator("button.starter-question").first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}chat-starter-questions.png` });

  await ask(page, "#chat-question", "Who won the 1998 football World Cup final?");
  await page.locator(".answer.refused .refusal").first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}chat-refusal.png` });
  await page.close();
}

async function main(): Promise<void> {
  if (!HAS_CHROMIUM) throw new Error(SKIP_MESSAGE);
  await mkdir(OUT_DIR, { recursive: true });
  const build = await buildUiIntoTempDir();
  let html = "";
  const shop = await startFixtureServer({ "/": (_request, response) => void response.end(html) });
  const server = await startUiServer({ uiDir: build.dir, demo: true, corsOrigins: [shop.url] });
  html = shopPage(server.url);
  const browser = await launchChromium();
  try {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${server.url}/`);
    await ask(desktop, "#chat-question", "Do you ship to Canada?");
    await ask(desktop, "#chat-question", "And what is your return policy?");
    await desktop.screenshot({ path: `${OUT_DIR}ui-desktop.png` });

    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${server.url}/`);
    await ask(phone, "#chat-question", "Are return labels free?");
    await phone.screenshot({ path: `${OUT_DIR}ui-phone.png` });

    await chatStates(browser, server.url);

    const widget = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await widget.goto(`${shop.url}/`);
    await widget.locator("webscout-widget .launcher").click();
    await ask(widget, "webscout-widget .composer-input", "Is the rain jacket waterproof?", "webscout-widget");
    await widget.screenshot({ path: `${OUT_DIR}widget.png` });

    // The same widget on a page the server was not told about: the CORS hint, not "could not reach".
    const stranger = await startFixtureServer({ "/": (_request, response) => void response.end(html) });
    try {
      const refused = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await refused.goto(`${stranger.url}/`);
      await refused.locator("webscout-widget .launcher").click();
      await refused.locator("webscout-widget .composer-input").fill("Is the rain jacket waterproof?");
      await refused.keyboard.press("Enter");
      await refused.locator("webscout-widget .notice-error").waitFor({ timeout: 20_000 });
      await refused.locator("webscout-widget .composer-input").blur();
      await settle(refused);
      await refused.screenshot({ path: `${OUT_DIR}widget-cors-hint.png` });
    } finally {
      await stranger.close();
    }

    const slowSite = await startFixtureServer(slowSiteRoutes());
    const slowServer = await startUiServer({ uiDir: build.dir, urls: [`${slowSite.url}/`] });
    try {
      const progress = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await progress.goto(`${slowServer.url}/`);
      await progress.locator("#chat-question").fill("Is the frame covered by a warranty?");
      await progress.keyboard.press("Enter");
      await progress.locator('.progress .page[data-status="read"]').nth(1).waitFor({ timeout: 20_000 });
      await progress.waitForTimeout(300);
      await progress.screenshot({ path: `${OUT_DIR}ui-progress.png` });
    } finally {
      await slowServer.close();
      await slowSite.close();
    }
    process.stdout.write(`screenshots written to ${OUT_DIR}\n`);
  } finally {
    await browser.close();
    await server.close();
    await shop.close();
    await build.remove();
  }
}

await main();
