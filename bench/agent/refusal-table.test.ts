import { describe, expect, it } from "vitest";
import { refusalTable, refusalTableText } from "./refusal-table.js";

describe("refusalTable", () => {
  const rows = refusalTable([
    // Answerable, fact in evidence, refused by the unit check alone.
    { expectRefuse: false, refused: true, contextRecalled: true, refusedBy: ["unit"] },
    // Answerable, fact not in evidence, refused by two checks.
    { expectRefuse: false, refused: true, contextRecalled: false, refusedBy: ["page", "unit"] },
    // Off-topic: one refused by the unknown-subject check alone, one by three checks.
    { expectRefuse: true, refused: true, refusedBy: ["unknown-subject"] },
    { expectRefuse: true, refused: true, refusedBy: ["unknown-subject", "page", "unit"] },
    // Answered: counted nowhere.
    { expectRefuse: false, refused: false, contextRecalled: true, refusedBy: [] },
  ]);
  const row = (check: string) => rows.find((entry) => entry.check === check);

  it("counts every check that refuses a question, and alone where no other does", () => {
    expect(row("unit")).toEqual({
      check: "unit",
      answerable: 2,
      answerableAlone: 1,
      withFact: 1,
      withFactAlone: 1,
      offTopic: 1,
      offTopicAlone: 0,
    });
    expect(row("unknown-subject")).toMatchObject({ answerable: 0, offTopic: 2, offTopicAlone: 1 });
    expect(row("page")).toMatchObject({ answerable: 1, answerableAlone: 0, withFact: 0, offTopic: 1 });
    expect(row("price")).toMatchObject({ answerable: 0, offTopic: 0 });
  });

  it("prints one Markdown row per check", () => {
    const text = refusalTableText(rows);
    expect(text).toHaveLength(2 + 7);
    expect(text).toContain("| unit | 2 (1) | 1 (1) | 1 (0) |");
  });
});
