import { describe, expect, it } from "vitest";
import { createPassageIndex, estimateTokens, splitIntoPassages } from "../../knowledge/index.js";
import { searchWithRelatedTerms, withWholePages } from "./retrieval-context.js";

function indexOf(pages: Record<string, string>) {
  const index = createPassageIndex();
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    index.add(
      splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text, minChars: 0 }),
    );
  });
  return index;
}

describe("searchWithRelatedTerms", () => {
  it("finds the passage a visitor's own words miss through the words sites use for them", () => {
    const index = indexOf({
      Payments: "Pay over time\n\nSplit a purchase into 4 interest-free payments.",
      Tents: "Our tents pitch in three minutes.",
    });
    expect(index.search("installments").map((passage) => passage.pageIndex)).toEqual([]);
    const found = searchWithRelatedTerms(index, "Can I pay in installments?", { limit: 10 });
    expect(found[0]?.pageIndex).toBe(0);
  });

  it("keeps a passage matched by the question's own words above one matched only by related words", () => {
    const index = indexOf({
      Refunds: "Refund timing\n\nA refund reaches your card within 5 days.",
      Returns: "Return window\n\nYou may return an item within 30 days.",
    });
    const found = searchWithRelatedTerms(index, "refund", { limit: 10 });
    expect(found.map((passage) => passage.pageIndex)).toEqual([0, 1]);
  });
});

describe("withWholePages", () => {
  const sections = Array.from(
    { length: 6 },
    (_, section) => `Section ${section}\n\nInternational returns rule ${section}: ${"details ".repeat(20)}`,
  ).join("\n\n");
  const index = indexOf({
    "International Returns": `International returns must be started within 45 days.\n\n${sections}`,
    Other: "Returns within the country are free.",
  });
  const ranked = index.search("international returns", { limit: 40 });

  it("offers all of the best page's passages when they fit, not just its 3 best", () => {
    const passages = withWholePages(index, ranked, 4000);
    const ofBest = passages.filter((passage) => passage.pageIndex === 0);
    expect(ofBest).toHaveLength(index.passagesOfPage(0).length);
    expect(ofBest.some((passage) => passage.text.includes("45 days"))).toBe(true);
    expect(passages.map((passage) => passage.id)).toEqual([...passages].map((passage) => passage.id).sort());
  });

  it("stays within the token budget", () => {
    const budget = 300;
    const passages = withWholePages(index, ranked, budget);
    const used = passages.reduce((sum, passage) => sum + estimateTokens(passage.text) + 30, 0);
    expect(used).toBeLessThanOrEqual(budget);
    expect(passages.length).toBeGreaterThan(0);
  });

  it("bounds the text one page gives a prompt, and takes a long page's passages around the one that matched", () => {
    const long = indexOf({
      Reference: Array.from(
        { length: 30 },
        (_, section) =>
          `Option ${section}\n\n${section === 20 ? "The cacheDir option sets where downloads are kept." : "Plain text about settings."} ${"filler ".repeat(60)}`,
      ).join("\n\n"),
    });
    const found = long.search("cacheDir downloads", { limit: 40 });
    const passages = withWholePages(long, found, 4000, 2000);
    expect(passages.reduce((sum, passage) => sum + passage.text.length, 0)).toBeLessThanOrEqual(2000);
    expect(passages.some((passage) => passage.text.includes("cacheDir"))).toBe(true);
    const positions = passages.map((passage) => passage.position);
    expect(Math.min(...positions)).toBeGreaterThan(10);
  });
});
