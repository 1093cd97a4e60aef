import { describe, expect, it } from "vitest";
import { createPassageIndex } from "./passage-index.js";
import { splitIntoPassages } from "./passages.js";
import { tokenize } from "./tokenize.js";
import type { Passage } from "./types.js";

const FOOTER = "Need more help?\n\nOur support team answers within one business day. Contact us.";

/** A small help center as extraction would give it: headings and paragraphs, with the usual footer. */
const HELP_CENTER: Array<{ url: string; title: string; text: string }> = [
  {
    url: "https://help.northwind.test/returns",
    title: "Returns and refunds | Northwind Help",
    text: [
      "Return policy",
      "You can return most items within 30 days of delivery for a full refund. Items must be unused and in their original packaging. Final-sale items and gift cards cannot be returned.",
      "How to start a return",
      "Sign in, open Your orders, choose the item and select Start a return. Print the prepaid label and drop the parcel at any post office.",
      "Refund timing",
      "Once the warehouse receives your parcel, refunds are issued to the original payment method within 5 to 10 business days.",
      FOOTER,
    ].join("\n\n"),
  },
  {
    url: "https://help.northwind.test/shipping",
    title: "Shipping | Northwind Help",
    text: [
      "Shipping options",
      "Standard shipping takes 3 to 5 business days. Express shipping takes 1 to 2 business days. Orders placed before 2 pm ship the same day.",
      "Shipping costs",
      "Standard shipping costs $4.99 and is free on orders over $50. Express shipping costs $12.99.",
      FOOTER,
    ].join("\n\n"),
  },
  {
    url: "https://help.northwind.test/warranty",
    title: "Warranty | Northwind Help",
    text: [
      "Warranty coverage",
      "Headphones, speakers and chargers carry a two-year limited warranty against manufacturing defects. Accidental damage and normal wear are not covered.",
      "Making a warranty claim",
      "Send us the serial number and a photo of the defect. We repair or replace the product free of charge.",
      FOOTER,
    ].join("\n\n"),
  },
  {
    url: "https://help.northwind.test/international",
    title: "International orders | Northwind Help",
    text: [
      "Countries we ship to",
      "We ship to Canada, Mexico, the United Kingdom, the European Union, Japan and Australia. International delivery takes 7 to 14 business days.",
      "Customs and duties",
      "Customs duties and import taxes are calculated at checkout and paid by us, so there are no surprise fees on delivery.",
      "Returns from outside the US",
      "International orders can be returned within 45 days. Return shipping from abroad is paid by the customer unless the item is faulty.",
      FOOTER,
    ].join("\n\n"),
  },
  {
    url: "https://help.northwind.test/faq",
    title: "Frequently asked questions | Northwind Help",
    text: [
      "How do I track my order?",
      "Every shipped order gets a tracking number by email. You can also follow the parcel from Your orders.",
      "Which payment methods do you accept?",
      "We accept Visa, Mastercard, American Express, PayPal and Apple Pay.",
      FOOTER,
    ].join("\n\n"),
  },
  {
    url: "https://help.northwind.test/zh/returns",
    title: "退货与退款 | Northwind 帮助中心",
    text: [
      "退货政策",
      "大多数商品可在收货后30天内退货并获得全额退款。商品必须未使用并保留原包装。",
      "配送时间",
      "标准配送需要3至5个工作日。",
    ].join("\n\n"),
  },
];

function buildIndex(minChars?: number): ReturnType<typeof createPassageIndex> {
  const index = createPassageIndex();
  HELP_CENTER.forEach((page, pageIndex) => {
    index.add(splitIntoPassages({ pageIndex, ...page, ...(minChars === undefined ? {} : { minChars }) }));
  });
  return index;
}

/** Question, page holding the answer, heading of the answer's section, a fact from the answer. */
const QUESTIONS: Array<[string, number, string, string]> = [
  ["What is your return policy?", 0, "Return policy", "within 30 days of delivery"],
  ["How long do refunds take?", 0, "Refund timing", "5 to 10 business days"],
  ["How much does shipping cost?", 1, "Shipping costs", "$4.99"],
  ["How many business days does standard shipping take?", 1, "Shipping options", "3 to 5 business days"],
  ["How long is the warranty on headphones?", 2, "Warranty coverage", "two-year limited warranty"],
  ["Do you ship to Canada?", 3, "Countries we ship to", "We ship to Canada"],
  ["Who pays customs duties on international orders?", 3, "Customs and duties", "paid by us"],
  ["Can I return an international order?", 3, "Returns from outside the US", "within 45 days"],
  ["How do I track my order?", 4, "How do I track my order?", "tracking number by email"],
  ["Can I pay with PayPal?", 4, "Which payment methods do you accept?", "PayPal and Apple Pay"],
  ["退货政策是什么", 5, "退货政策", "30天内退货"],
];

