import { describe, expect, it } from "vitest";
import { draftContextFor } from "#test/helpers/draft-context.js";
import type { DraftContext } from "../reasoner.js";
import { scoreUnits } from "./extractive-answer.js";
import { draftOffline } from "./offline-reasoner.js";

const ORIGIN = "https://shop.test";

/** A draft context over pages read (title → text), every passage given. */
function draftFor(question: string, pages: Record<string, string>): DraftContext {
  return draftContextFor({ question, pages, origin: ORIGIN });
}

const TEA_SHOP = {
  "配送与退货 | 清风茶庄": [
    "配送说明",
    "下单后我们会在 48 小时内发货，江浙沪地区一般 2 到 3 天送达，其他地区 3 到 5 天送达。",
    "订单满 199 元包邮，不满 199 元收取运费 12 元。",
    "退货政策",
    "收到商品 7 天内，未拆封的茶叶可以无理由退货。退货运费由买家承担，质量问题除外。",
  ].join("\n"),
  "关于我们 | 清风茶庄": [
    "清风茶庄创立于 2008 年，位于杭州市西湖区龙井路 18 号，主营西湖龙井、安吉白茶和武夷岩茶。",
    "门店营业时间：每天 9:00 到 18:00，节假日照常营业。",
  ].join("\n"),
};

const SHOP = {
  "Returns Policy | Trail Shop": [
    "Returns",
    "Return unused items within 30 days of delivery for a full refund.",
    "Items bought in our stores can be returned in any store or by mail.",
  ].join("\n"),
  "Resetting Your Password | Trail Shop": [
    "Forgot your password?",
    "Choose Forgot password on the sign-in page and we email you a reset link. The link expires after 1 hour.",
  ].join("\n"),
};

describe("draftOffline in Chinese", () => {
  it.each([
    ["收到茶叶以后，多久之内可以退货？", "7 天内"],
    ["运费多少钱？", "12 元"],
    ["你们门店几点开门？", "9:00"],
    ["江浙沪发货后几天能送到？", "2 到 3 天"],
  ])("answers %s from the page that holds it", (question, fact) => {
    const draft = draftOffline(draftFor(question, TEA_SHOP));
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain(fact);
  });

  it("refuses a question about something the shop never mentions, in Chinese", () => {
    const draft = draftOffline(draftFor("你们卖星巴克的拿铁咖啡吗？", TEA_SHOP));
    expect(draft.refused).toBe(true);
    expect(draft.answer).toMatch(/^抱歉/);
    expect(draft.answer).not.toMatch(/Sorry/);
  });
});

describe("draftOffline refusals", () => {
  it("refuses an English question in English", () => {
    const draft = draftOffline(draftFor("What is the capital of Australia?", SHOP));
    expect(draft.refused).toBe(true);
    expect(draft.answer).toMatch(/^Sorry, I couldn't find/);
  });

  it("refuses a question naming something the sites never mention beside their own words", () => {
    // Returns, items and bought are all on the returns page; Amazon is nowhere.
    const draft = draftOffline(draftFor("Can I return items I bought on Amazon?", SHOP));
    expect(draft.refused).toBe(true);
  });

  it("still answers when one ordinary word of the question is only a paraphrase of the page's", () => {
    // "valid" is on no page: the page says the link "expires".
    const draft = draftOffline(draftFor("How long is a password reset link valid?", SHOP));
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("1 hour");
  });
});

const AIDE = {
  "Problèmes liés à la carte d'employé fédéral | Aide": [
    "Carte PIV/CAC",
    "Les employés fédéraux se connectent à leur compte avec leur carte PIV/CAC et leur code PIN.",
    "Voici pourquoi votre carte peut ne pas fonctionner :",
    "- Vous devez renouveler votre certificat (tous les 3 ans)",
    "- Vous devez remplacer votre carte (tous les 5 ans)",
  ].join("\n"),
  "Vérifier votre adresse par courrier | Aide": [
    "Courrier",
    "Nous envoyons une lettre à l'adresse que nous avons vérifiée. Il faut compter de 5 à 10 jours pour la recevoir.",
  ].join("\n"),
};

describe("draftOffline in French", () => {
  it("meets the page's words in other forms of them", () => {
    // vérifiée ~ vérification meet only through the French stemmer; the other sentence holds the same other words.
    const pages = {
      "Adresse | Aide": [
        "Adresse postale",
        "Le changement de votre adresse prend 2 jours.",
        "La vérification de votre adresse prend 10 jours.",
      ].join("\n"),
    };
    const context = draftFor("Combien de jours faut-il pour que mon adresse soit vérifiée ?", pages);
    expect(draftOffline(context).refused).toBe(false);
    const [best] = scoreUnits({
      passages: context.passages,
      weights: context.termWeights,
      question: context.question,
    });
    expect(best?.text).toBe("La vérification de votre adresse prend 10 jours.");
  });

  it("refuses a duration of something no page names, though a page has durations and the other words", () => {
    const draft = draftOffline(
      draftFor("Combien de jours de congé un employé fédéral a-t-il par an ?", AIDE),
    );
    expect(draft.refused).toBe(true);
    expect(draft.answer).toMatch(/^Désolé/);
  });

  it("still answers a duration of something a page names", () => {
    const draft = draftOffline(draftFor("Combien de jours faut-il pour recevoir la lettre ?", AIDE));
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("5 à 10 jours");
  });
});

describe("draftOffline on a duration of a named thing", () => {
  it("refuses in English too when no page names what the duration is of", () => {
    const pages = {
      "Government employee ID | Help": [
        "PIV/CAC cards",
        "Federal employees sign in with their PIV/CAC card and PIN.",
        "You must renew your certificate every 3 years.",
      ].join("\n"),
    };
    expect(
      draftOffline(draftFor("How many days of vacation does a federal employee get?", pages)).refused,
    ).toBe(true);
    expect(
      draftOffline(draftFor("How many years is a federal employee's certificate good for?", pages)).refused,
    ).toBe(false);
  });
});

describe("scoreUnits on a Spanish how-to question", () => {
  it("puts the steps under the heading naming the action first", () => {
    const pages = {
      "Administrar su cuenta | Ayuda": [
        "Su cuenta",
        "Puede eliminar su cuenta en cualquier momento desde su página de cuenta.",
        "Cómo eliminar su cuenta",
        "Inicie sesión con su contraseña.",
        "Seleccione Eliminar y confirme con su contraseña.",
      ].join("\n"),
    };
    const context = draftFor("¿Cómo elimino mi cuenta?", pages);
    const [best] = scoreUnits({
      passages: context.passages,
      weights: context.termWeights,
      question: context.question,
    });
    expect(best?.heading).toBe("Cómo eliminar su cuenta");
  });
});
