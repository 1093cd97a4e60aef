// The labels shown with an answer, in the language the engine answered in (ChatResult.language), so a Chinese,
// Spanish or French answer is not framed in English. The rest of the interface stays in English.

export type AnswerLanguage = "en" | "zh" | "es" | "fr";

export interface AnswerStrings {
  sources: (count: number) => string;
  notCovered: string;
  /** Under a refusal: how many pages were read to find out. */
  readToFindOut: (count: number) => string;
  nothingRead: string;
  andMorePages: (count: number) => string;
  answeredFromRead: string;
  pagesExplored: (count: number) => string;
  modelCalls: (count: number) => string;
  /** The offline engine stood in `count` times after unusable model output. */
  modelFallbacks: (count: number) => string;
  quotedPassages: (count: number) => string;
  andMore: (count: number) => string;
}

const STRINGS: Record<AnswerLanguage, AnswerStrings> = {
  en: {
    sources: (count) => `Sources (${count})`,
    notCovered: "Not covered by the site",
    readToFindOut: (count) =>
      `The answer is not on the ${count === 1 ? "page" : `${count} pages`} read to find out:`,
    nothingRead: "No page could be read to find out.",
    andMorePages: (count) => `and ${count} more ${count === 1 ? "page" : "pages"}`,
    answeredFromRead: "Answered from pages already read in this chat",
    pagesExplored: (count) => `Pages explored (${count})`,
    modelCalls: (count) => `${count} model ${count === 1 ? "call" : "calls"}`,
    modelFallbacks: (count) =>
      `The model's output was unusable ${count === 1 ? "once" : `${count} times`}; the offline engine stood in`,
    quotedPassages: (count) => `Quoted passages (${count})`,
    andMore: (count) => `and ${count} more`,
  },
  zh: {
    sources: (count) => `来源（${count}）`,
    notCovered: "网站未涉及这个问题",
    readToFindOut: (count) => `已阅读的 ${count} 个页面中没有答案：`,
    nothingRead: "没有能够阅读的页面。",
    andMorePages: (count) => `还有 ${count} 个页面`,
    answeredFromRead: "根据本次对话中已读的页面作答",
    pagesExplored: (count) => `已浏览的页面（${count}）`,
    modelCalls: (count) => `${count} 次模型调用`,
    modelFallbacks: (count) => `模型输出无法使用（${count} 次），由离线引擎代为处理`,
    quotedPassages: (count) => `引用的段落（${count}）`,
    andMore: (count) => `还有 ${count} 段`,
  },
  es: {
    sources: (count) => `Fuentes (${count})`,
    notCovered: "El sitio no trata este tema",
    readToFindOut: (count) =>
      `La respuesta no está en ${count === 1 ? "la página leída" : `las ${count} páginas leídas`} para averiguarlo:`,
    nothingRead: "No se pudo leer ninguna página para averiguarlo.",
    andMorePages: (count) => `y ${count} ${count === 1 ? "página más" : "páginas más"}`,
    answeredFromRead: "Respondido con páginas ya leídas en esta conversación",
    pagesExplored: (count) => `Páginas exploradas (${count})`,
    modelCalls: (count) => `${count} ${count === 1 ? "llamada" : "llamadas"} al modelo`,
    modelFallbacks: (count) =>
      `La salida del modelo no se pudo usar ${count === 1 ? "una vez" : `${count} veces`}; respondió el motor sin conexión`,
    quotedPassages: (count) => `Pasajes citados (${count})`,
    andMore: (count) => `y ${count} más`,
  },
  fr: {
    sources: (count) => `Sources (${count})`,
    notCovered: "Le site ne traite pas ce sujet",
    readToFindOut: (count) =>
      `La réponse ne figure pas dans ${count === 1 ? "la page lue" : `les ${count} pages lues`} pour le savoir :`,
    nothingRead: "Aucune page n'a pu être lue pour le savoir.",
    andMorePages: (count) => `et ${count} ${count === 1 ? "autre page" : "autres pages"}`,
    answeredFromRead: "Réponse tirée des pages déjà lues dans cette conversation",
    pagesExplored: (count) => `Pages explorées (${count})`,
    modelCalls: (count) => `${count} ${count === 1 ? "appel" : "appels"} au modèle`,
    modelFallbacks: (count) =>
      `La sortie du modèle était inutilisable ${count === 1 ? "une fois" : `${count} fois`} ; le moteur hors ligne a pris le relais`,
    quotedPassages: (count) => `Passages cités (${count})`,
    andMore: (count) => `et ${count} de plus`,
  },
};

/** The labels for an answer in `language`; English when absent or unknown (an older server). */
export function answerStrings(language: string | undefined): AnswerStrings {
  return language === "zh" || language === "es" || language === "fr" ? STRINGS[language] : STRINGS.en;
}
