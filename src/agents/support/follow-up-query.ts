// Turns a follow-up ("What about for international orders?") into a self-contained retrieval query.
import { keyTerms } from "../../knowledge/index.js";
import type { Turn } from "./state.js";

const CONTINUATION = /^(and|also|what about|how about|what if|same|but|ok|okay|then)\b/i;
const ANAPHORA = /\b(it|that|this|those|these|they|them|there|one)\b/i;
/** Chinese: opens with "and / then / also / what if", ends with 呢 ("what about …?"), or points back. */
const CONTINUATION_ZH = /^(那么?|还有|另外|而且|如果|但是?|那如果)|呢[？?]?\s*$/;
const ANAPHORA_ZH = /它|这个|那个|这些|那些|这样|上面|刚才/;
/** Spanish and French: opens with "and / also / but / then" ("¿Y con un teléfono prepagado?", "Et si …"), or
 * points back with a demonstrative ("esa misma clave", "cette option"). "ce" and "este/esta" are left out: "c'est",
 * "ce que" and "está" written without its accent open many a question that points nowhere. */
const CONTINUATION_ROMANCE = /^[¿¡]?\s*(?:y|además|también|pero|entonces|et|aussi|mais|alors|sinon)\b/iu;
const ANAPHORA_ROMANCE =
  /(?<![\p{L}])(?:es[aeo]s?|aquel(?:l[ao]s?)?|cet(?:te)?|ces|ça|cela|cel(?:le|ui)s?|ceux)(?![\p{L}])/iu;

/** True when the question leans on the previous turn: it opens like a continuation, points back, or is very short. */
export function isFollowUp(question: string, history: readonly Turn[]): boolean {
  if (history.length === 0) return false;
  const trimmed = question.trim();
  return (
    CONTINUATION.test(trimmed) ||
    ANAPHORA.test(question) ||
    CONTINUATION_ZH.test(trimmed) ||
    ANAPHORA_ZH.test(question) ||
    CONTINUATION_ROMANCE.test(trimmed) ||
    ANAPHORA_ROMANCE.test(question) ||
    keyTerms(question).length <= 2
  );
}

/** The question, joined with the last question it follows when it is a follow-up. */
export function buildRetrievalQuery(question: string, history: readonly Turn[]): string {
  const previous = history.at(-1);
  return previous && isFollowUp(question, history) ? `${question} ${previous.question}` : question;
}
