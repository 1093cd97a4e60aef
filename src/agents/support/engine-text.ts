// Every user-facing sentence the support engine writes itself (refusals, the reasoning shown in progress), one
// catalog per reply language, so a Chinese question gets a Chinese refusal. Page text is never translated.
import type { ReplyLanguage } from "./reply-language.js";

export interface EngineText {
  /** The offline engine's refusal; `topics` are titles of pages read (may be empty). */
  refusal(sites: readonly string[], topics: readonly string[]): string;
  /** Reasoning for answering from what was read. */
  answerCovered(percent: number): string;
  /** Reasoning for answering when no link is left that looks relevant. */
  answerNoRelevantLink(percent: number): string;
  answerStalled(percent: number): string;
  /** Why the engine explores although the last round added nothing: a link naming more of the question waits. */
  exploreUntried(percent: number): string;
  /** Why the engine explores: what was read covers the question's words and points to more. */
  exploreReferences(percent: number): string;
  /** …the best passage read only introduces the topic (a hub's one-liner, a blurb) that a link leads to. */
  exploreTeaser(percent: number): string;
  /** …the best passage read does not name the action a how-to question asks about ("delete"). */
  exploreAction(percent: number): string;
  /** …the question asks for a page that alone answers it (the CI page, the privacy policy) and none was read. */
  exploreSoleKind(percent: number): string;
  /** …covers its words but not the kind of value asked for. */
  exploreUntyped(percent: number): string;
  /** …covers too little. */
  exploreLowCoverage(percent: number): string;
  /** "<why>; exploring links about <anchors>." */
  exploring(why: string, anchors: readonly string[]): string;
  /** The limit that forced an answer ("reached max_pages (12)"). */
  forcedReason(reason: ForcedReason): string;
  /** Reasoning for a forced answer ("Answering: reached max_pages (12)."). */
  forcedAnswer(reason: ForcedReason): string;
}

export type ForcedReason =
  | { kind: "iterations"; limit: number }
  | { kind: "pages"; limit: number }
  | { kind: "time"; seconds: number }
  | { kind: "frontier" };

const en: EngineText = {
  refusal(sites, topics) {
    const names = sites.join(" and ") || "these sites";
    const covers = topics.length > 0 ? ` The pages I read cover topics such as: ${topics.join("; ")}.` : "";
    return `Sorry, I couldn't find an answer to that on ${names}.${covers}`;
  },
  answerCovered: (percent) => `The pages read cover ${percent}% of the question's key terms.`,
  answerNoRelevantLink: (percent) =>
    `No unvisited link looks relevant; answering from what was read (${percent}% of key terms covered).`,
  answerStalled: (percent) =>
    `The last pages read added no coverage; answering from what was read (${percent}% of key terms covered).`,
  exploreUntried: (percent) =>
    `The last pages read added no coverage (${percent}% of key terms), but a link naming more of the question is still unread`,
  exploreReferences: (percent) =>
    `A page read covers ${percent}% of the question's key terms and points to more on it`,
  exploreTeaser: (percent) =>
    `The best passage read (${percent}% of the question's key terms) only introduces the topic a link leads to`,
  exploreAction: (percent) =>
    `The pages read cover ${percent}% of the question's key terms, but the best passage does not name what it asks to do`,
  exploreSoleKind: (percent) =>
    `The pages read cover ${percent}% of the question's key terms, but not the kind of page that alone answers it`,
  exploreUntyped: (percent) =>
    `The pages read cover ${percent}% of the question's key terms but not the kind of value it asks for`,
  exploreLowCoverage: (percent) => `Only ${percent}% of the question's key terms are covered`,
  exploring: (why, anchors) =>
    `${why}; exploring links about ${anchors.map((anchor) => `"${anchor}"`).join(", ")}.`,
  forcedReason: (reason) =>
    reason.kind === "iterations"
      ? `reached max_iterations (${reason.limit})`
      : reason.kind === "pages"
        ? `reached max_pages (${reason.limit})`
        : reason.kind === "time"
          ? `reached the time limit (${reason.seconds} s)`
          : "no unvisited links left",
  forcedAnswer: (reason) => `Answering: ${en.forcedReason(reason)}.`,
};

