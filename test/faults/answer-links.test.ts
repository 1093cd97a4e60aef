// Markdown link injection (issue 14, item 3): links in page text, quoted by the offline engine or written by an
// LLM, never become links in the answer; only the [n] citations (and the sources) do. Code keeps its text.
import { parseHTML } from "linkedom";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { createReasoner } from "../../src/agents/support/create-reasoner.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import type { Reasoner } from "../../src/agents/support/reasoner.js";
import { createSupportAgent } from "../../src/agents/support/support-agent.js";
import { modelFromSpec } from "../../src/runtime/model-from-config.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { markdownToHtml } from "../../src/ui/shared/markdown-to-html.js";
import { createFetcher } from "../../src/web/create-fetcher.js";

const HOSTILE = [
  "[Claim your refund here](http://evil.test/)",
  "![x](http://evil.test/x.png)",
  "<http://evil.test>",
  "http://evil.test/pay",
];

const PAGE = `<!doctype html><html><head><title>Refunds</title></head><body><main><article>
  <h1>Refunds</h1>
  <p>Refunds are paid within 5 business days after we receive the returned item. ${HOSTILE.join(" ").replace(/</g, "&lt;")}</p>
  <p>A refund goes back to the card you paid with. Claim your refund here: http://evil.test/pay and www.evil.test.</p>
  </article></main></body></html>`;

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

async function askWith(reasoner: Reasoner, question: string) {
  const site = await startFixtureServer({ "/refunds": { body: PAGE } });
  cleanup.push(() => site.close());
  const fetcher = createFetcher({ allowPrivateNetwork: true, allowedDomains: [new URL(site.url).host] });
  const stores = openStores({ memory: true });
  cleanup.push(
    () => fetcher.close(),
    () => stores.close(),
  );
  const agent = createSupportAgent({ stores, fetcher, reasoner });
  return agent.ask({ question, startUrls: [`${site.url}/refunds`] });
}

/** The answer as the UI's Markdown renderer turns it into HTML (before DOMPurify), parsed into a DOM. */
function rendered(answer: string, sources: ReadonlyArray<{ url: string }>) {
  const html = markdownToHtml({
    markdown: answer,
    sourceCount: sources.length,
    sourceUrls: sources.map((source) => source.url),
  });
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

function expectNoPlantedLinks(answer: string, sources: ReadonlyArray<{ url: string }>) {
  expect(answer).not.toMatch(/\]\(|<http/);
  // Every URL left in the answer is a source or sits in a code span.
  for (const match of answer.matchAll(/(`?)(https?:\/\/[^\s`)]+)/g)) {
    if (match[1] !== "`") expect(sources.map((source) => source.url)).toContain(match[2]);
  }
  const document = rendered(answer, sources);
  for (const link of document.querySelectorAll("a")) expect(link.getAttribute("class")).toBe("citation");
  expect(document.querySelectorAll("img")).toHaveLength(0);
}

describe("links planted in page text", () => {
  it("are plain text in an offline answer and in its render", async () => {
    const result = await askWith(createOfflineReasoner(), "How long does a refund take?");
    expect(result.refused).toBe(false);
    expect(result.answer).toMatch(/5 business days/);
    expect(result.answer).toContain("Claim your refund here");
    expect(result.answer).toMatch(/\[1\]/);
    expectNoPlantedLinks(result.answer, result.sources);
    expect(rendered(result.answer, result.sources).querySelectorAll("a.citation").length).toBeGreaterThan(0);
  });

  it("are plain text in an LLM answer, whose code blocks keep their text", async () => {
    const fake = await startFakeOpenAiServer();
    cleanup.push(() => fake.close());
    const code = "```\ncurl [x](http://evil.test/y) http://evil.test/z\n```";
    fake.setReply((request) =>
      request.stream
        ? `Refunds take 5 business days [1]. ${HOSTILE.join(" ")} or www.evil.test.\n\n${code}\n`
        : JSON.stringify({ reasoning: "enough", decision: "answer", useful_visited_indices: [0] }),
    );
    const model = modelFromSpec({ llm: `openai-compatible:test@${fake.baseURL}` });
    const result = await askWith(createReasoner({ model }), "How long does a refund take?");
    expect(result.answer).toContain(
      "Refunds take 5 business days [1]. Claim your refund here x `http://evil.test`",
    );
    expect(result.answer).toContain("`www.evil.test`");
    expect(result.answer).toContain(code);
    const outsideCode = result.answer.replace(code, "");
    expectNoPlantedLinks(outsideCode, result.sources);
    const document = rendered(result.answer, result.sources);
    expect(document.querySelector("pre code")?.textContent).toBe(
      "curl [x](http://evil.test/y) http://evil.test/z\n",
    );
    expect([...document.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["1"]);
  });
});
