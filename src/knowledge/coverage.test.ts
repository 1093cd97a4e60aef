import { describe, expect, it } from "vitest";
import { coverage, measureCoverage } from "./coverage.js";
import { tokenize } from "./tokenize.js";

const returns = {
  title: "Returns and refunds | Northwind Help",
  heading: "Return policy",
  text: "You can return most items within 30 days of delivery for a full refund.",
};
const international = {
  title: "International orders | Northwind Help",
  heading: "Returns from outside the US",
  text: "International orders can be returned within 45 days.",
};

describe("coverage", () => {
  it("is 1 when every key term of the question is in the passages", () => {
    expect(coverage("What is your return policy?", [returns])).toBe(1);
    expect(coverage("Can I return international orders?", [international])).toBe(1);
  });

  it("counts the title and heading as well as the text", () => {
    expect(coverage("refund policy", [{ title: "", text: "full refund" }])).toBe(0.5);
    expect(coverage("refund policy", [{ title: "", heading: "Return policy", text: "full refund" }])).toBe(1);
  });

  it("is partial when some key terms are missing and reports which", () => {
    const report = measureCoverage("Do you sell gift cards for international orders?", [international]);
    expect(report.keyTerms).toHaveLength(5);
    expect(report.fraction).toBeCloseTo(2 / 5);
    expect(report.missing).toEqual(tokenize("sell gift cards"));
    expect(report.covered).toEqual(tokenize("international orders"));
  });

  it("unites the passages' terms", () => {
    const question = "international orders within 30 days";
    expect(coverage(question, [returns])).toBeLessThan(1);
    expect(coverage(question, [international])).toBeLessThan(1);
    expect(coverage(question, [returns, international])).toBe(1);
  });

  it("is 0 for an off-topic question, no passages, or a question without key terms", () => {
    expect(coverage("Who won the football world cup?", [returns, international])).toBe(0);
    expect(coverage("What is your return policy?", [])).toBe(0);
    expect(coverage("What is it?", [returns])).toBe(0);
  });

  it("works for Chinese questions and pages", () => {
    const page = { title: "退货与退款", text: "大多数商品可在收货后30天内退货并获得全额退款。" };
    expect(coverage("退货政策是什么", [{ ...page, heading: "退货政策" }])).toBe(1);
    expect(coverage("保修期多久", [page])).toBe(0);
  });
});
