import { describe, expect, it } from "vitest";
import { BROKEN_PDF, makeEncryptedPdf, makeScannedPdf, makeTextPdf } from "#test/helpers/pdf-fixtures.js";
import { pdfPage } from "./pdf-page.js";
import { pdfText } from "./pdf-text.js";

const warranty = {
  title: "Warranty terms",
  pages: [
    {
      heading: "Our promise",
      paragraphs: [
        "Every Kettle and Co. product is made to last. This document explains what the warranty covers and how to claim it.",
      ],
    },
    {
      heading: "Coverage",
      paragraphs: [
        "Tents and sleeping bags are covered for seven years against defects in materials and workmanship.",
        "Wear and tear, misuse and accidental damage are not covered.",
      ],
    },
    { heading: "Claims", paragraphs: ["Send the claim form with your order number to the warranty desk."] },
  ],
};

describe("pdfText", () => {
  it("reads each page's text in order, headings and paragraphs as their own blocks", async () => {
    const bytes = await makeTextPdf(warranty);
    const result = await pdfText({ bytes });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.title).toBe("Warranty terms");
    expect(result.pages).toHaveLength(3);
    expect(result.pages[1]).toBe(
      "Coverage\n\nTents and sleeping bags are covered for seven years against defects in materials and workmanship.\n\n" +
        "Wear and tear, misuse and accidental damage are not covered.",
    );
    // The caller's buffer is still whole (PDF.js detaches what it is given).
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it("calls an encrypted PDF skipped, a scan without text skipped and a broken file failed, without throwing", async () => {
    expect(await pdfText({ bytes: await makeEncryptedPdf() })).toEqual({
      status: "skipped",
      reason: "encrypted PDF (needs a password)",
    });
    expect(await pdfText({ bytes: await makeScannedPdf() })).toEqual({
      status: "skipped",
      reason: "PDF has no text layer (a scan?)",
    });
    expect(await pdfText({ bytes: BROKEN_PDF })).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/^broken PDF: /),
    });
    expect(await pdfText({ bytes: new Uint8Array() })).toMatchObject({ status: "failed" });
    // Past the page cap or the time budget: reported, not read on and on.
    const long = await makeTextPdf({ pages: [{ paragraphs: ["one"] }, { paragraphs: ["two"] }] });
    expect(await pdfText({ bytes: long, maxPages: 1 })).toEqual({
      status: "skipped",
      reason: "PDF has 2 pages, more than 1",
    });
    expect(await pdfText({ bytes: long, budgetMs: 0 })).toMatchObject({
      status: "failed",
      reason: "PDF text took longer than 0 ms to read",
    });
  });
});

describe("pdfPage", () => {
  it("parts pages with form feeds and names an untitled document after its file", async () => {
    const bytes = await makeTextPdf({ pages: warranty.pages });
    const result = await pdfPage({ bytes, url: "https://shop.test/docs/warranty-terms.pdf" });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.page.title).toBe("Warranty terms");
    expect(result.pageCount).toBe(3);
    expect(result.page.text.split("\f")[2]).toBe(
      "Claims\n\nSend the claim form with your order number to the warranty desk.",
    );
  });
});
