// Untrusted text stays inert in the browser: a crawled page whose title and text carry markup, and a model
// answer (a fake OpenAI-compatible server behind the real server) with <img onerror>, <script>, javascript:
// links and a tracking image. Nothing may run, load, or add elements; the text shows literally.
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { describeInChromium, readSeen, type UiServer, useUiSuite } from "./ui-harness.js";

const TITLE = `<img src=x onerror="window.__pwned='title'"><script>window.__pwned='title-script'</script> Returns`;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const MALICIOUS_PAGE = `<!doctype html><html><head><title>${escapeHtml(TITLE)}</title></head><body><main>
<h1>Returns policy</h1>
<p>Returns are accepted within 30 days of delivery. ${escapeHtml(`<img src=x onerror="window.__pwned='text'">`)}
${escapeHtml(`<script>window.__pwned='text-script'</script>`)} Refunds for returns are issued within five days.</p>
<script>window.__pwned = 'page-script';</script>
</main></body></html>`;

const MALICIOUS_ANSWER = [
  `Returns are accepted within 30 days [1]. <img src=x onerror="window.__pwned='answer'">`,
  `<script>window.__pwned='answer-script'</script> <svg onload="window.__pwned='svg'"></svg>`,
  "",
  `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>`,
  "",
  "[click me](javascript:window.__pwned='link') ![pixel](http://127.0.0.1:9/pixel.png)",
  "",
  "- **Refunds** arrive within five days [1].",
].join("\n");

const DECISION = JSON.stringify({
  reasoning: "The returns page answers it.",
  decision: "answer",
  selected_url_indices: [],
  useful_visited_indices: [0],
});

async function askAndWait(page: Page, url: string, question: string) {
  await page.goto(`${url}/`);
  await page.locator("#chat-question").fill(question);
  await page.keyboard.press("Enter");
  const turn = page.locator(".turn").first();
  await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
  return turn;
}

/** Nothing ran and nothing was added: no flag, no dialog, no element that could run or load anything. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  const added = await page.evaluate(() => ({
    scripts: [...document.scripts].map((script) => script.src),
    inTurns: document.querySelectorAll(".turns img, .turns script, .turns iframe, .turns svg:not(.icon)")
      .length,
    scriptLinks: [...document.querySelectorAll(".turns a")].filter((link) =>
      (link.getAttribute("href") ?? "").toLowerCase().startsWith("javascript:"),
    ).length,
  }));
  expect(added.scripts).toHaveLength(1);
  expect(added.scripts[0]).toMatch(/\/assets\/app\.js$/);
  expect(added.inTurns).toBe(0);
  expect(added.scriptLinks).toBe(0);
}

describeInChromium("untrusted content in chromium", () => {
  const suite = useUiSuite();
  let site: FixtureServer;
  let model: FakeOpenAiServer;
  let offline: UiServer;
  let withModel: UiServer;

  beforeAll(async () => {
    [site, model] = await Promise.all([
      startFixtureServer({ "/": { body: MALICIOUS_PAGE } }).then(suite.closeAfterAll),
      startFakeOpenAiServer((request) => (request.stream ? MALICIOUS_ANSWER : DECISION), {
        chunkDelayMs: 25,
      }).then(suite.closeAfterAll),
    ]);
    [offline, withModel] = await Promise.all([
      suite.startServer({ urls: [`${site.url}/`] }),
      suite.startServer({ urls: [`${site.url}/`], llm: `openai-compatible:fake@${model.baseURL}` }),
    ]);
  }, 30_000);

  it("a crawled page's title and text show as text in progress, answer and sources", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [offline.url], recordUi: true });
    const turn = await askAndWait(page, offline.url, "How many days do I have for returns?");
    const seen = await readSeen(page);
    expect(seen.progressTitles).toContain(TITLE);
    expect(await turn.locator(".source-title").first().innerText()).toBe(TITLE);
    await turn.locator("details.explored summary").click();
    expect(await turn.locator("details.explored .page-title").first().innerText()).toBe(TITLE);
    expect(await turn.locator(".answer").innerText()).toMatch(/30 days/);
    await expectInert(page);
    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("a model answer with markup streams in and renders inert, its safe Markdown kept", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [withModel.url], recordUi: true });
    const turn = await askAndWait(page, withModel.url, "How many days do I have for returns?");
    expect(model.requests.some((request) => request.stream)).toBe(true);
    // Streamed: the answer was on screen, partly written, before the run finished.
    const seen = await readSeen(page);
    expect(seen.answerRenders.length).toBeGreaterThan(2);
    expect(seen.answerRenders[0]?.length).toBeLessThan(seen.answerRenders.at(-1)?.length ?? 0);
    const answer = turn.locator(".answer");
    const text = await answer.innerText();
    expect(text).toContain(`<img src=x onerror="window.__pwned='answer'">`);
    expect(text).toContain("<script>window.__pwned='answer-script'</script>");
    expect(await answer.locator("strong").innerText()).toBe("Refunds");
    expect(await answer.locator("a.citation").count()).toBe(2);
    expect(await answer.locator("a", { hasText: "click me" }).count()).toBe(0);
    await expectInert(page);
    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
