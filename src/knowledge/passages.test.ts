import { describe, expect, it } from "vitest";
import { splitIntoPassages } from "./passages.js";

const page = { pageIndex: 4, url: "https://help.example.com/returns", title: "Returns | Example Help" };

const filler = (words: number, seed: string): string =>
  Array.from({ length: words }, (_, index) => `${seed}${index % 7}`).join(" ");

describe("splitIntoPassages", () => {
  it("cuts at headings and records the nearest heading", () => {
    const text = [
      "Returns and refunds",
      `You can return most items within 30 days of delivery. ${filler(40, "alpha")}.`,
      "How to start a return",
      `Open your orders page and choose the item to return. ${filler(40, "beta")}.`,
      "Refund timing",
      `Refunds reach your card within 5 to 10 business days. ${filler(40, "gamma")}.`,
    ].join("\n\n");
    const passages = splitIntoPassages({ ...page, text });
    expect(passages.map((passage) => passage.heading)).toEqual([
      "Returns and refunds",
      "How to start a return",
      "Refund timing",
    ]);
    expect(passages[2]?.text.startsWith("Refund timing\n\nRefunds reach your card")).toBe(true);
    expect(passages.map((passage) => passage.position)).toEqual([0, 1, 2]);
    expect(passages.map((passage) => passage.id)).toEqual(["4:0", "4:1", "4:2"]);
    for (const passage of passages) {
      expect(passage).toMatchObject({ pageIndex: 4, url: page.url, title: page.title });
    }
  });

  it("does not take sentences, list items, table rows or a final line for headings", () => {
    const text = [
      "Shipping options",
      "We ship every weekday.",
      "- Standard shipping\n- Express shipping",
      "- Free pickup",
      "Zone\tPrice",
      "Questions? Write to us",
    ].join("\n\n");
    const [passage, ...rest] = splitIntoPassages({ ...page, text, minChars: 0 });
    expect(rest).toEqual([]);
    expect(passage?.heading).toBe("Shipping options");
  });

  it("treats a Markdown heading and an FAQ question line as headings", () => {
    const text = [
      "## Can I return a gift?",
      `Yes, gifts can be returned for store credit. ${filler(50, "delta")}.`,
      "Do you refund shipping costs?",
      `Shipping costs are refunded only when the item was faulty. ${filler(50, "epsilon")}.`,
    ].join("\n\n");
    const passages = splitIntoPassages({ ...page, text });
    expect(passages.map((passage) => passage.heading)).toEqual([
      "Can I return a gift?",
      "Do you refund shipping costs?",
    ]);
  });

  it("takes a marked heading for a heading however it ends, and lists the passage's marked headings", () => {
    const text = [
      "### 我的手机丢了或者我换了个新手机，现在无法使用人脸或触摸解锁来登录。",
      `除非你启用了蓝牙或云同步，人脸或触摸解锁只能在原来的设备上使用。${filler(50, "alpha")}。`,
      "###",
      "An unmarked line.",
      `It stays a sentence under the same heading. ${filler(50, "beta")}.`,
    ].join("\n\n");
    const passages = splitIntoPassages({ ...page, text });
    expect(passages.map((passage) => passage.heading)).toEqual([
      "我的手机丢了或者我换了个新手机，现在无法使用人脸或触摸解锁来登录。",
    ]);
    expect(passages[0]?.headings).toEqual([
      "我的手机丢了或者我换了个新手机，现在无法使用人脸或触摸解锁来登录。",
    ]);
    // The empty heading's mark is left out; the passage's text holds the heading without its mark.
    expect(passages[0]?.text.startsWith("我的手机丢了")).toBe(true);
    expect(passages[0]?.text).not.toContain("#");
  });

  it("records the levels of its marked headings and the headings its first line sits under", () => {
    const text = [
      "## Phone scams",
      `Callers pretend to be from an agency. ${filler(30, "alpha")}.`,
      "### How to protect yourself",
      `Agencies never ask for payment by phone. ${filler(30, "beta")}.`,
      `Hang up and call the number on the agency's site. ${filler(30, "gamma")}.`,
      "## Email scams",
      `Messages look official. ${filler(30, "delta")}.`,
    ].join("\n\n");
    const passages = splitIntoPassages({ ...page, text, maxChars: 300 });
    const view = passages.map(({ heading, headings, headingLevels, headingPath }) => ({
      heading,
      headings,
      headingLevels,
      headingPath: headingPath?.map((outer) => `${outer.level} ${outer.text}`),
    }));
    expect(view).toEqual([
      { heading: "Phone scams", headings: ["Phone scams"], headingLevels: [2], headingPath: undefined },
      {
        heading: "How to protect yourself",
        headings: ["How to protect yourself"],
        headingLevels: [3],
        headingPath: ["2 Phone scams"],
      },
      // Cut from the middle of the h3's section: it still sits under both headings.
      {
        heading: "How to protect yourself",
        headings: undefined,
        headingLevels: undefined,
        headingPath: ["2 Phone scams", "3 How to protect yourself"],
      },
      // A heading of the same level as an outer one closes it.
      { heading: "Email scams", headings: ["Email scams"], headingLevels: [2], headingPath: undefined },
    ]);
  });

  it("merges sections shorter than minChars with the next one", () => {
    const text = ["Returns", "Thirty days.", "Refunds", "Five days.", "Exchanges", "Free."].join("\n\n");
    const passages = splitIntoPassages({ ...page, text, minChars: 200 });
    expect(passages).toHaveLength(1);
    expect(passages[0]?.heading).toBe("Returns");
    expect(passages[0]?.text).toContain("Exchanges\n\nFree.");
    expect(splitIntoPassages({ ...page, text, minChars: 0 })).toHaveLength(3);
  });

  it("names a passage after the nearest of consecutive headings", () => {
    const text = ["Help center", "Returns", `Thirty days to return anything. ${filler(60, "zeta")}.`].join(
      "\n\n",
    );
    expect(splitIntoPassages({ ...page, text })[0]?.heading).toBe("Returns");
  });

  it("bounds every passage by maxChars and keeps all the text", () => {
    const paragraphs = Array.from({ length: 30 }, (_, index) => `Paragraph ${index}. ${filler(30, "word")}.`);
    const text = paragraphs.join("\n\n");
    const passages = splitIntoPassages({ ...page, text, maxChars: 500 });
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(500);
    expect(passages.map((passage) => passage.text).join("\n\n")).toBe(text);
  });

  it("splits a huge paragraph at sentence boundaries", () => {
    const sentences = Array.from(
      { length: 80 },
      (_, index) => `Sentence number ${index} says something useful.`,
    );
    const text = `Warranty terms\n\n${sentences.join(" ")}`;
    const passages = splitIntoPassages({ ...page, text, maxChars: 400 });
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(400);
      expect(passage.text.endsWith("useful.")).toBe(true);
      expect(passage.heading).toBe("Warranty terms");
    }
    const rejoined = passages.map((passage) => passage.text.replace(/^Warranty terms\n\n/, "")).join(" ");
    expect(rejoined).toBe(sentences.join(" "));
  });

  it("never leaves a heading alone in a passage before a long paragraph", () => {
    // Eight 49-character sentences fill 399 characters: a full passage with no room for the heading.
    const sentences = Array.from({ length: 40 }, () => "This clause of the warranty covers every product.");
    const text = `Warranty terms\n\n${sentences.join(" ")}`;
    const passages = splitIntoPassages({ ...page, text, maxChars: 400 });
    expect(passages[0]?.text).toMatch(/^Warranty terms\n\nThis clause /);
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(400);
  });

  it("splits Chinese text without spaces and never exceeds maxChars", () => {
    const sentence = "我们的退货政策允许在收到商品后三十天内退货。";
    const text = `退货政策\n\n${sentence.repeat(60)}\n\n${"没有标点的长句".repeat(200)}`;
    const passages = splitIntoPassages({ ...page, text, maxChars: 300 });
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(300);
    expect(passages[0]?.heading).toBe("退货政策");
    expect(passages.map((passage) => passage.text).join("")).toContain(sentence.repeat(3));
    const withoutSpace = (value: string): string => value.replace(/\s/g, "");
    expect(withoutSpace(passages.map((passage) => passage.text).join(""))).toBe(withoutSpace(text));
  });

  it("returns nothing for an empty page", () => {
    expect(splitIntoPassages({ ...page, text: "  \n\n \n" })).toEqual([]);
  });
});

