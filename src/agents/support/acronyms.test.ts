import { describe, expect, it } from "vitest";
import { tokenize } from "../../knowledge/index.js";
import { acronymTermsFor, spelledAcronyms } from "./acronyms.js";
import { scoreLinks } from "./link-scoring.js";

describe("spelledAcronyms", () => {
  it("spells the acronyms of runs of words, 'of' giving its letter or not, hyphenated parts one each", () => {
    const spelled = spelledAcronyms(
      "Our security team wants a software bill of materials. Server-side rendering?",
    );
    expect(spelled.get("sbom")).toEqual(["software", "bill", "materials"]);
    expect(spelled.get("sbm")).toEqual(["software", "bill", "materials"]);
    expect(spelled.get("ssr")).toEqual(["server", "side", "rendering"]);
  });

  it("never runs across punctuation or a stop word, nor takes a letter from 'in'", () => {
    const spelled = spelledAcronyms("It was built in npmjs. Bill, materials; which software bill");
    expect(spelled.has("bin")).toBe(false);
    expect(spelled.has("bm")).toBe(false);
    expect(spelled.has("wsb")).toBe(false);
    expect([...spelled.keys()].every((acronym) => acronym.length >= 3)).toBe(true);
  });
});

describe("acronymTermsFor", () => {
  it("gives a link naming an acronym the words the question spells it out in, and the reverse", () => {
    const spelledOut = acronymTermsFor({ question: "Can it make a software bill of materials?" });
    expect(spelledOut("pnpm sbom")).toEqual(tokenize("software bill materials", { removeStopWords: false }));
    expect(spelledOut("pnpm audit")).toEqual([]);
    const named = acronymTermsFor({ question: "Which SBOM formats are there?" });
    expect(named("Software Bill of Materials")).toEqual(["sbom"]);
    // An acronym is written in capitals: "the" in a question is not one.
    expect(acronymTermsFor({ question: "Where is the store?" })("Transport Header Extension")).toEqual([]);
  });
});

describe("scoreLinks with acronyms", () => {
  const weightsOf = (question: string) =>
    Object.assign(new Map(tokenize(question).map((term) => [term, 1])), { context: new Set<string>() });
  const links = [
    { index: 0, url: "https://docs.test/cli/sbom", anchor: "pnpm sbom" },
    { index: 1, url: "https://docs.test/cli/audit", anchor: "pnpm audit" },
  ];

  it("finds a page named by the acronym of what the question spells out", () => {
    const question = "Our security team wants a software bill of materials. Which formats can it produce?";
    const [sbom, audit] = scoreLinks(links, weightsOf(question), { question });
    expect(sbom?.own).toBeGreaterThan(0.3);
    expect(audit?.own).toBe(0);
  });

  it("leaves the links as they were without the question's text", () => {
    const question = "Our security team wants a software bill of materials. Which formats can it produce?";
    const [sbom] = scoreLinks(links, weightsOf(question));
    expect(sbom?.own).toBe(0);
  });
});
