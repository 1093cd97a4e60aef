import { describe, expect, it } from "vitest";
import { stemEnglish } from "./stem-english.js";
import { keyTerms, singleCharacterStretches, tokenize } from "./tokenize.js";

describe("tokenize", () => {
  it("drops stop words and stems English so word forms meet", () => {
    expect(tokenize("What is your return policy?")).toEqual(["return", "polic"]);
    const forms = ["returns", "returned", "returning", "returnable"].map((word) => tokenize(word)[0]);
    expect(new Set(forms)).toEqual(new Set(["return"]));
    expect(tokenize("shipping shipment shipped ships")).toEqual(["ship", "ship", "ship", "ship"]);
    expect(tokenize("cancellation cancelled canceled")).toEqual(["cancel", "cancel", "cancel"]);
    expect(tokenize("policies policy")).toEqual(["polic", "polic"]);
  });

  it("drops the conjunction that tells why a visitor asks ('because another project…')", () => {
    expect(tokenize("because another project uses foo")).toEqual(["another", "project", "use", "foo"]);
  });

  it("keeps short words and negations, never produces an empty or one-letter Latin term", () => {
    expect(tokenize("Can I not pay by card? A fee")).toEqual(["not", "pay", "card", "fee"]);
    expect(tokenize("e-mail")).toEqual(["mail"]);
  });

  it("folds diacritics and case in Latin scripts", () => {
    expect(tokenize("Café CAFÉ cafe")).toEqual(["cafe", "cafe", "cafe"]);
    expect(tokenize("Straße Ærø", { stem: false })).toEqual(["strasse", "aero"]);
    expect(tokenize("Política de devolución")).toEqual(tokenize("politica de devolucion"));
  });

  it("applies NFKC so full-width letters and digits match ASCII", () => {
    expect(tokenize("ＳＨＩＰ ３０")).toEqual(["ship", "30"]);
  });

  it("folds Han characters written interchangeably (帐户 = 账户), so a page and a question match either way", () => {
    expect(tokenize("为什么我的帐户被锁")).toEqual(tokenize("为什么我的账户被锁"));
    expect(keyTerms("删除帐号")).toEqual(keyTerms("删除账号"));
    expect(tokenize("帐户")).toContain("账户");
  });

  it("writes a Chinese number of days, hours or times in digits (两个星期 = 2 个星期, 二十四小时 = 24 小时)", () => {
    expect(tokenize("要等两个星期")).toContain("2");
    expect(keyTerms("删除账户需要等二十四小时")).toEqual(keyTerms("删除账户需要等 24 小时"));
    expect(keyTerms("三个月发布一次")).toEqual(keyTerms("3 个月发布一次"));
    expect(keyTerms("十五分钟后再试两次")).toEqual(keyTerms("15 分钟后再试 2 次"));
    // Counts of things, the article 一 (一天: "a day"), 十分 ("very") and 万一 ("in case") stay as written.
    expect(tokenize("两个账户，第二种方式")).not.toContain("2");
    expect(tokenize("一天十分重要")).not.toContain("1");
    expect(tokenize("一天十分重要")).not.toContain("10");
    expect(tokenize("万一丢了")).not.toContain("1");
  });

  it("normalises numbers, acronyms and possessives", () => {
    expect(tokenize("1,000 items ship to the U.S. customer's")).toEqual([
      "1000",
      "item",
      "ship",
      "us",
      "customer",
    ]);
    expect(tokenize("3.5 kg")).toEqual(["3.5", "kg"]);
  });

  it("segments Chinese into words and adds bigrams of Han runs", () => {
    const terms = tokenize("退货政策是什么");
    expect(terms).toContain("政策");
    expect(terms).toContain("退货");
    expect(terms).not.toContain("什么");
    expect(terms).not.toContain("是");
    // A bigram across a function word carries nothing.
    expect(terms).not.toContain("策是");
    // The question's terms all occur in a passage about the return policy.
    const passageTerms = new Set(tokenize("我们的退货政策：收到商品后30天内可以退货。"));
    expect(keyTerms("退货政策是什么").every((term) => passageTerms.has(term))).toBe(true);
  });

  it("does not count a two-character word twice through its bigram", () => {
    expect(tokenize("政策").filter((term) => term === "政策")).toHaveLength(1);
  });

  it("handles Japanese and mixed-script text", () => {
    const japanese = tokenize("返品ポリシーは何ですか");
    expect(japanese).toContain("返品");
    expect(japanese).toContain("ポリシー");
    expect(japanese).not.toContain("は");
    const mixed = tokenize("iPhone 15 的保修期是多久？Warranty");
    expect(mixed).toEqual(expect.arrayContaining([...tokenize("iPhone 15 warranty"), "保修"]));
  });

  it("lets a question in one language match numbers and names on a page in another", () => {
    const page = new Set(tokenize("Livraison gratuite dès 50 € avec Colissimo"));
    expect(tokenize("Is Colissimo free above 50?").filter((term) => page.has(term))).toEqual([
      "colissimo",
      "50",
    ]);
  });

  it("splits space-delimited scripts into the words Intl.Segmenter finds", () => {
    const text =
      "Доставка занимает 3–5 дней. Γειά σου κόσμε! مرحبا بالعالم; see shop.example.com or foo_bar, 12.50 now";
    const segmented = Array.from(
      new Intl.Segmenter("en", { granularity: "word" }).segment(text.toLowerCase()),
    )
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.segment);
    expect(tokenize(text, { removeStopWords: false, stem: false })).toEqual(segmented);
  });

  it("drops Spanish and French function and question words, accented or not, and keeps their negations", () => {
    const words = (text: string) => tokenize(text, { stem: false });
    expect(words("¿Qué navegadores puedo usar con mi clave de seguridad?")).toEqual([
      "navegadores",
      "usar",
      "clave",
      "seguridad",
    ]);
    expect(words("Comment est-ce que je peux changer mon numéro de téléphone ?")).toEqual([
      "changer",
      "numero",
      "telephone",
    ]);
    expect(words("¿No puedo iniciar sesión sin mi teléfono?")).toEqual([
      "no",
      "iniciar",
      "sesion",
      "sin",
      "telefono",
    ]);
    expect(words("Je ne reçois pas le code")).toEqual(["ne", "recois", "pas", "code"]);
    // Words that are Spanish or French function words but also English content words stay.
    expect(words("my son saw the sea")).toEqual(["son", "saw", "sea"]);
  });

  it("reads a letter joined by a hyphen to a stop word as one word (v-if, v-for), which would leave nothing", () => {
    expect(tokenize("v-for 和 v-if")).toEqual(["vfor", "vif"]);
    expect(tokenize("Use v-on to listen")).toContain("von");
    // A letter joined to a word kept is that word, as before; nor French inversions.
    expect(tokenize("v-model")).toEqual(["model"]);
    expect(tokenize("Y a-t-il des frais ?", { language: "fr" })).toEqual(
      tokenize("frais", { language: "fr" }),
    );
  });

  it("gives the same hyphen compounds with stop words kept (link texts match a question's v-for)", () => {
    expect(tokenize("<template> 上的 v-for", { removeStopWords: false })).toContain("vfor");
    expect(tokenize("v-if and v-model", { removeStopWords: false })).toEqual(["if", "vif", "and", "model"]);
  });

  it("keeps stop words when asked", () => {
    expect(tokenize("What is it", { removeStopWords: false })).toEqual(["what", "is", "it"]);
  });
});

