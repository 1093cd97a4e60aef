import { describe, expect, it } from "vitest";
import { questionLiterals, quotesLiteral } from "./question-literals.js";

describe("questionLiterals", () => {
  it("finds the code a question quotes, in brackets, tags, backticks or with code punctuation", () => {
    expect(questionLiterals("prop 类型声明成 [String, Boolean]，子组件拿到的是什么？")).toEqual([
      "[String, Boolean]",
    ]);
    expect(questionLiterals("父组件写 v-model:title.capitalize，prop 叫什么？")).toEqual([
      "v-model:title.capitalize",
    ]);
    expect(questionLiterals("Can <script setup> code live in a `src` file?")).toEqual([
      "<script setup>",
      "src",
    ]);
    expect(questionLiterals("Can our own @myorg packages skip it?")).toEqual(["@myorg"]);
    expect(questionLiterals("Where does src/index.ts go?")).toEqual(["src/index.ts"]);
  });

  it("takes no prose for code: hyphens, full stops, a trailing colon", () => {
    expect(
      questionLiterals(
        "Is in-person verification at Login.gov free and/or fast? What does a file: dependency do?",
      ),
    ).toEqual([]);
  });
});

describe("quotesLiteral", () => {
  it("matches the literal whatever the spacing and case", () => {
    expect(quotesLiteral("disabled: [string,boolean]", ["[String, Boolean]"])).toBe(true);
    expect(quotesLiteral("disabled: [Boolean, String]", ["[String, Boolean]"])).toBe(false);
    expect(quotesLiteral("anything", [])).toBe(false);
  });
});
