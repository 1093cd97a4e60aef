import { describe, expect, it } from "vitest";
import { buildRetrievalQuery, isFollowUp } from "./follow-up-query.js";
import type { Turn } from "./state.js";

const turn = (question: string): Turn => ({ question, answer: "…", refused: false, sources: [] });

describe("isFollowUp", () => {
  const history = [turn("What is your return policy for online orders and gifts?")];

  it("tells English and Chinese follow-ups from new questions", () => {
    expect(isFollowUp("What about for international orders?", history)).toBe(true);
    expect(isFollowUp("How much does it weigh?", history)).toBe(true);
    expect(isFollowUp("那国际订单的退货期限呢？", history)).toBe(true);
    expect(isFollowUp("这个设置的默认值是多少？", history)).toBe(true);
    expect(isFollowUp("Which payment methods and credit cards do you accept online?", history)).toBe(false);
    expect(isFollowUp("如何在工作空间中安装依赖包和配置镜像源？", history)).toBe(false);
    expect(isFollowUp("What about for international orders?", [])).toBe(false);
  });

  it("tells Spanish and French follow-ups from new questions", () => {
    expect(isFollowUp("¿Y con una tarjeta de regalo comprada en la tienda física?", history)).toBe(true);
    expect(isFollowUp("¿Puedo devolver esa chaqueta comprada en la tienda física?", history)).toBe(true);
    expect(isFollowUp("Et pour une commande livrée à l'étranger, quel délai ?", history)).toBe(true);
    expect(isFollowUp("Combien de temps dure cette garantie sur les vêtements ?", history)).toBe(true);
    expect(isFollowUp("¿Qué métodos de pago aceptan para pedidos en línea?", history)).toBe(false);
    expect(isFollowUp("Est-ce que vous acceptez les cartes cadeaux en magasin ?", history)).toBe(false);
  });

  it("joins a follow-up with the question it follows", () => {
    expect(buildRetrievalQuery("那国际订单的退货期限呢？", history)).toBe(
      "那国际订单的退货期限呢？ What is your return policy for online orders and gifts?",
    );
  });
});