describe("createPassageIndex", () => {
  const index = buildIndex();
  const sectionIndex = buildIndex(0);

  it.each(QUESTIONS)(
    "ranks a passage with the answer first for %j",
    (question, pageIndex, _heading, fact) => {
      const [best] = index.search(question);
      expect(best?.pageIndex).toBe(pageIndex);
      expect(best?.text).toContain(fact);
      expect(best?.score).toBeGreaterThan(0);
      expect(best?.matchedTerms.length).toBeGreaterThan(0);
    },
  );

  it.each(QUESTIONS)(
    "ranks the right section first for %j when sections are not merged",
    (question, pageIndex, heading) => {
      expect(sectionIndex.search(question)[0]).toMatchObject({ pageIndex, heading });
    },
  );

  it("returns nothing for a query of stop words or unknown words", () => {
    expect(index.search("what is it?")).toEqual([]);
    expect(index.search("quantum chromodynamics")).toEqual([]);
  });

  it("honours limit and filter", () => {
    expect(index.search("shipping", { limit: 2 })).toHaveLength(2);
    const onlyFaq = index.search("order", { filter: (passage) => passage.pageIndex === 4 });
    expect(onlyFaq.length).toBeGreaterThan(0);
    expect(onlyFaq.every((passage) => passage.pageIndex === 4)).toBe(true);
  });

  it("boosts the pages it is told to", () => {
    const plain = index.search("return");
    expect(plain[0]?.pageIndex).toBe(0);
    const boosted = index.search("return", { boostPages: new Map([[3, 10]]) });
    expect(boosted[0]?.pageIndex).toBe(3);
  });

  it("breaks ties by page index then position, whatever the insertion order", () => {
    const twins = createPassageIndex();
    const passage = (pageIndex: number, position: number): Passage => ({
      id: `${pageIndex}:${position}`,
      pageIndex,
      position,
      url: `https://example.test/${pageIndex}`,
      title: "Same",
      text: "Identical boilerplate about gift wrapping.",
    });
    twins.add([passage(9, 1), passage(2, 3), passage(9, 0), passage(2, 1)]);
    expect(twins.search("gift wrapping").map((result) => result.id)).toEqual(["2:1", "2:3", "9:0", "9:1"]);
  });

  it("removes a page and replaces a passage with the same id", () => {
    const local = buildIndex(0);
    const before = local.size;
    const warrantyCount = local.passagesOfPage(2).length;
    local.removePage(2);
    expect(local.size).toBe(before - warrantyCount);
    expect(local.passagesOfPage(2)).toEqual([]);
    expect(local.search("warranty headphones").every((result) => result.pageIndex !== 2)).toBe(true);

    local.add([
      { id: "1:0", pageIndex: 1, position: 0, url: "u", title: "t", text: "Drones ship by courier." },
    ]);
    expect(local.size).toBe(before - warrantyCount);
    expect(local.search("drones")[0]?.id).toBe("1:0");
    expect(local.search("orders placed before 2 pm").some((result) => result.id === "1:0")).toBe(false);
    expect(sectionIndex.search("orders placed before 2 pm")[0]?.id).toBe("1:0");
    // The page can be indexed again after removal.
    local.add(splitIntoPassages({ pageIndex: 2, ...(HELP_CENTER[2] as (typeof HELP_CENTER)[number]) }));
    expect(local.search("warranty headphones")[0]?.pageIndex).toBe(2);
  });

  it("stems each passage as its page's language, and a query as its own", () => {
    const index = createPassageIndex();
    index.add([
      ...splitIntoPassages({
        pageIndex: 0,
        url: "https://aide.test/carte",
        title: "Carte d'employé",
        text: "Les employés fédéraux se connectent avec leur carte PIV.",
        lang: "fr",
      }),
      ...splitIntoPassages({
        pageIndex: 1,
        url: "https://aide.test/adresse",
        title: "Adresse",
        text: "Nous envoyons le courrier à l'adresse vérifiée.",
        lang: "fr",
      }),
    ]);
    expect(index.search("employé fédéral", { language: "fr" }).map((hit) => hit.url)).toEqual([
      "https://aide.test/carte",
    ]);
    expect(index.search("adresse", { language: "fr" }).map((hit) => hit.url)).toEqual([
      "https://aide.test/adresse",
    ]);
    // Without the language, the query's words are not stemmed as French ("employe", where the page has "emploi").
    expect(index.search("employé").map((hit) => hit.url)).toEqual([]);
  });

  it("searches terms as they are when told the query is terms, though a stem is spelled as a stop word", () => {
    const index = createPassageIndex();
    index.add(
      splitIntoPassages({
        pageIndex: 0,
        url: "https://aide.test/regles",
        title: "Règles",
        text: "Vous devez avoir au moins 13 ans. Le délai est de 21 jours.",
        lang: "fr",
      }),
    );
    // "ans" stems to "an" and "délai" to "del", which are also stop words ("an" in English, "del" in Spanish).
    const [years] = tokenize("ans", { language: "fr" });
    const [delay] = tokenize("délai", { language: "fr" });
    expect([years, delay]).toEqual(["an", "del"]);
    for (const term of [years, delay] as string[]) {
      expect(index.search(term, { language: "fr" })).toEqual([]);
      expect(index.search(term, { language: "fr", terms: true }).map((hit) => hit.url)).toEqual([
        "https://aide.test/regles",
      ]);
    }
  });

  it("lists a page's passages in page order", () => {
    const passages = index.passagesOfPage(0);
    expect(passages.map((passage) => passage.position)).toEqual(passages.map((_, position) => position));
    expect(passages[0]?.heading).toBe("Return policy");
  });
});
