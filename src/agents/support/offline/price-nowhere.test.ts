import { describe, expect, it } from "vitest";
import { draftContextFor } from "#test/helpers/draft-context.js";
import type { DraftContext } from "../reasoner.js";
import { draftOffline } from "./offline-reasoner.js";
import { pageSupport } from "./page-support.js";
import { priceNowhere } from "./price-nowhere.js";

/** A registry tool's docs: a page naming a vendor's server in a settings table, never its price. */
const REGISTRIES = [
  "# Registries",
  "You can host your own registry server and point the client at it.",
  "## serverType",
  "How the server lays out tarball URLs: npm or acmevault. Set serverType to acmevault when you host an Acme Vault registry server; its license is managed by your Acme Vault administrator.",
].join("\n");

function draftFor(question: string, pages: Record<string, string>): DraftContext {
  return draftContextFor({ question, pages, origin: "https://docs.test" });
}

const QUESTION = "How much does an Acme Vault license cost if we host our own registry?";

describe("priceNowhere", () => {
  it("refuses a price question when the pages read name the product but state no price", () => {
    const draft = draftOffline(draftFor(QUESTION, { Registries: REGISTRIES }));
    expect(draft.refused).toBe(true);
  });

  it("answers it when a page read states the price", () => {
    const pricing = `${REGISTRIES}\n## Pricing\nAn Acme Vault license costs $40 per month for a team you host.`;
    const draft = draftOffline(draftFor(QUESTION, { Registries: pricing }));
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("$40");
  });

  it("leaves yes/no questions and other kinds of 'how much' alone", () => {
    const context = draftFor(QUESTION, { Registries: REGISTRIES });
    const support = pageSupport({
      passages: context.passages,
      weights: context.termWeights,
      question: QUESTION,
    });
    expect(priceNowhere({ question: QUESTION, support })).toBe(true);
    expect(priceNowhere({ question: "Is there a fee to host an Acme Vault registry?", support })).toBe(false);
    expect(priceNowhere({ question: "How much disk space does the registry use?", support })).toBe(false);
    expect(priceNowhere({ question: "一个 Acme Vault 许可证多少钱？", support: [] })).toBe(false);
  });
});
