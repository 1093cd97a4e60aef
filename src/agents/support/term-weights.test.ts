import { describe, expect, it } from "vitest";
import { createPassageIndex, splitIntoPassages, tokenize } from "../../knowledge/index.js";
import type { Turn } from "./state.js";
import {
  isVariant,
  judgedWeights,
  nameTerms,
  ownTermWeights,
  straddlingPairs,
  termCredit,
  termsOf,
  termWeights,
  unknownSubjectTerms,
  weightedCoverage,
  weightedMatch,
} from "./term-weights.js";

function indexOf(pages: Record<string, string>) {
  const index = createPassageIndex();
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    index.add(splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text }));
  });
  return index;
}

const index = indexOf({
  Shipping: "Standard shipping takes 3 to 5 business days. Free shipping on orders over $75.",
  Returns: "Return unused items within 30 days. International returns within 45 days.",
  Payments: "Pay with a card, or split a purchase into 4 interest-free payments.",
  Stores: "Our stores are open every day. Visit a store near you.",
});

const sum = (weights: Map<string, number>) =>
  [...weights.values()].reduce((total, weight) => total + weight, 0);

const turn = (question: string): Turn => ({ question, answer: "…", refused: false, sources: [] });

describe("termWeights", () => {
  it("weighs a framing word that is part of a hyphenated name (v-show, read-only) as what the question is about", () => {
    const pages = indexOf({
      Directives:
        "The v-show directive only toggles the display property. A read-only store cannot be written.",
      Shipping: "Standard shipping takes 3 to 5 business days.",
    });
    const weights = termWeights({ question: "Is v-show faster than v-if?", index: pages });
    const told = termWeights({ question: "It shows an error: is the store faster?", index: pages });
    // "show" alone tells a story ("it shows an error"); in v-show it names the directive.
    expect(weights.get("show")).toBeGreaterThan(2 * (told.get("show") ?? 0));
    const only = termWeights({ question: "Can a read-only store be shared?", index: pages });
    expect(only.get("only")).toBeGreaterThan(0.5 * (only.get("store") ?? 0));
  });

  it("weighs words that only frame a question (need, get) and ask for a value (how long) below its subject", () => {
    const weights = termWeights({ question: "How long do I need to wait to get my refund?", index });
    expect(weights.get("refund")).toBeGreaterThan(3 * (weights.get("need") ?? 0));
    expect(weights.get("refund")).toBeGreaterThan(2 * (weights.get("long") ?? 0));
  });

  it("weighs a Spanish or French question's terms as that language's stems, its framing words below its subject", () => {
    const spanish = termWeights({ question: "¿Necesito conseguir una clave de seguridad nueva?", index });
    expect(spanish.language).toBe("es");
    const [key] = tokenize("clave", { language: "es" });
    const [get] = tokenize("conseguir", { language: "es" });
    // Both are on no page: only framing tells them apart.
    expect(spanish.get(key as string)).toBeGreaterThan(3 * (spanish.get(get as string) ?? 0));
    const french = termWeights({ question: "Je veux obtenir une nouvelle carte d'employé fédéral.", index });
    expect(french.language).toBe("fr");
    const [federal] = tokenize("fédéraux", { language: "fr" });
    const [obtain] = tokenize("obtenir", { language: "fr" });
    expect(french.get(federal as string)).toBeGreaterThan(3 * (french.get(obtain as string) ?? 0));
    expect(french.has("demploy")).toBe(false);
  });

  it("weighs Spanish “volver a” (again), a verb of putting (poner un código) and French “dernier” as framing words", () => {
    const weights = termWeights({
      question: "¿Tengo que volver a poner mi consentimiento cada año?",
      index,
    });
    const [again] = tokenize("volver", { language: "es" });
    const [put] = tokenize("poner", { language: "es" });
    const [consent] = tokenize("consentimiento", { language: "es" });
    expect(weights.get(consent as string)).toBeGreaterThan(3 * (weights.get(again as string) ?? 0));
    expect(weights.get(consent as string)).toBeGreaterThan(3 * (weights.get(put as string) ?? 0));
    expect(weights.absent?.has(again as string)).toBe(false);
    // French "le mois dernier" tells when, as "pasado" does.
    const french = termWeights({ question: "Mon permis a expiré le mois dernier, est-il refusé ?", index });
    const [last] = tokenize("dernier", { language: "fr" });
    const [refused] = tokenize("refusé", { language: "fr" });
    expect(french.get(refused as string)).toBeGreaterThan(3 * (french.get(last as string) ?? 0));
  });

  it("takes a question with no sign of its language for the language whose stems the pages read hold", () => {
    const french = createPassageIndex();
    french.add(
      splitIntoPassages({
        pageIndex: 0,
        url: "https://aide.test/mot-de-passe",
        title: "Mot de passe",
        text: "Vous avez oublié votre mot de passe ? Réinitialisez-le depuis la page de connexion.",
        lang: "fr",
      }),
    );
    const weights = termWeights({ question: "Mot de passe oublié ?", index: french });
    expect(weights.language).toBe("fr");
    expect(weights.absent?.size).toBe(0);
    expect(termWeights({ question: "Free shipping threshold?", index }).language).toBe("en");
  });

  it("weighs a word asking for a kind of value (which version) alike however many pages use it", () => {
    const question = "Which version added the doctor command?";
    const versionTerm = tokenize("version")[0] as string;
    const plain = termWeights({ question, index });
    const releaseNotes = termWeights({
      question,
      index: indexOf({
        Shipping: "Standard shipping takes 3 to 5 business days. Free shipping on orders over $75.",
        Returns: "Return unused items within 30 days. International returns within 45 days.",
        Versions: "Each version is listed here. The latest version is 11.2.",
        Releases: "Release notes for every version since 9.0.",
      }),
    });
    expect(releaseNotes.get(versionTerm)).toBeCloseTo(plain.get(versionTerm) ?? 0);
    expect(releaseNotes.get(versionTerm)).toBeLessThan(
      releaseNotes.get(tokenize("doctor")[0] as string) ?? 0,
    );
  });

  it("weighs a visitor's narration (a bunch of times, a couple of weeks ago) like framing, never as a subject", () => {
    const question =
      "I tried a bunch of times and now it says my return is refused. A couple of weeks ago it worked, so how long?";
    const weights = termWeights({ question, index });
    for (const word of tokenize("tried bunch now says couple weeks ago")) {
      expect(weights.get("return")).toBeGreaterThan(2 * (weights.get(word) ?? 0));
      expect(weights.absent?.has(word)).toBe(false);
    }
    // A word the sites never use that is not narration is still an absent subject.
    expect(weights.absent?.has("refus")).toBe(true);
  });

  it("weighs Spanish and French narration (volver a, d'affilée) and asking whether it serves like framing", () => {
    const pages = indexOf({
      Identidad: "Puede usar su licencia de conducir para verificar su identidad. Dar su consentimiento.",
      Compte: "Votre compte est verrouillé après trop de tentatives de mot de passe.",
    });
    const spanish = termWeights({
      question: "Mi licencia está vencida. ¿Me sirve para volver a dar mi consentimiento?",
      index: pages,
    });
    const french = termWeights({
      question: "Mon mot de passe a échoué trois fois d'affilée. Mon permis peut-il servir ?",
      index: pages,
    });
    // Each against a word of its question that no page holds either (vencida, échoué).
    for (const [weights, words, subject, language] of [
      [spanish, "sirve volver", "vencida", "es"],
      [french, "affilée servir", "échoué", "fr"],
    ] as const) {
      const [main] = tokenize(subject, { language });
      for (const word of tokenize(words, { language, removeStopWords: false })) {
        expect(weights.absent?.has(word)).toBe(false);
        expect(weights.get(main as string)).toBeGreaterThan(2 * (weights.get(word) ?? 0));
      }
    }
  });

  it("weighs the words of a framing expression (quand même, le mois dernier, aun así) like framing, not the same words alone", () => {
    const pages = indexOf({
      Permis: "Votre permis de conduire doit être valide. Le même compte sert partout.",
      Licencia: "Su licencia de conducir debe estar vigente. Así puede verificar su identidad.",
    });
    const [same] = tokenize("même", { language: "fr" });
    const [month] = tokenize("mois", { language: "fr" });
    const [even] = tokenize("así", { language: "es" });
    const framed = termWeights({
      question: "Mon permis a expiré le mois dernier. Je peux quand même l'utiliser ?",
      index: pages,
    });
    // "Même" alone is "same" (la même adresse) and "mois" a unit of time a question may ask about.
    const alone = termWeights({ question: "Le même permis sert-il un mois de plus ?", index: pages });
    const [permit] = tokenize("permis", { language: "fr" });
    for (const term of [same, month] as string[]) {
      expect(framed.absent?.has(term)).toBe(false);
      expect(framed.get(permit as string)).toBeGreaterThan(2 * (framed.get(term) ?? 0));
      expect(alone.get(term)).toBeGreaterThan(2 * (framed.get(term) ?? 0));
    }
    const spanish = termWeights({ question: "Mi licencia está vencida. ¿Aun así me sirve?", index: pages });
    const [licence] = tokenize("licencia", { language: "es" });
    expect(spanish.get(licence as string)).toBeGreaterThan(2 * (spanish.get(even as string) ?? 0));
  });

  it("weighs English story phrases (no longer, end up, can't reach, a project called …) like framing, not the same words alone", () => {
    const pages = indexOf({
      Patches: "A patch that is no longer needed can be removed. Unused patches make the install fail.",
      Offline: "Install with --offline when the registry is unreachable. Find the store in the cache folder.",
      Naming: "The package is published under its name field. A called hook runs after install.",
      Setup: "Set up the project, then run install. The end of the log lists the packages.",
    });
    const [longer, end, cant, called, patch, registry] = [
      "longer",
      "end",
      "can't",
      "called",
      "patch",
      "registry",
    ].map((word) => tokenize(word)[0] as string);
    const story = termWeights({
      question:
        "A patch no longer applies and I end up with a failed install. Our servers can't reach the registry. The project is called foo.",
      index: pages,
    });
    for (const term of [longer, end, cant, called] as string[]) {
      expect(story.get(patch as string)).toBeGreaterThan(2 * (story.get(term) ?? 0));
      expect(story.absent?.has(term)).toBe(false);
    }
    expect(story.get(registry as string)).toBeGreaterThan(2 * (story.get(cant as string) ?? 0));
    // The same words outside those phrases, and "called" where the question asks for a name, weigh as subjects.
    const alone = termWeights({
      question: "Is there a longer patch log at the end? I can't install it. What is the hook called?",
      index: pages,
    });
    for (const term of [longer, end, cant, called] as string[]) {
      expect(alone.get(term)).toBeGreaterThan(2 * (story.get(term) ?? 0));
    }
  });

  it("weighs how the visitor feels about it (molesto, pénible) like framing, below what the question is about", () => {
    const pages = indexOf({
      Navegador: "Configure la función Recordar navegador para no escribir un código de seguridad.",
      Navigateur: "La fonction Se souvenir de ce navigateur évite de saisir un code de sécurité.",
    });
    for (const [question, feeling, subject, language] of [
      ["Es muy molesto poner un código. ¿Puedo quitar la autenticación?", "molesto", "autenticación", "es"],
      [
        "C'est pénible de saisir un code. Puis-je désactiver l'authentification ?",
        "pénible",
        "authentification",
        "fr",
      ],
    ] as const) {
      const weights = termWeights({ question, index: pages });
      const [felt] = tokenize(feeling, { language });
      const [main] = tokenize(subject, { language });
      // Both are on no page: only narration tells them apart.
      expect(weights.absent?.has(felt as string)).toBe(false);
      expect(weights.get(main as string)).toBeGreaterThan(2 * (weights.get(felt as string) ?? 0));
    }
  });

  it("finds a French stem spelled as a stop word (ans → an) on the pages that hold it", () => {
    const pages = createPassageIndex();
    for (const [pageIndex, text] of [
      "Vous devez avoir au moins 13 ans pour utiliser le service.",
      "Votre compte est verrouillé après trop de tentatives.",
    ].entries()) {
      pages.add(
        splitIntoPassages({
          pageIndex,
          url: `https://aide.test/${pageIndex}`,
          title: "Aide",
          text,
          lang: "fr",
        }),
      );
    }
    const weights = termWeights({ question: "Quel âge faut-il, combien d'ans ?", index: pages });
    const [years] = tokenize("ans", { language: "fr" });
    expect(weights.has(years as string)).toBe(true);
    expect(weights.absent?.has(years as string)).toBe(false);
  });

  it("weighs a number of years or times the visitor states (16 años, 14 ans) like framing, not a version", () => {
    const pages = indexOf({
      Rules: "You must be at least 18 years old to verify your identity. Debe tener al menos 18 años.",
    });
    for (const question of [
      "My daughter is 16 years old. Can she verify her identity?",
      "Mi hija tiene 16 años. ¿Puede verificar su identidad?",
      "我女儿今年十六岁，能验证身份吗？",
    ]) {
      const weights = termWeights({ question, index: pages });
      expect(weights.absent?.has("16")).toBe(false);
      const subject = question.includes("hija") ? "hij" : question.includes("女儿") ? "女儿" : "daughter";
      expect(weights.get("16")).toBeLessThan(weights.get(subject) ?? 0);
    }
    // A number naming a release is what the question is about.
    const version = termWeights({ question: "Can I verify my identity with release 16?", index: pages });
    expect(version.absent?.has("16")).toBe(true);
  });

  it("carries a follow-up's previous question as context words, lighter than the follow-up's own", () => {
    const weights = termWeights({
      question: "What about for international orders?",
      history: [turn("What is your return policy?")],
      index,
    });
    expect([...(weights.context ?? [])].sort()).toEqual(tokenize("policy return").sort());
    expect(weights.get("return")).toBeLessThan(weights.get(tokenize("international")[0] as string) ?? 0);
  });

  it("judges a follow-up on its own words in its own language, knowing which of them no page holds", () => {
    const pages = createPassageIndex();
    pages.add(
      splitIntoPassages({
        pageIndex: 0,
        url: "https://ayuda.test/0",
        title: "Cuentas",
        text: "Puede eliminar su cuenta en cualquier momento desde la configuración.",
        lang: "es",
      }),
    );
    const weights = termWeights({
      question: "¿Y las cuentas de empresa?",
      history: [turn("¿Cómo elimino mi cuenta?")],
      index: pages,
    });
    const own = ownTermWeights(weights);
    expect(own).not.toBe(weights);
    expect(own.language).toBe("es");
    // "empresa" is on no page: still known as absent once the earlier question's words are set aside.
    const empresa = tokenize("empresa", { language: "es" })[0] as string;
    expect(weights.absent?.has(empresa)).toBe(true);
    expect(own.absent?.has(empresa)).toBe(true);
    expect([...(own.absent ?? [])].every((term) => own.has(term))).toBe(true);
  });

  it("keeps a new topic's words nearly alone: the previous question weighs little", () => {
    const followUp = termWeights({
      question: "And in stores?",
      history: [turn("Do you price match?")],
      index,
    });
    const newTopic = termWeights({
      question: "Are your stores open on holidays?",
      history: [turn("Do you price match?")],
      index,
    });
    const matchTerm = tokenize("match")[0] as string;
    expect(newTopic.get(matchTerm) ?? 0).toBeLessThan(followUp.get(matchTerm) ?? 0);
  });
});

