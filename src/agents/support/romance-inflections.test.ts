import { describe, expect, it } from "vitest";
import { isRomanceInflection } from "./romance-inflections.js";
import { termsOf } from "./term-weights.js";

const spanish = (word: string) => termsOf(word, { language: "es" }, { removeStopWords: false })[0] ?? "";

describe("isRomanceInflection", () => {
  it("takes a Spanish stem spelled qu or c before its ending for one word (verifiqué ~ verificar, empecé ~ empezar)", () => {
    expect(isRomanceInflection(spanish("verifiqué"), spanish("verificar"))).toBe(true);
    expect(isRomanceInflection(spanish("busqué"), spanish("buscar"))).toBe(true);
    expect(isRomanceInflection(spanish("empecé"), spanish("empezar"))).toBe(true);
    expect(isRomanceInflection(spanish("verifiqué"), spanish("verificamos"))).toBe(true);
  });

  it("still keeps apart a short shared stem and two different words", () => {
    expect(isRomanceInflection("paqu", "pac")).toBe(false);
    expect(isRomanceInflection(spanish("verifiqué"), spanish("vertical"))).toBe(false);
    expect(isRomanceInflection("verific", "verific")).toBe(false);
  });
});
