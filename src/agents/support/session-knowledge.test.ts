import { describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import { openStores } from "../../runtime/open-stores.js";
import { openDatabase } from "../../storage/index.js";
import { createOfflineReasoner } from "./offline/offline-reasoner.js";
import { createSupportAgent } from "./support-agent.js";

const ORIGIN = "https://docs.test";

/** A reference page of ~24,000 characters whose last section holds the fact asked for. */
function longReference(): string {
  const sections = Array.from(
    { length: 40 },
    (_, section) =>
      `<h2>Setting number ${section}</h2><p>${`This setting changes how the tool behaves in case ${section}, and its default suits most projects. `.repeat(6)}</p>`,
  );
  sections.push(
    "<h2>Store directory</h2><p>The storeDir setting defaults to ~/.local/share/tool/store on Linux.</p>",
  );
  return `<!doctype html><html><head><title>Settings reference</title></head><body>
    <main><article><h1>Settings reference</h1>${sections.join("")}</article></main></body></html>`;
}

describe("session knowledge", () => {
  it("indexes the whole page: a fact past the first 10,000 characters is found and quoted", async () => {
    const html = longReference();
    expect(html.indexOf("storeDir")).toBeGreaterThan(15_000);
    const fetcher = createFakePageFetcher((url) => (new URL(url).pathname === "/" ? html : undefined));
    const db = openDatabase({ memory: true });
    const agent = createSupportAgent({
      stores: openStores({ db }),
      fetcher,
      reasoner: createOfflineReasoner(),
    });
    const result = await agent.ask({
      question: "Where is the store directory by default (storeDir)?",
      startUrls: [`${ORIGIN}/`],
    });
    expect(result.refused).toBe(false);
    expect(result.answer).toContain("~/.local/share/tool/store");
  });
});