describe("coverage", () => {
  const weights = Object.assign(
    new Map([
      ["weigh", 1],
      ["tent", 1],
    ]),
    { context: new Set<string>() },
  );

  it("credits variant spellings and related support words, less than the word itself", () => {
    expect(isVariant("weigh", "weight")).toBe(true);
    expect(isVariant("car", "card")).toBe(false);
    expect(isVariant("card", "cardboard")).toBe(false);
    expect(termCredit("weigh", new Set(["weigh"]))).toBe(1);
    expect(termCredit("weigh", new Set(["weight"]))).toBe(0.8);
    const [installment] = tokenize("installments");
    expect(termCredit(installment as string, new Set(tokenize("payments")))).toBe(0.6);
    expect(termCredit(installment as string, new Set(tokenize("shipping")))).toBe(0);
  });

  it("takes two Spanish or French endings on one stem for a variant (llamo ~ llamar), not a short shared stem", () => {
    const [asked] = tokenize("¿A qué número llamo?").slice(-1);
    expect(termCredit(asked as string, new Set(tokenize("Puede llamar al centro de contacto")))).toBe(0.8);
    expect(isVariant("desactivaron", "desactivada")).toBe(true);
    expect(isVariant("changez", "changer")).toBe(true);
    expect(isVariant("data", "date")).toBe(false);
    expect(isVariant("model", "modal")).toBe(false);
    expect(isVariant("llamo", "llave")).toBe(false);
  });

  it("takes a Spanish verb's forms with and without its stem's diphthong for a variant (renueve ~ renovar)", () => {
    const [renew] = tokenize("renovar", { language: "es" });
    const page = new Set(tokenize("Es necesario que usted renueve su certificado", { language: "es" }));
    expect(termCredit(renew as string, page, "es")).toBe(0.8);
    const [costs] = tokenize("cuesta", { language: "es" });
    expect(termCredit(costs as string, new Set(tokenize("el costo", { language: "es" })), "es")).toBe(0.8);
    // Only in Spanish, only a diphthong of the stem ("qu" spells a consonant), only stems long enough.
    expect(termCredit(renew as string, page)).toBe(0);
    expect(isVariant("quier", "quer", "es")).toBe(true);
    expect(isVariant("tien", "ten", "es")).toBe(false);
    expect(isVariant("nuev", "nov", "es")).toBe(false);
  });

  it("counts words that ask for a value as present when the text holds one", () => {
    const terms = new Set(["tent"]);
    expect(weightedCoverage(weights, terms)).toBe(0.5);
    expect(weightedCoverage(weights, terms, new Set(["weigh"]))).toBe(1);
  });

  it("does not require context words, but lets them lift the raw match above 1", () => {
    const followUp = Object.assign(
      new Map([
        ["international", 2],
        ["return", 1],
      ]),
      { context: new Set(["return"]) },
    );
    expect(weightedCoverage(followUp, new Set(["international"]))).toBe(1);
    expect(weightedMatch(followUp, new Set(["international", "return"]))).toBe(1.5);
    expect(weightedCoverage(followUp, new Set(["return"]))).toBe(0.5);
  });
});

