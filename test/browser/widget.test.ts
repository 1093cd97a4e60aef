// The embeddable widget on a plain page from another local origin, whose own styles and scripts are hostile
// to it: the widget still shows, asks the real server (CORS), streams the answer with sources, and adds one
// global only.
import { beforeAll, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

function hostPage(serverUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner blog</title>
<style>
  * { font-family: serif !important; color: rgb(255, 0, 0); }
  button { display: none; }
  div, section { border: 7px solid lime; }
  .panel, .launcher, .turn, .question { display: none !important; }
</style>
<script>
  window.$ = function () { return "host library"; };
  var hostCounter = 41;
  document.addEventListener("click", function () { hostCounter += 1; });
</script>
</head><body>
<h1>Trail notes</h1><p>A page that is not ours, with its own scripts and styles.</p>
<script>window.__globalsBefore = Object.keys(window);</script>
<script src="${serverUrl}/widget.js" data-webscout-server="${serverUrl}" data-webscout-title="Ask Northwind"></script>
</body></html>`;
}

describeInChromium("widget in chromium", () => {
  const suite = useUiSuite();
  let server: UiServer;
  let host: FixtureServer;
  let strangerHost: FixtureServer;
  let page = "";

  beforeAll(async () => {
    host = await startFixtureServer({ "/": (_request, response) => void response.end(page) }).then(
      suite.closeAfterAll,
    );
    // A second host page whose origin the server was not told to allow.
    strangerHost = await startFixtureServer({ "/": (_request, response) => void response.end(page) }).then(
      suite.closeAfterAll,
    );
    server = await suite.startServer({ demo: true, corsOrigins: [host.url] });
    page = hostPage(server.url);
  }, 30_000);

  it("opens from its button, answers with sources, keeps its styles and globals to itself", async () => {
    const { page: tab, watch, close } = await suite.openPage({ origins: [host.url, server.url] });
    await tab.goto(`${host.url}/`);
    const launcher = tab.locator("webscout-widget .launcher");
    await launcher.waitFor({ state: "visible" });
    expect(
      await tab.evaluate(() => {
        const before = (window as unknown as { __globalsBefore: string[] }).__globalsBefore;
        return Object.keys(window).filter((key) => !before.includes(key) && key !== "__globalsBefore");
      }),
    ).toEqual(["WebScoutWidget"]);
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");

    await launcher.click();
    const panel = tab.locator("webscout-widget .panel");
    await panel.waitFor({ state: "visible" });
    expect(await tab.locator("webscout-widget .panel-title").innerText()).toBe("Ask Northwind");
    // The question box has focus; Enter sends.
    await tab.keyboard.type("What is the return policy?");
    await tab.keyboard.press("Enter");
    const turn = tab.locator("webscout-widget .turn").first();
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
    expect(await turn.locator(".answer").innerText()).toMatch(/30 days/);
    const sources = turn.locator(".source-list a.source-link");
    expect(await sources.count()).toBeGreaterThan(0);
    expect(await sources.first().getAttribute("rel")).toBe("noopener noreferrer");
    expect(await sources.first().getAttribute("target")).toBe("_blank");
    expect(await turn.locator("details.explored .page").count()).toBeGreaterThan(0);

    // The host's styles stop at the shadow root; the host's scripts still work.
    const look = await turn.locator(".question").evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, font: style.fontFamily, display: style.display };
    });
    expect(look.color).not.toBe("rgb(255, 0, 0)");
    expect(look.font).not.toMatch(/^serif$/);
    expect(look.display).not.toBe("none");
    expect(await panel.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(
      "rgb(0, 255, 0)",
    );
    expect(await tab.evaluate(() => (window as unknown as { $: () => string }).$())).toBe("host library");

    // A follow-up continues the session; Escape closes and gives focus back to the button.
    await tab.locator("webscout-widget .composer-input").fill("Are return labels free?");
    await tab.keyboard.press("Enter");
    await tab
      .locator("webscout-widget .turn")
      .nth(1)
      .locator('.reply[aria-busy="false"]')
      .waitFor({ timeout: 20_000 });
    const session = await tab.evaluate(() =>
      Object.keys(localStorage).find((key) => key.startsWith("webscout:")),
    );
    expect(session).toBe(`webscout:session:${server.url}`);
    await tab.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.tagName)).toBe("WEBSCOUT-WIDGET");
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");

    expect(watch.foreignRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);

  it("on a page whose origin the server does not allow, says so and names --cors-origin (not a dead server)", async () => {
    const { page: tab, close } = await suite.openPage({ origins: [strangerHost.url, server.url] });
    await tab.goto(`${strangerHost.url}/`);
    await tab.locator("webscout-widget .launcher").click();
    await tab.locator("webscout-widget .composer-input").fill("What is the return policy?");
    await tab.keyboard.press("Enter");
    const notice = tab.locator("webscout-widget .notice-error");
    await notice.waitFor({ timeout: 20_000 });
    const text = await notice.innerText();
    expect(text).toContain(`does not allow this page's origin (${strangerHost.url})`);
    expect(text).toContain(`--cors-origin ${strangerHost.url}`);
    expect(text).not.toContain("Could not reach");
    await close();
  }, 30_000);
});
