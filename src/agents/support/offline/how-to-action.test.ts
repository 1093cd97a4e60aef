import { describe, expect, it } from "vitest";
import { tokenize } from "../../../knowledge/index.js";
import { howToAction, howToClauseTerms, howToHeadingTerms } from "./how-to-action.js";

describe("howToAction", () => {
  it("finds the action an English or Chinese how-to question asks about", () => {
    expect(howToAction("How do I delete the store?")).toBe(tokenize("delete")[0]);
    expect(howToAction("怎么删除账户？")).toBe("删除");
    expect(howToAction("怎样才能删除账户？")).toBe("删除");
    expect(howToAction("如何设置云同步")).toBe("设置");
  });

  it("finds none where the question asks no action (怎么办, a question that is not a how-to)", () => {
    expect(howToAction("我换了新手机，登不进去怎么办？")).toBeUndefined();
    expect(howToAction("What does shipping cost?")).toBeUndefined();
  });
});

describe("howToClauseTerms", () => {
  it("gives the words of the clause asking how, from its action to the clause's end", () => {
    expect(howToClauseTerms("They want a selfie. How do I take one that will pass?")).toEqual(
      tokenize("take one that will pass", { bigrams: false }),
    );
    expect(howToClauseTerms("邮件没收到，怎么再要一封？")).toEqual(tokenize("要一封", { bigrams: false }));
    expect(howToClauseTerms("What does shipping cost?")).toEqual([]);
  });
});

describe("howToHeadingTerms", () => {
  it("gives a how-to heading's action first, then its other words; nothing for another heading", () => {
    expect(howToHeadingTerms("How to take a selfie")).toEqual(tokenize("take selfie"));
    expect(howToHeadingTerms("如何设置云同步")).toEqual(["设置", "云", "同步"]);
    expect(howToHeadingTerms("Troubleshooting")).toEqual([]);
  });
});

describe("how-to questions and headings in Spanish and French", () => {
  const es = (text: string) => tokenize(text, { language: "es", bigrams: false });
  const fr = (text: string) => tokenize(text, { language: "fr", bigrams: false });

  it("finds the action, stemmed as the question's language", () => {
    expect(howToAction("¿Cómo cambio mi número de teléfono?")).toBe(es("cambiar")[0]);
    expect(howToAction("¿Cómo puedo eliminar mi cuenta?")).toBe(es("eliminar")[0]);
    expect(howToAction("¿Cómo se agrega un método?")).toBe(es("agregar")[0]);
    expect(howToAction("Comment puis-je supprimer mon compte ?")).toBe(fr("supprimer")[0]);
    expect(howToClauseTerms("Comment changer mon adresse ?")).toEqual(fr("changer adresse"));
  });

  it("finds none for how something works, nor for a French word in an English question", () => {
    expect(howToAction("¿Cómo funciona la clave de seguridad?")).toBeUndefined();
    expect(howToAction("Comment fonctionne la clé ?")).toBeUndefined();
    expect(howToAction("Can I comment on a post?")).toBeUndefined();
  });

  it("reads a how-to heading in the question's language", () => {
    expect(howToHeadingTerms("Cómo cambiar su número de teléfono", "es")).toEqual(
      es("cambiar número teléfono"),
    );
    expect(howToHeadingTerms("Comment confirmer une adresse", "fr")).toEqual(fr("confirmer adresse"));
    expect(howToHeadingTerms("Comment confirmer une adresse")).toEqual([]);
  });
});