describe("term weights in Chinese", () => {
  const zhIndex = indexOf({
    配送: "下单后 48 小时内发货，一般 2 到 3 天送达。订单满 199 元包邮。",
    退货: "收到商品 7 天内，未拆封的茶叶可以无理由退货。",
    版本: "从 3.4 版本开始支持 defineModel，版本号见发布说明。",
  });

  it("judges a question on its words: question words weigh little, no bigram straddles two words", () => {
    const weights = termWeights({ question: "退货需要多久？", index: zhIndex });
    expect([...weights.keys()].sort()).toEqual(["多久", "退货", "需要"].sort());
    expect(weights.get("退货")).toBeGreaterThan(2 * (weights.get("需要") ?? 0));
    expect(weights.get("退货")).toBeGreaterThan(2 * (weights.get("多久") ?? 0));
    const version = termWeights({ question: "哪个版本开始支持组合式API？", index: zhIndex });
    expect(version.has("个版")).toBe(false);
    expect(version.has("本开")).toBe(false);
    // 哪个 and 组合 are on no page: the question word weighs a quarter of the subject word.
    expect(version.get("组合")).toBeGreaterThan(3 * (version.get("哪个") ?? 0));
  });

  it("weighs a Han word holding a particle (点了) like framing", () => {
    const weights = termWeights({ question: "我点了好多次退货，要等多久？", index: zhIndex });
    expect(weights.has("点了")).toBe(true);
    expect(weights.get("退货")).toBeGreaterThan(2 * (weights.get("点了") ?? 0));
  });

  it("weighs a modal joined to a verb that no page holds as a word (要等) like framing", () => {
    const weights = termWeights({ question: "退货要等多久？", index: zhIndex });
    expect(weights.has("要等")).toBe(true);
    expect(weights.get("退货")).toBeGreaterThan(2 * (weights.get("要等") ?? 0));
  });

  it("credits the word help pages use for a visitor's everyday Chinese word (删掉 → 删除)", () => {
    expect(termCredit("删掉", new Set(["删除", "账户"]))).toBe(0.6);
    expect(termCredit("删掉", new Set(["账户"]))).toBe(0);
  });

  it("credits a Han word that holds the question's word (版本 in 版本号)", () => {
    expect(isVariant("版本", "版本号")).toBe(true);
    expect(isVariant("茶", "茶叶")).toBe(true);
    expect(isVariant("版本", "发布")).toBe(false);
    expect(termCredit("版本", new Set(["版本号"]))).toBe(0.8);
  });
});

