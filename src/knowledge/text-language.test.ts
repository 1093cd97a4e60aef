import { describe, expect, it } from "vitest";
import { detectTextLanguage, textLanguage } from "./text-language.js";

describe("textLanguage", () => {
  it("tells a page's language from its text", () => {
    expect(
      textLanguage(
        "Identificación aceptada\nPuede usar su licencia de conducir o una tarjeta de identificación estatal. No se aceptan identificaciones militares.",
      ),
    ).toBe("es");
    expect(
      textLanguage(
        "Vérifier votre adresse par courrier\nNous envoyons ce courrier à une adresse que nous avons vérifiée. Il faut compter de 5 à 10 jours.",
      ),
    ).toBe("fr");
    expect(textLanguage("Returns\nYou can return most items within 30 days of delivery.")).toBe("en");
    expect(textLanguage("退货政策\n收到商品 7 天内可以退货。")).toBe("zh");
  });

  it("says nothing of a text with no sign of its language, which textLanguage takes for English", () => {
    expect(detectTextLanguage("Mot de passe oublié ?")).toBeUndefined();
    expect(detectTextLanguage("Free shipping threshold?")).toBeUndefined();
    expect(textLanguage("Mot de passe oublié ?")).toBe("en");
    expect(detectTextLanguage("Where is my order?")).toBe("en");
  });
});
