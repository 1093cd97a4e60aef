import { describe, expect, it } from "vitest";
import { engineText } from "./engine-text.js";
import { replyLanguage } from "./reply-language.js";

describe("replyLanguage", () => {
  it("replies in Chinese to a question written mostly in Han, names in Latin letters included", () => {
    expect(replyLanguage("退货需要多久？")).toBe("zh");
    expect(replyLanguage("Vue 3 的 defineModel 怎么用？")).toBe("zh");
    expect(replyLanguage("How do I install Vue 3?")).toBe("en");
    expect(replyLanguage("What does 退货 mean on your Chinese page?")).toBe("en");
    expect(replyLanguage("42?")).toBe("en");
  });

  it("tells Spanish and French from English by their function words and marks, English when unsure", () => {
    expect(replyLanguage("¿Con qué navegadores funciona la clave de seguridad?")).toBe("es");
    expect(replyLanguage("¿Y con un teléfono prepagado?")).toBe("es");
    expect(replyLanguage("Comment est-ce que je change mon adresse e-mail ?")).toBe("fr");
    expect(replyLanguage("Où trouver l'application ?")).toBe("fr");
    expect(replyLanguage("How do I use the Authy app con my phone?")).toBe("en");
    expect(replyLanguage("Is the Los Angeles office open on Sunday?")).toBe("en");
    expect(replyLanguage("Login.gov")).toBe("en");
  });

  it("has every engine sentence in every catalog", () => {
    expect(engineText("es").refusal(["ayuda.test"], ["Clave de seguridad"])).toMatch(
      /^Lo siento.*ayuda\.test.*Clave de seguridad/,
    );
    expect(engineText("fr").refusal([], [])).toMatch(/^Désolé.*ces sites\.$/);
    expect(engineText("es").forcedAnswer({ kind: "pages", limit: 12 })).toContain("12");
    expect(engineText("fr").exploring("x", ["a", "b"])).toContain("« a »");
    const zh = engineText("zh");
    expect(zh.refusal(["shop.test"], ["配送与退货"])).toMatch(/^抱歉.*shop\.test.*配送与退货/);
    expect(engineText("en").refusal([], [])).toBe("Sorry, I couldn't find an answer to that on these sites.");
    expect(zh.forcedAnswer({ kind: "pages", limit: 12 })).toContain("12");
    expect(engineText("en").forcedAnswer({ kind: "pages", limit: 12 })).toBe(
      "Answering: reached max_pages (12).",
    );
  });
});
