// The quoted passages under a source card: page text rendered as inert text, collapsed, capped.
import { parseHTML } from "linkedom";
import { beforeAll, describe, expect, it } from "vitest";
import { answerStrings } from "./answer-strings.js";
import type { EvidenceRef } from "./api-types.js";
import { createSourcesView } from "./sources-view.js";

beforeAll(() => {
  // dom.ts builds elements with the global document; linkedom stands in for the browser's.
  const { document } = parseHTML("<!doctype html><html><head></head><body></body></html>");
  Object.assign(globalThis, { document });
});

const RETURNS = "https://shop.test/returns";
const SHIPPING = "https://shop.test/shipping";
const HOSTILE = [
  "<script>window.pwned = 1</script>Returns within 30 days.",
  '<img src="x" onerror="window.pwned = 1"> Refunds in 5 days.',
];

function render(evidence: EvidenceRef[] | undefined, language = "en") {
  const view = createSourcesView({
    strings: answerStrings(language),
    sources: [
      { url: RETURNS, title: "Returns" },
      { url: SHIPPING, title: "Shipping" },
    ],
    sourceId: (n) => `t1-source-${n}`,
    evidence,
  });
  document.body.replaceChildren(view);
  return view;
}

describe("source cards' quoted passages", () => {
  it("show page text as text: <script> and <img onerror> stay inert", () => {
    const view = render(HOSTILE.map((text) => ({ url: RETURNS, title: "Returns", text })));
    expect(view.querySelector("script")).toBeNull();
    expect(view.querySelector("img")).toBeNull();
    expect(view.querySelector("[onerror]")).toBeNull();
    const quotes = [...view.querySelectorAll(".source-quote")].map((quote) => quote.textContent);
    expect(quotes).toEqual([
      "<script>window.pwned = 1</script>Returns within 30 days.",
      '<img src="x" onerror="window.pwned = 1"> Refunds in 5 days.',
    ]);
    expect(view.innerHTML).toContain("&lt;script&gt;");
  });

  it("sit collapsed under their own source, outside its link, at most three of 300 characters", () => {
    const evidence: EvidenceRef[] = [
      { url: RETURNS, title: "Returns", text: "Returns\nUnused items within 30 days." },
      { url: RETURNS, title: "Returns", text: "x".repeat(400) },
      { url: RETURNS, title: "Returns", text: "Third." },
      { url: RETURNS, title: "Returns", text: "Fourth." },
      { url: "https://shop.test/uncited", title: "Uncited", text: "Not a source." },
    ];
    const view = render(evidence);
    const items = view.querySelectorAll(".source-item");
    const returns = items[0] as Element;
    const details = returns.querySelector("details.source-quotes") as Element;
    expect(details.hasAttribute("open")).toBe(false);
    expect(details.parentElement).toBe(returns);
    expect(details.querySelector("summary")?.textContent).toBe("Quoted passages (4)");
    const quotes = [...details.querySelectorAll(".source-quote")].map((quote) => quote.textContent ?? "");
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toBe("Returns Unused items within 30 days.");
    expect(quotes[1]).toHaveLength(300);
    expect(quotes[1]?.endsWith("…")).toBe(true);
    expect(details.querySelector(".source-quotes-more")?.textContent).toBe("and 1 more");
    // Nothing quoted from shipping, and nothing from a page that is not a source.
    expect(items[1]?.querySelector("details")).toBeNull();
    expect(view.textContent).not.toContain("Not a source.");
  });

  it("preview the first passage on the card itself, shortened, as text", () => {
    const view = render([
      { url: RETURNS, title: "Returns", text: `<b>Unused</b> items\nwithin 30 days. ${"y".repeat(200)}` },
      { url: RETURNS, title: "Returns", text: "Second." },
    ]);
    const items = view.querySelectorAll(".source-item");
    const preview = items[0]?.querySelector(".source-preview");
    expect(preview?.parentElement).toBe(items[0]);
    expect(preview?.textContent?.startsWith("“<b>Unused</b> items within 30 days. yyy")).toBe(true);
    expect(preview?.textContent?.endsWith("…”")).toBe(true);
    expect(preview?.textContent).toHaveLength(142);
    expect(view.querySelector("b")).toBeNull();
    expect(items[1]?.querySelector(".source-preview")).toBeNull();
  });

  it("are labelled in the answer's language", () => {
    const view = render([{ url: RETURNS, title: "Returns", text: "30 天内可退货。" }], "zh");
    expect(view.querySelector("summary")?.textContent).toBe("引用的段落（1）");
    expect(view.querySelector("h3")?.textContent).toBe("来源（2）");
    const spanish = render([{ url: RETURNS, title: "Devoluciones", text: "30 días para devolver." }], "es");
    expect(spanish.querySelector("summary")?.textContent).toBe("Pasajes citados (1)");
    expect(spanish.querySelector("h3")?.textContent).toBe("Fuentes (2)");
    const french = render([{ url: RETURNS, title: "Retours", text: "30 jours pour retourner." }], "fr");
    expect(french.querySelector("summary")?.textContent).toBe("Passages cités (1)");
  });

  it("are left out when the server sends no evidence", () => {
    expect(render(undefined).querySelector("details")).toBeNull();
  });
});