describe("unknownSubjectTerms", () => {
  it("names the question's names that no page uses, and lets one ordinary absent word pass", () => {
    expect([...nameTerms("Does the store take Apple Pay or PayPal?")].sort()).toEqual(
      tokenize("apple pay paypal").sort(),
    );
    expect([...nameTerms("pnpm 支持 Yarn 的 PnP 吗？")].sort()).toEqual(tokenize("pnpm yarn pnp").sort());
    const terms = new Set(tokenize("Return unused items within 30 days for a refund. Pay with a card."));
    const named = "Can I return items bought with PayPal?";
    expect(unknownSubjectTerms(named, termWeights({ question: named, index }), terms)).toEqual(
      tokenize("paypal"),
    );
    const paraphrase = "Is a refund valid for 30 days?";
    expect(unknownSubjectTerms(paraphrase, termWeights({ question: paraphrase, index }), terms)).toEqual([]);
  });
});

describe("Chinese pairs straddling two words", () => {
  const pages = indexOf({
    无障碍访问: "无障碍访问：页面的侧边栏使用 complementary 角色，搜索区域使用 search 角色。",
    安全密钥: "安全密钥是一个实体设备，可以连接到电脑上。",
  });

  it("weighs a pair no page holds that straddles two words (做无 of 做无障碍, 配时 after 适配) like framing", () => {
    const weights = termWeights({ question: "做无障碍适配时，侧边栏应该用什么角色？", index: pages });
    const held = (pair: string) => pages.search(pair).some((hit) => hit.matchedTerms.includes(pair));
    expect(straddlingPairs("做无障碍适配时", held)).toEqual(new Set(["做无", "配时"]));
    expect(weights.get("做无")).toBeLessThan(0.5 * (weights.get("侧边") ?? 0));
    expect(weights.get("配时")).toBeLessThan(0.5 * (weights.get("侧边") ?? 0));
    // 适配 may be a word the pages do not use: it keeps its weight.
    expect(weights.get("适配")).toBeGreaterThan(weights.get("侧边") ?? 0);
  });

  it("weighs a pair no page holds before a pair the pages hold (中组 before 组件) or holding a framing word (用微) as straddling", () => {
    // ICU splits 加载中组件 into 加/载/中/组/件: 加载 and 组件 are the words.
    const held = (pair: string) => ["加载", "组件"].includes(pair);
    expect(straddlingPairs("配了加载中组件", held)).toEqual(new Set(["载中", "中组"]));
    // 能/用/微/信/扫/码: 用 ("use") frames the question on its own, so 微信 is the word, not 用微.
    const straddling = straddlingPairs("能用微信扫码登录", () => false);
    expect(straddling.has("用微")).toBe(true);
    expect(straddling.has("微信")).toBe(false);
  });

  it("counts a pair as held by a text that holds the question's pairs on both sides of it (件卸 of 组件卸载)", () => {
    // ICU cuts 组件卸载时 into 组/件/卸/载/时: 件卸 straddles 组件 and 卸载, which a page says as "组件被卸载".
    const watchers = indexOf({
      侦听器: "当组件被卸载时，同步创建的侦听器会自动停止。异步回调里创建的侦听器必须手动停止。",
      生命周期: "组件挂载后调用 onMounted 钩子。",
    });
    const weights = termWeights({ question: "组件卸载时侦听器会自动停止吗？", index: watchers });
    expect(weights.has("件卸")).toBe(true);
    expect(weights.sides?.get("件卸")).toEqual([{ before: "组件", after: "卸载" }]);
    const unit = new Set(termsOf("当组件被卸载时，同步创建的侦听器会自动停止。", weights));
    expect(unit.has("件卸")).toBe(false);
    expect(weightedMatch(weights, unit)).toBeCloseTo(1, 5);
    // Without 卸载, the pair is not credited: the text holds only one of the words it straddles.
    const mounted = new Set(termsOf("组件挂载后侦听器会自动停止。", weights));
    const without = new Map(weights);
    expect(weightedMatch(weights, mounted)).toBeLessThan(
      1 - (without.get("件卸") ?? 0) / sum(weights) + 1e-9,
    );
    // A pair at the start of a stretch has no pair before it and is given no sides.
    expect(weights.sides?.has("组件")).toBe(false);
  });

  it("keeps a pair nothing else explains as a word the sites do not use (绑定)", () => {
    const weights = termWeights({ question: "一个账户最多能绑定几把安全密钥？", index: pages });
    expect(weights.absent?.has("绑定")).toBe(true);
  });
});