const zh: EngineText = {
  refusal(sites, topics) {
    const names = sites.join("、") || "这些网站";
    const covers = topics.length > 0 ? `我读过的页面涉及这些主题：${topics.join("；")}。` : "";
    return `抱歉，我在 ${names} 上没有找到这个问题的答案。${covers}`;
  },
  answerCovered: (percent) => `已读页面覆盖了问题关键词的 ${percent}%。`,
  answerNoRelevantLink: (percent) => `没有看起来相关的未读链接；根据已读内容作答（关键词覆盖 ${percent}%）。`,
  answerStalled: (percent) => `最近读的页面没有提高覆盖；根据已读内容作答（关键词覆盖 ${percent}%）。`,
  exploreUntried: (percent) =>
    `最近读的页面没有提高覆盖（关键词覆盖 ${percent}%），但还有一个更贴近问题的链接没读`,
  exploreReferences: (percent) => `已读页面覆盖了问题关键词的 ${percent}%，并指向更多相关内容`,
  exploreTeaser: (percent) => `最相关的段落（覆盖问题关键词的 ${percent}%）只是简介，链接指向的页面才有详情`,
  exploreAction: (percent) => `已读页面覆盖了问题关键词的 ${percent}%，但最相关的段落没有提到问题要做的操作`,
  exploreSoleKind: (percent) => `已读页面覆盖了问题关键词的 ${percent}%，但还没有读到专门回答这类问题的页面`,
  exploreUntyped: (percent) => `已读页面覆盖了问题关键词的 ${percent}%，但没有问题所问的那类信息`,
  exploreLowCoverage: (percent) => `问题关键词只覆盖了 ${percent}%`,
  exploring: (why, anchors) =>
    `${why}；继续阅读这些链接：${anchors.map((anchor) => `“${anchor}”`).join("、")}。`,
  forcedReason: (reason) =>
    reason.kind === "iterations"
      ? `已达到最大轮数（${reason.limit}）`
      : reason.kind === "pages"
        ? `已达到最大页数（${reason.limit}）`
        : reason.kind === "time"
          ? `已达到时间上限（${reason.seconds} 秒）`
          : "没有未读的链接了",
  forcedAnswer: (reason) => `开始作答：${zh.forcedReason(reason)}。`,
};

const es: EngineText = {
  refusal(sites, topics) {
    const names = sites.join(" y ") || "estos sitios";
    const covers = topics.length > 0 ? ` Las páginas que leí tratan temas como: ${topics.join("; ")}.` : "";
    return `Lo siento, no encontré una respuesta a eso en ${names}.${covers}`;
  },
  answerCovered: (percent) =>
    `Las páginas leídas cubren el ${percent}% de los términos clave de la pregunta.`,
  answerNoRelevantLink: (percent) =>
    `Ningún enlace sin visitar parece relevante; respondo con lo leído (${percent}% de los términos clave cubiertos).`,
  answerStalled: (percent) =>
    `Las últimas páginas leídas no aumentaron la cobertura; respondo con lo leído (${percent}% de los términos clave cubiertos).`,
  exploreUntried: (percent) =>
    `Las últimas páginas leídas no aumentaron la cobertura (${percent}% de los términos clave), pero queda sin leer un enlace que nombra más de la pregunta`,
  exploreReferences: (percent) =>
    `Una página leída cubre el ${percent}% de los términos clave de la pregunta y remite a más información`,
  exploreTeaser: (percent) =>
    `El mejor pasaje leído (${percent}% de los términos clave) solo presenta el tema al que lleva un enlace`,
  exploreAction: (percent) =>
    `Las páginas leídas cubren el ${percent}% de los términos clave, pero el mejor pasaje no nombra lo que se pide hacer`,
  exploreSoleKind: (percent) =>
    `Las páginas leídas cubren el ${percent}% de los términos clave, pero no el tipo de página que por sí sola responde`,
  exploreUntyped: (percent) =>
    `Las páginas leídas cubren el ${percent}% de los términos clave, pero no el tipo de dato que se pide`,
  exploreLowCoverage: (percent) => `Solo se cubre el ${percent}% de los términos clave de la pregunta`,
  exploring: (why, anchors) =>
    `${why}; exploro enlaces sobre ${anchors.map((anchor) => `«${anchor}»`).join(", ")}.`,
  forcedReason: (reason) =>
    reason.kind === "iterations"
      ? `se alcanzó max_iterations (${reason.limit})`
      : reason.kind === "pages"
        ? `se alcanzó max_pages (${reason.limit})`
        : reason.kind === "time"
          ? `se alcanzó el límite de tiempo (${reason.seconds} s)`
          : "no quedan enlaces sin visitar",
  forcedAnswer: (reason) => `Respondo: ${es.forcedReason(reason)}.`,
};