describe("splitIntoPassages with code blocks and lead-ins", () => {
  const code = [
    "```",
    "curl -fsSL https://get.example.test \\",
    "  | sh",
    "",
    "example --version",
    "```",
  ].join("\n");

  it("keeps a fenced code block whole, blank lines inside it included", () => {
    const text = [`Install the tool. ${filler(30, "intro")}.`, "Run this:", code, "Then sign in."].join(
      "\n\n",
    );
    const passages = splitIntoPassages({ ...page, text, maxChars: 300, minChars: 0 });
    const holding = passages.filter((passage) => passage.text.includes("```"));
    expect(holding).toHaveLength(1);
    expect(holding[0]?.text).toContain(code);
    // The lead-in goes with the block it introduces.
    expect(holding[0]?.text).toContain(`Run this:\n\n${code}`);
  });

  it("never splits inside a code block: a block longer than a passage is cut between lines, each piece fenced", () => {
    const lines = Array.from({ length: 40 }, (_, index) => `  step --number ${index} --flag value`);
    const long = ["```", ...lines, "```"].join("\n");
    const passages = splitIntoPassages({ ...page, text: `Setup\n\n${long}`, maxChars: 400 });
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(400);
      const fences = passage.text.split("\n").filter((line) => line.startsWith("```"));
      expect(fences.length % 2).toBe(0);
      expect(fences.length).toBeGreaterThan(0);
    }
    const kept = passages
      .flatMap((passage) => passage.text.split("\n"))
      .filter((line) => line.startsWith("  step"));
    expect(kept).toEqual(lines);
  });

  it("keeps the headings a lead-in introduces in the lead-in's passage", () => {
    const text = [
      `The guidelines. ${filler(40, "intro")}.`,
      "The three principles:",
      "Perceivable",
      "Users can perceive it.",
      "Operable",
      "Users can operate it.",
    ].join("\n\n");
    const passages = splitIntoPassages({ ...page, text, minChars: 10 });
    expect(passages).toHaveLength(1);
    expect(passages[0]?.text).toContain(
      "The three principles:\n\nPerceivable\n\nUsers can perceive it.\n\nOperable",
    );
    // Near the end of a full passage, the lead-in opens the next one rather than be parted from its first section.
    const full = splitIntoPassages({
      ...page,
      text: text.replace(filler(40, "intro"), filler(33, "intro")),
      maxChars: 300,
    });
    expect(full.map((passage) => passage.text.split("\n\n")[0])).toEqual([
      expect.stringMatching(/^The guidelines\./),
      "The three principles:",
    ]);
    expect(full[1]?.text).toContain("Users can perceive it.\n\nOperable\n\nUsers can operate it.");
    // Without the lead-in, the same sections are cut at their headings.
    const plain = splitIntoPassages({
      ...page,
      text: text.replace("The three principles:", "Principles."),
      minChars: 10,
    });
    expect(plain.map((passage) => passage.heading)).toEqual([undefined, "Perceivable", "Operable"]);
  });

  it("closes a fence the text leaves open", () => {
    const [passage] = splitIntoPassages({ ...page, text: "Usage:\n\n```\nexample run\n\nexample stop" });
    expect(passage?.text).toBe("Usage:\n\n```\nexample run\n\nexample stop\n```");
  });
});