describe("Chinese words that name nothing", () => {
  const pages = indexOf({
    旅客计划: "你设立账户时，无需就已知旅客号码再付款，除非需要重续你的成员身份。",
    自定义指令:
      "对于自定义指令来说，常见的情况是仅仅需要在 mounted 和 updated 上实现相同的行为。需要做同步操作时使用钩子。",
  });

  it("weighs a word the segmenter made of function words (我在: I + at) like framing", () => {
    const weights = termWeights({
      question: "我在网站开了账户以后，已知旅客号码还要再交一次钱吗？",
      index: pages,
    });
    expect(weights.has("我在")).toBe(true);
    expect(weights.get("我在")).toBeLessThan(0.5 * (weights.get("旅客") ?? 0));
  });

  it("weighs a pronoun fused to a one-character framing verb (我想: I + want, 我要, 还有) like framing", () => {
    const weights = termWeights({ question: "我想给自定义指令换个名字，还有别的写法吗？", index: pages });
    for (const fused of ["我想", "还有"]) {
      expect(weights.has(fused)).toBe(true);
      expect(weights.get(fused)).toBeLessThan(0.5 * (weights.get("指令") ?? 0));
    }
    // A word of two framing characters and no function word (试用: "trial") names something.
    const trial = termWeights({ question: "自定义指令可以免费试用吗？", index: pages });
    expect(trial.get("试用")).toBeGreaterThan(0.5 * (trial.get("指令") ?? 0));
  });

  it("weighs the Chinese counterparts of when (时候), that kind (那种), thing (一件事) and way (写法) like framing", () => {
    const weights = termWeights({
      question: "自定义指令只需要在 mounted 和 updated 的时候做同一件事，有没有更简单的写法？",
      index: pages,
    });
    for (const framing of ["时候", "一件事", "写法"]) {
      expect(weights.get(framing)).toBeLessThan(0.5 * (weights.get("指令") ?? 0));
    }
    // The comparative 更 (更简单: "simpler") says nothing a page would hold.
    const simpler = termWeights({ question: "自定义指令有没有更简单的写法？", index: pages });
    expect(simpler.has("更")).toBe(true);
    expect(simpler.get("更")).toBeLessThan(0.5 * (simpler.get("指令") ?? 0));
    const kind = termWeights({ question: "以前用的那种自定义指令还能用吗？", index: pages });
    expect(kind.get("那种")).toBeLessThan(0.5 * (kind.get("指令") ?? 0));
  });

  it("judges a pair the pages hold that holds a framing word (做同 of 做同一件事) like framing, and finds pages with it", () => {
    const weights = termWeights({
      question: "自定义指令只需要在 mounted 和 updated 的时候做同一件事，有没有更简单的写法？",
      index: pages,
    });
    expect(weights.framed).toEqual(new Set(["做同"]));
    const judged = judgedWeights(weights);
    expect(judged.get("做同")).toBeCloseTo(0.25 * (weights.get("做同") ?? 0));
    expect(judged.get("指令")).toBe(weights.get("指令"));
    expect(judged.language).toBe("zh");
    const plain = termWeights({ question: "自定义指令怎么写？", index: pages });
    expect(judgedWeights(plain)).toBe(plain);
  });
});