describe("stemEnglish", () => {
  it("keeps short words and non-letters untouched", () => {
    expect(stemEnglish("bus")).toBe("bus");
    expect(stemEnglish("3.5")).toBe("3.5");
    expect(stemEnglish("using")).toBe("using");
  });

  it("conflates common inflections", () => {
    expect(stemEnglish("charges")).toBe(stemEnglish("charging"));
    expect(stemEnglish("deliveries")).toBe(stemEnglish("delivered"));
    expect(stemEnglish("addresses")).toBe(stemEnglish("address"));
    expect(stemEnglish("warranties")).toBe(stemEnglish("warranty"));
    expect(stemEnglish("refunded")).toBe("refund");
  });

  it("stems a stem to itself, so a term can be searched for again (term weights search the index by term)", () => {
    for (const word of ["version", "versions", "release", "released", "policies", "settings"]) {
      const stem = stemEnglish(word);
      expect(stemEnglish(stem)).toBe(stem);
      expect(tokenize(stem)).toEqual([stem]);
    }
    expect(stemEnglish("versions")).toBe(stemEnglish("version"));
  });
});

describe("keyTerms in Chinese", () => {
  it("gives the question's words, split one-character words paired, where tokenize adds every bigram", () => {
    const question = "哪个版本开始支持组合式API？";
    expect(keyTerms(question)).not.toContain("本开");
    expect(tokenize(question)).toContain("本开");
    expect(keyTerms(question)).toContain("版本");
    // The dictionary splits 退货 into 退 + 货; a split question word (多/长) is not paired with the word before it.
    expect(keyTerms("退货需要多久")).toContain("退货");
    expect(keyTerms("保质期多长时间")).toContain("多长");
    expect(keyTerms("保质期多长时间")).not.toContain("期多");
  });
});

