import { describe, expect, it } from "vitest";
import { auditMarkdown } from "./markdown-audit.js";

describe("auditMarkdown", () => {
  it("finds nothing when the Markdown says the plain text's words with the renderer's own syntax", () => {
    const audit = auditMarkdown(
      "Steps\n\nOpen it.\nClose it.\n\nPlan | Price\nFree | 0",
      "## Steps\n\n1. Open it.\n2. Close it.\n\n| Plan | Price |\n| --- | --- |\n| Free | 0 |",
    );
    expect(audit).toEqual({ wordsLost: {}, wordsGained: {}, syntax: {}, structure: {}, autolinks: 0 });
  });

  it("counts page text read as syntax, words lost and gained, and structure faults", () => {
    const audit = auditMarkdown(
      "Use *stars* and <b> here\nTitle\nA\n2. Done",
      "Use *stars* and <b> here, see https://example.com\n\n####\nTitle\n-\n\nDone\n2. Done\n\n```\nA",
    );
    expect(audit.syntax).toEqual({ em: 1, html: 1 });
    expect(audit.structure).toEqual({ emptyHeading: 1, setextHeading: 1, unclosedFence: 1 });
    // The "<b>" read as a tag is no text any more.
    expect(audit.wordsLost).toEqual({ b: 1 });
    expect(audit.wordsGained).toEqual({ Done: 1, see: 1, https: 1, example: 1, com: 1 });
    expect(audit.autolinks).toBe(1);
  });

  it("reads a heading indented up to 3 spaces as no setext heading", () => {
    expect(auditMarkdown("Intro\nJobs\nRemote", "Intro\n\n  ### Jobs\n\n  Remote").structure).toEqual({});
  });
});
