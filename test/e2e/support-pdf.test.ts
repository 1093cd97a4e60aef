// The support agent reads a help center whose articles are PDFs: a fact only inside a PDF is answered and cited
// by document and page; an encrypted, a scanned and a broken PDF are skipped or failed and the run goes on.
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { offlineAgent } from "#test/helpers/offline-agent.js";
import { BROKEN_PDF, makeEncryptedPdf, makeScannedPdf, makeTextPdf } from "#test/helpers/pdf-fixtures.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";
import { createFetcher } from "../../src/web/create-fetcher.js";

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

const pdf = (bytes: Uint8Array) => ({ headers: { "content-type": "application/pdf" }, body: bytes });

describe("support agent over PDF help articles", () => {
  it("answers a question whose fact is only in a PDF and cites the document and page", async () => {
    const warranty = await makeTextPdf({
      title: "Warranty terms",
      pages: [
        { heading: "Our promise", paragraphs: ["This document explains the Kettle and Co. warranty."] },
        {
          heading: "Coverage",
          paragraphs: [
            "Tents are covered by the warranty for seven years against defects in materials and workmanship.",
            "Wear and tear and accidental damage are not covered.",
          ],
        },
      ],
    });
    const site = await startFixtureServer({
      "/": {
        body: `<!doctype html><html><head><title>Kettle help</title></head><body><main><h1>Help center</h1>
          <p>Our guides are documents you can download.</p><ul>
          <li><a href="/docs/warranty-terms.pdf">Warranty terms (PDF)</a></li>
          <li><a href="/docs/price-list.pdf">Price list (PDF)</a></li>
          <li><a href="/docs/tent-manual.pdf">Tent manual (PDF)</a></li>
          <li><a href="/docs/returns.pdf">Returns form (PDF)</a></li></ul></main></body></html>`,
      },
      "/docs/warranty-terms.pdf": pdf(warranty),
      "/docs/price-list.pdf": pdf(await makeEncryptedPdf()),
      "/docs/tent-manual.pdf": pdf(await makeScannedPdf()),
      "/docs/returns.pdf": pdf(BROKEN_PDF),
    });
    open.push(site);
    const fetcher = createFetcher({
      allowPrivateNetwork: true,
      allowedDomains: [new URL(site.url).host],
      readPdf: true,
      retryBaseDelayMs: 5,
    });
    open.push(fetcher);
    const { agent, close } = offlineAgent({ fetcher });
    open.push({ close });
    const events: SupportProgress[] = [];
    const result = await agent.ask({
      question: "How many years are tents covered by the warranty?",
      startUrls: [`${site.url}/`],
      onProgress: (event) => events.push(event),
    });

    expect(result.refused).toBe(false);
    expect(result.answer).toContain("seven years");
    expect(result.sources[0]).toEqual({
      url: `${site.url}/docs/warranty-terms.pdf`,
      title: "Warranty terms (PDF), p. 2",
    });
    // The session's history keeps the source as cited, page included.
    const session = await agent.getSession(result.session);
    expect(session?.history[0]?.sources[0]).toEqual({
      url: `${site.url}/docs/warranty-terms.pdf`,
      title: "Warranty terms (PDF), p. 2",
    });
    const outcome = (path: string) =>
      events.find(
        (event) => "url" in event && event.url === `${site.url}${path}` && event.type.startsWith("page-"),
      );
    expect(outcome("/docs/price-list.pdf")).toMatchObject({
      type: "page-skipped",
      reason: "encrypted PDF (needs a password)",
    });
    expect(outcome("/docs/tent-manual.pdf")).toMatchObject({
      type: "page-skipped",
      reason: "PDF has no text layer (a scan?)",
    });
    expect(outcome("/docs/returns.pdf")).toMatchObject({ type: "page-failed" });
  });
});