const fr: EngineText = {
  refusal(sites, topics) {
    const names = sites.join(" et ") || "ces sites";
    const covers =
      topics.length > 0 ? ` Les pages que j'ai lues traitent de sujets comme : ${topics.join(" ; ")}.` : "";
    return `Désolé, je n'ai pas trouvé de réponse à cette question sur ${names}.${covers}`;
  },
  answerCovered: (percent) => `Les pages lues couvrent ${percent} % des termes clés de la question.`,
  answerNoRelevantLink: (percent) =>
    `Aucun lien non visité ne semble pertinent ; je réponds avec ce qui a été lu (${percent} % des termes clés couverts).`,
  answerStalled: (percent) =>
    `Les dernières pages lues n'ont rien ajouté ; je réponds avec ce qui a été lu (${percent} % des termes clés couverts).`,
  exploreUntried: (percent) =>
    `Les dernières pages lues n'ont rien ajouté (${percent} % des termes clés), mais un lien qui nomme davantage la question reste à lire`,
  exploreReferences: (percent) =>
    `Une page lue couvre ${percent} % des termes clés de la question et renvoie à d'autres informations`,
  exploreTeaser: (percent) =>
    `Le meilleur passage lu (${percent} % des termes clés) ne fait que présenter le sujet vers lequel mène un lien`,
  exploreAction: (percent) =>
    `Les pages lues couvrent ${percent} % des termes clés, mais le meilleur passage ne nomme pas l'action demandée`,
  exploreSoleKind: (percent) =>
    `Les pages lues couvrent ${percent} % des termes clés, mais pas le type de page qui seul y répond`,
  exploreUntyped: (percent) =>
    `Les pages lues couvrent ${percent} % des termes clés, mais pas le type d'information demandé`,
  exploreLowCoverage: (percent) => `Seuls ${percent} % des termes clés de la question sont couverts`,
  exploring: (why, anchors) =>
    `${why} ; j'explore les liens sur ${anchors.map((anchor) => `« ${anchor} »`).join(", ")}.`,
  forcedReason: (reason) =>
    reason.kind === "iterations"
      ? `max_iterations atteint (${reason.limit})`
      : reason.kind === "pages"
        ? `max_pages atteint (${reason.limit})`
        : reason.kind === "time"
          ? `limite de temps atteinte (${reason.seconds} s)`
          : "plus aucun lien non visité",
  forcedAnswer: (reason) => `Je réponds : ${fr.forcedReason(reason)}.`,
};

const CATALOGS: Record<ReplyLanguage, EngineText> = { en, zh, es, fr };

export function engineText(language: ReplyLanguage): EngineText {
  return CATALOGS[language];
}
