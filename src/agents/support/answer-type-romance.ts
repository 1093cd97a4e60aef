// The answer types of answer-type.ts asked in Spanish or French: how a question asks for the kind of value
// (matched on the question lower-cased with its diacritics folded: "¿Cuánto tiempo…?" → "¿cuanto tiempo…?"), the
// words that only ask for it, and how such a value is written on a page. Only kinds whose question words are
// unambiguous are listed; money ("cobrar" is also "to be charged"), counts and dates are not yet.
import type { AnswerType } from "./answer-type.js";

export interface RomanceAnswerRule {
  asks: RegExp;
  cues: string;
  value?: RegExp;
}

export const ROMANCE_ANSWER_RULES: Partial<Record<AnswerType["name"], RomanceAnswerRule>> = {
  duration: {
    // "délai" and "plazo" name the time something takes or allows ("le même délai ?", "¿cuál es el plazo?"), and
    // "jusqu'à quand" / "hasta cuándo" ask how long something lasts ("valable jusqu'à quand ?": "expire 21 jours après").
    // "Cada cuánto", "con qué frecuencia", "à quelle fréquence", "tous les combien": how often, the interval between
    // two times ("cada tres años", "tous les ans", "anualmente").
    asks: /\bcada cuanto\b|\bcon que frecuencia\b|\ba quelle frequence\b|\btous les combien\b|\bdelais?\b|\bplazos?\b|\bcuanto tiempo\b|\bcuant[oa]s (?:dias|horas|minutos|semanas|meses|anos)\b|\bcuanto (?:tarda|demora|dura)\b|\bcombien de (?:temps|jours|heures|minutes|semaines|mois)\b|\bdans combien\b|\bjusqu['’]?a quand\b|\bhasta cuando\b/,
    cues:
      "tiempo tarda demora dura plazo dias horas minutos semanas meses frecuencia esperar espera " +
      "temps délai jours heures minutes semaines mois fréquence attendre patienter",
    // The number in digits or as a word ("seis horas", "six heures", "tres años").
    value:
      /\b(?:cada|tous les|toutes les|chaque) (?:(?:\d+|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq|six) )?(?:dias?|semanas?|mes|meses|anos?|años?|jours?|semaines?|mois|ans|annees?|années?)(?=[\s.,;:)]|$)|\b(?:anualmente|mensualmente|semanalmente|annuellement|mensuellement)\b|\buna vez al (?:dia|día|mes|ano|año)\b|\bune fois par (?:jour|semaine|mois|an)\b|\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente)(?:\s*(?:a|à|-|–|o|ou)\s*\d+)?\s*(?:días|dias|horas|minutos|semanas|meses|años|jours|heures|minutes|semaines|mois|ans)(?=[\s.,;:)]|$)/i,
  },
  hours: {
    // The hour asked in the singular or the plural ("¿a qué horas…?", "à quelles heures ?").
    asks: /\bhorarios?\b|\b(?:a )?que horas?\b|\bhoraires?\b|\ba quelles? heures?\b/,
    // As the English cues hold open/close: the verbs a Spanish or French question asks hours with ("¿en qué horario
    // atienden?", "à quelle heure ouvrez-vous ?").
    cues:
      "horario hora abre abren abierto cierra cierran atiende atienden atender atencion " +
      "horaire heure ouvert ouvre ouvrez ouverture ferme fermez fermeture",
    // A French clock time: "de 8 à 19 h", "9h30", "17 h 45".
    value: /\b\d{1,2}\s?h(?:\s?\d{2})?(?=[\s.,;:)]|$)/,
  },
  // "¿Qué versión de Chrome…?", "Quelle version de Safari faut-il au minimum ?": answered by a version, written as
  // the English rule's values are ("Chrome 109", "v2.1").
  version: {
    asks: /\b(?:que|cual|cuales|quel|quelle|quels|quelles) (?:\w+ )?versi(?:on|ones|ons)\b|\bversi(?:on|ones|ons) (?:minima|minimale|minimum|requerida|requise|necesaria|necessaire)\b/,
    cues: "version versión versiones versions",
  },
  phone: {
    asks: /\bllamo\b|\bllamar\b|\bque (?:numero|telefono)\b|\bnumero de telefono de\b|\bappeler\b|\bquel numero\b/,
    cues: "telefono numero llamo llamar telephone numero appeler",
  },
};

/** The question as ROMANCE_ANSWER_RULES read it. */
export function foldQuestion(question: string): string {
  return question
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}
