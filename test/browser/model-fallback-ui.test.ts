// The chat page shows when the offline engine stood in for a model whose output was unusable (issue 15), instead
// of only "N model calls": a fake OpenAI-compatible model answers the decision step with prose, not JSON.
import { beforeAll, expect, it } from "vitest";
import { startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { describeInChromium, type UiServer, useUiSuite } from "./ui-harness.js";

describeInChromium("model fallbacks in the chat UI", () => {
  const suite = useUiSuite();
  let server: UiServer;

  beforeAll(async () => {
    const model = await startFakeOpenAiServer((request) =>
      request.stream
        ? "Returns are accepted within 30 days [1]."
        : "I think we should look at the returns page.",
    ).then(suite.closeAfterAll);
    server = await suite.startServer({ demo: true, llm: `openai-compatible:fake@${model.baseURL}` });
  }, 30_000);

  it("says under the answer that the offline engine stood in, with the reasons in its tooltip", async () => {
    const { page, watch, close } = await suite.openPage({ origins: [server.url] });
    await page.goto(`${server.url}/`);
    await page.locator("#chat-question").fill("What is the return policy?");
    await page.keyboard.press("Enter");
    const turn = page.locator(".turn").first();
    await turn.locator('.reply[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const note = turn.locator(".turn-fallbacks");
    expect(await note.innerText()).toMatch(
      /^The model's output was unusable (once|\d+ times); the offline engine stood in\.$/,
    );
    expect(await note.getAttribute("title")).toMatch(/^decide: /m);
    expect(watch.problems).toEqual([]);
    await close();
  }, 30_000);
});