describe("singleCharacterStretches", () => {
  it("gives the one-character words keyTerms pairs back, with the characters next to them", () => {
    // This runtime's dictionary cuts 做无障碍适配时 as 做/无/障碍/适/配/时.
    expect(singleCharacterStretches("做无障碍适配时，侧边栏")).toEqual([
      { characters: ["做", "无"], after: "障" },
      { characters: ["适", "配", "时"], before: "碍" },
    ]);
    // A split question word (多/长) ends a stretch, as in keyTerms.
    expect(singleCharacterStretches("保质期多长")).toEqual([{ characters: ["保", "质", "期"] }]);
    expect(singleCharacterStretches("How long is shipping?")).toEqual([]);
  });
});

describe("tokenize with a language", () => {
  it("stems Spanish and French words with the language's Snowball stemmer, read before their accents are folded", () => {
    // The light English stemmer leaves these pairs apart.
    expect(tokenize("fédéral", { language: "fr" })).toEqual(tokenize("fédéraux", { language: "fr" }));
    expect(tokenize("fédéral")).not.toEqual(tokenize("fédéraux"));
    expect(tokenize("desechable", { language: "es" })).toEqual(tokenize("desechables", { language: "es" }));
    expect(tokenize("identificación", { language: "es" })).toEqual(
      tokenize("identificaciones", { language: "es" }),
    );
    // A region subtag is the same language; one with no stemmer here keeps the English stemmer.
    expect(tokenize("fédéraux", { language: "fr-CA" })).toEqual(tokenize("fédéral", { language: "fr" }));
    expect(tokenize("returns shipping", { language: "de" })).toEqual(tokenize("returns shipping"));
  });

  it("gives stems that stem to themselves, so a term searched again is the same term", () => {
    for (const [word, language] of [
      ["contraseñas", "es"],
      ["militares", "es"],
      ["associée", "fr"],
      ["caractères", "fr"],
    ] as const) {
      const [stem] = tokenize(word, { language });
      expect(stem).toBeDefined();
      expect(tokenize(stem as string, { language })).toEqual([stem]);
    }
  });

  it("drops French elisions and the language's own function words", () => {
    expect(tokenize("l'adresse d’identité", { language: "fr" })).toEqual(
      tokenize("adresse identité", { language: "fr" }),
    );
    // Without the language: one word each, as before ("ladresse").
    expect(tokenize("l'adresse")).toEqual(["ladress"]);
    expect(tokenize("Je n'ai qu'un téléphone, celle qui a été vérifiée", { language: "fr" })).toEqual(
      tokenize("téléphone vérifiée", { language: "fr" }),
    );
    expect(tokenize("Un envoi vers la France, selon le tarif", { language: "fr" })).toEqual(
      tokenize("envoi France tarif", { language: "fr" }),
    );
    // Every present and imperfect form of "faire", as "fais" and "fait".
    expect(tokenize("pendant que je faisais vérifier mon identité", { language: "fr" })).toEqual(
      tokenize("pendant que je fais vérifier mon identité", { language: "fr" }),
    );
    // The subjunctive, future and conditional of être and avoir, as "soit", "sera" and "aurait".
    expect(tokenize("pour que mes données soient partagées", { language: "fr" })).toEqual(
      tokenize("données partagées", { language: "fr" }),
    );
    expect(tokenize("quand aurai-je mon code, serai-je prévenu", { language: "fr" })).toEqual(
      tokenize("code prévenu", { language: "fr" }),
    );
    // The future and conditional of the modals, as "peut", "dois" and "puede" (quand pourrai-je, ¿cuándo podré?).
    expect(tokenize("Quand pourrai-je recevoir des SMS ? Devrai-je payer ?", { language: "fr" })).toEqual(
      tokenize("recevoir SMS payer", { language: "fr" }),
    );
    expect(tokenize("¿Cuándo podré recibir el código? ¿Deberá pagar?", { language: "es" })).toEqual(
      tokenize("recibir código pagar", { language: "es" }),
    );
    // "Chaque" and "tous" are determiners, as Spanish "cada" and "todos": removed from French text only.
    expect(tokenize("un code à chaque connexion, tous mes codes", { language: "fr" })).toEqual(
      tokenize("code connexion codes", { language: "fr" }),
    );
    expect(tokenize("tous")).toEqual(["tous"]);
    // Spanish "son" is a verb form, English "son" a noun: removed only from Spanish text.
    expect(tokenize("son", { language: "es" })).toEqual([]);
    expect(tokenize("son")).toEqual(["son"]);
  });
});
