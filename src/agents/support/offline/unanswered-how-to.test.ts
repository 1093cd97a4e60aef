import { describe, expect, it } from "vitest";
import { draftContextFor } from "#test/helpers/draft-context.js";
import { draftOffline } from "./offline-reasoner.js";
import { leavesHowToUnanswered } from "./unanswered-how-to.js";

/** A note app's docs: a page listing the tools it is used with (names only), and a settings page that uses the
 * words "configure", "automatic" and "update" about other things. */
const WAYS = [
  "# 使用 Notely 的多种方式",
  "## 网页之外",
  "尽管 Notely 主要是为网页而设计的，但它绝不仅仅局限于浏览器。你还可以：",
  "- 配合 Foxglove 或 Tern 构建桌面应用",
  "- 配合 Brook 构建移动端应用",
  "- 使用 Notely 的自定义渲染 API 构建命令行工具",
].join("\n");
const SETTINGS = [
  "# 设置",
  "## 更新笔记",
  "编辑笔记后，项目列表会立即更新。",
  "## 配置文件",
  "配置文件位于项目的根目录，其中的选项会自动合并到默认值上。",
].join("\n");

const QUESTION = "Notely 配合 Foxglove 构建的桌面应用，怎么配置自动更新？";

function draftFor(pages: Record<string, string>) {
  return draftOffline(draftContextFor({ question: QUESTION, pages, origin: "https://notes.test" }));
}

describe("leavesHowToUnanswered", () => {
  it("refuses a how-to question whose best passage only names what it acts on", () => {
    const draft = draftFor({ 使用方式: WAYS, 设置: SETTINGS });
    expect(draft.refused).toBe(true);
  });

  it("answers it when a passage says how to do what it asks", () => {
    const ways = `${WAYS}\n## 自动更新\n在 Foxglove 构建的桌面应用中配置自动更新：在配置文件里把 autoUpdate 设为 true。`;
    const draft = draftFor({ 使用方式: ways, 设置: SETTINGS });
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("autoUpdate");
  });

  it("counts only the clause's words the question is about and the pages use", () => {
    const context = draftContextFor({
      question: "Foxglove 构建的桌面应用应该怎么做？",
      pages: { 使用方式: WAYS },
      origin: "https://notes.test",
    });
    const unit = { own: new Set(["foxglove"]), context: new Set<string>(), ancestry: new Set<string>() };
    // 做 ("do") frames the question: the clause asks nothing a passage could hold.
    expect(leavesHowToUnanswered({ question: context.question, unit, weights: context.termWeights })).toBe(
      false,
    );
    // A bare verb (配置 alone, "How do I fix it?") is often answered in other words: left alone.
    const bare = draftContextFor({
      question: "Foxglove 构建的桌面应用怎么配置？",
      pages: { 使用方式: WAYS, 设置: SETTINGS },
      origin: "https://notes.test",
    });
    expect(leavesHowToUnanswered({ question: bare.question, unit, weights: bare.termWeights })).toBe(false);
    expect(leavesHowToUnanswered({ question: QUESTION, unit: undefined, weights: context.termWeights })).toBe(
      false,
    );
  });

  it("does not take a lone character of the passage for a word of the clause", () => {
    const context = draftContextFor({
      question: QUESTION,
      pages: { 使用方式: WAYS, 设置: SETTINGS },
      origin: "https://notes.test",
    });
    // 自 of 自/定义 is no spelling of 自动.
    const unit = {
      own: new Set(["foxglove", "自", "定义"]),
      context: new Set<string>(),
      ancestry: new Set<string>(),
    };
    expect(leavesHowToUnanswered({ question: QUESTION, unit, weights: context.termWeights })).toBe(true);
    const holding = { ...unit, own: new Set(["foxglove", "自动"]) };
    expect(leavesHowToUnanswered({ question: QUESTION, unit: holding, weights: context.termWeights })).toBe(
      false,
    );
  });
});