describe("Chinese conversational words", () => {
  it("weighs hedges and 的-led fragments (的话, 大概有, 多大) like framing, below what the question is about", () => {
    const pages = indexOf({ 构建文件: "通过 CDN 引入 Vue 时，vue.global.prod.js 的体积大约 41kb。" });
    const weights = termWeights({ question: "直接引入 Vue 的话，包体积大概有多大？", index: pages });
    for (const framing of ["的话", "大概有", "多大"]) {
      expect(weights.get(framing)).toBeLessThan(0.5 * (weights.get("体积") ?? 0));
    }
    expect(weights.absent?.has("的话")).toBe(false);
  });

  it("weighs the words of asking what something means (意思, 什么东西) and narration (经常, 提到) like framing", () => {
    const pages = indexOf({ 术语表: "编译器宏是一种特殊的代码，由编译器处理并转换为其他东西。" });
    for (const question of ["文档里经常提到的编译器宏是什么意思？", "编译器宏到底是什么东西？"]) {
      const weights = termWeights({ question, index: pages });
      for (const framing of ["意思", "经常", "提到", "什么东西"]) {
        if (weights.has(framing)) expect(weights.get(framing)).toBeLessThan(0.5 * (weights.get("编译") ?? 0));
      }
    }
  });

  it("weighs the Chinese counterparts of English framing and narration words (弄, 我的, 试过, 最近, 咋) like framing", () => {
    const pages = indexOf({
      缓存: "运行 clean 命令可以清除本地缓存目录。",
      配置: "存储目录的位置可以在配置文件中修改。",
      安装: "安装完成后即可使用命令行工具。",
    });
    const weights = termWeights({ question: "我最近试过好几次，我的缓存怎么弄干净？", index: pages });
    for (const word of ["弄", "我的", "试过", "最近"]) {
      expect(weights.has(word), word).toBe(true);
      expect(weights.get(word), word).toBeLessThan(0.5 * (weights.get("缓存") ?? 0));
      expect(weights.absent?.has(word), word).toBe(false);
    }
    // 咋办 is the colloquial 怎么办 ("what do I do").
    const colloquial = termWeights({ question: "缓存目录满了，咋办？", index: pages });
    expect(colloquial.get("咋办")).toBeLessThan(0.5 * (colloquial.get("缓存") ?? 0));
    // 通过, 期间: "via", "during".
    const via = termWeights({ question: "安装期间可以通过命令清理缓存吗？", index: pages });
    for (const word of ["通过", "期间"])
      expect(via.get(word), word).toBeLessThan(0.5 * (via.get("缓存") ?? 0));
  });

  it("weighs a conjunction joined to the next word (但过) like framing when no page holds it", () => {
    const pages = indexOf({ 邮寄: "如果你在 5-10 天后仍未收到信件，选择“给我再发一封信”。" });
    const weights = termWeights({
      question: "我选了邮寄，但过了两个星期还没收到信件，怎么办？",
      index: pages,
    });
    expect(weights.get("但过")).toBeLessThan(0.5 * (weights.get("邮寄") ?? 0));
    expect(weights.absent?.has("但过")).toBe(false);
  });

  it("weighs a particle, the copula or 却 that the segmenter joined to a word (量的, 明明是, 却不, 照着) like framing", () => {
    const pages = indexOf({
      组件: "组件的 props 更新后，页面会重新渲染。",
      引入: "通过 CDN 引入轻量版本。",
    });
    const weights = termWeights({
      question: "我照着教程写了组件，props 明明是新的值，页面却不更新，轻量的版本也一样？",
      index: pages,
    });
    for (const word of ["照着", "明明是", "却不", "量的"]) {
      expect(weights.has(word), word).toBe(true);
      expect(weights.get(word), word).toBeLessThan(0.5 * (weights.get("组件") ?? 0));
      expect(weights.absent?.has(word), word).toBe(false);
    }
    // A question word: 哪一 ("which") of 哪一年, as 哪个.
    const year = termWeights({ question: "组件是哪一年引入的？", index: pages });
    expect(year.get("哪一")).toBeLessThan(0.5 * (year.get("组件") ?? 0));
  });

  it("weighs the Chinese counterparts of English stop words and of want (而不是, 那边, 接着, 希望) like framing", () => {
    const pages = indexOf({
      邮箱: "你可以在账户页面更改与机构分享的电子邮箱，然后接着验证新邮箱。那边的设置也会更新。",
      机构: "合作机构只会看到你选择分享的邮箱。",
    });
    const weights = termWeights({
      question: "我希望机构那边看到私人邮箱，而不是工作邮箱，改完接着要做什么？",
      index: pages,
    });
    // 私人 ("private"), a word no page holds either, is what the question is about.
    for (const word of ["希望", "那边", "而不是", "接着"]) {
      expect(weights.has(word), word).toBe(true);
      expect(weights.get(word), word).toBeLessThan(0.5 * (weights.get("私人") ?? 0));
      expect(weights.absent?.has(word), word).toBe(false);
    }
  });

  it("weighs a measure word standing alone (好多次, 那块区域) like framing, below what the question is about", () => {
    const pages = indexOf({
      账户被锁: "如果你输入错误的密码次数过多，帐户会被锁。请等待 10 分钟，然后再试。",
      安全码: "我们每次会发送一个一次性安全码。",
    });
    const weights = termWeights({ question: "我点了好多次发送，账户被锁了，要等多久？", index: pages });
    expect(weights.get("次")).toBeLessThan(0.5 * (weights.get("被锁") ?? 0));
    const area = termWeights({ question: "负责搜索的那块区域应该加什么 role？", index: pages });
    expect(area.get("块")).toBeLessThan(0.5 * (area.get("区域") ?? 0));
  });
  it("weighs a name a Chinese question writes in Latin letters above a Chinese word as rare, when the pages use it", () => {
    const pages = indexOf({
      地标: "aside 元素用来放置侧边内容。",
      其他: "页面的主体内容放在 main 元素里。",
      更多: "导航链接放在 nav 元素里。",
    });
    const weights = termWeights({ question: "侧边内容用 aside 还是 section？", index: pages });
    // aside and 侧边 are held by the same one passage: as rare as each other.
    expect(weights.get("asid")).toBeGreaterThanOrEqual(1.5 * (weights.get("侧边") ?? 0));
    // A name no page uses keeps its rarity's weight (3 passages, none holding it): what an off-topic question
    // names is told by its absence, not by its weight.
    const [section] = tokenize("section");
    expect(weights.absent?.has(section as string)).toBe(true);
    expect(weights.get(section as string)).toBeCloseTo(Math.log(1 + 3));
  });
  it("weighs a verb of putting something somewhere (加什么, 写什么) like framing, below what is put", () => {
    const pages = indexOf({
      地标: "search 的 role 是 search：该章节包含整个应用的搜索功能。",
      表单: "表单元素的 role 是 form。",
      其他: "导航链接放在 nav 元素里。",
    });
    const weights = termWeights({ question: "负责搜索的区域应该加什么 role？", index: pages });
    expect(weights.get("加")).toBeLessThan(0.5 * (weights.get("搜索") ?? 0));
  });

  it("weighs function words (把, 还) and what 某 points at (给某, 某个) like framing, below what the question is about", () => {
    const pages = indexOf({
      隐私: "你会看到同意与合作伙伴机构分享自己信息的选择。你必须每年都给予每个机构授权同意一次。",
      帐户: "你可以随时删除自己的帐户。",
      安全码: "我们每次会发送一个一次性安全码。",
    });
    const weights = termWeights({
      question: "我同意把信息分享给某个机构以后，还需要重新同意吗？",
      index: pages,
    });
    for (const word of ["把", "还", "给某"]) {
      expect(weights.has(word), word).toBe(true);
      expect(weights.get(word), word).toBeLessThan(0.5 * (weights.get("分享") ?? 0));
    }
  });
});

describe("termsOf", () => {
  it("reads a camelCase identifier with the words it is made of (serverType → server, type)", () => {
    const terms = termsOf("Set serverType on the entry, or update.githubActions.", {});
    for (const term of tokenize("server type github actions")) expect(terms).toContain(term);
    // The identifier itself stays a term: a visitor may write it.
    expect(terms).toEqual(expect.arrayContaining(tokenize("serverType")));
    expect(termsOf("Plain words only.", {})).toEqual(tokenize("Plain words only."));
  });
});
