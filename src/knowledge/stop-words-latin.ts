// Function words and question words of Latin-script languages other than English, as `tokenize` sees them (lower
// case, diacritics folded: "qué" → "que", "où" → "ou"). Removed from indexed text and from questions alike, as the
// English list is; negations (no, ni, ne, pas), "sin"/"sans" and words that are also common English words ("son",
// "sea", "ton", "plus", "todo") are kept on purpose: these lists apply to text in any language, the few words only a
// text known to be Spanish or French drops are in `languageStopWords`.
import { primaryLanguage } from "./language-tag.js";

/** Spanish: articles, prepositions, pronouns, auxiliaries and modals, question words. */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "al algo algun alguna algunas alguno algunos mucho mucha muchos muchas ante aqui asi aun cada como con contra cual cuales cualquier " +
    "cuando cuanto cuanta cuantos cuantas de debe deben debo del desde donde durante el ella ellas ellos en " +
    "entre era eran es esa esas ese eso esos esta estan estar estas este esto estos estoy favor fue fueron ha " +
    "hace hago han has hasta hay he la las le les lo los me mi mis muy nos nosotros os para pero podria por " +
    "porque puede pueden puedo que quien quienes se ser si sido sobre somos soy su sus tambien te tengo tiene " +
    "tienen tu tus un una unas uno unos usted ustedes ya yo"
  ).split(" "),
);

/** French: articles, prepositions, pronouns, auxiliaries and modals, question words ("est-ce que" is three
 * words to the tokenizer). */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "ai au aux avec avez avons beaucoup ca ce ceci cela ces cet cette combien comment dans de des dois doit du elle " +
    "elles en est et etre eux faut il ils je la le les leur leurs lui ma mais me mes moi mon nos notre nous on " +
    "ont ou par peut peux pour pourquoi puis quand que quel quelle quelles quels qui quoi sa se ses si sont " +
    "suis sur ta te tes toi tu un une vos votre vous"
  ).split(" "),
);

/** Words that are function words only in one language and content words in another (Spanish "son", "sea"; French
 * "plus", "ton"), forms of the auxiliaries and demonstratives the shared lists leave out (había, sería; été, celle),
 * and verbs that only frame a question ("hacer", "faire": que dois-je faire ?): removed only when the text is known
 * to be in that language (`tokenize`'s `language`). */
const LANGUAGE_ONLY_STOP_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(
    (
      "son sea sean todo toda todos todas hacer hacerlo este estaba estaban estuvo habia hayan haya habra " +
      "sera seran seria tenia tuvo hizo tras segun mediante hacia cuyo cuya ademas tan " +
      // The future and conditional of the modals beside puede, debe and podria above (¿cuándo podré…?, ¿deberá…?).
      "podre podras podra podremos podran podrias podrian debere deberas debera deberemos deberan deberia " +
      "deberias deberian"
    ).split(" "),
  ),
  fr: new Set(
    (
      "plus ton lequel laquelle lesquels lesquelles dont faire fais fait y celle celles celui ceux ete etait " +
      "etaient sera seront serait avait avaient aurait aura auront eu etes sommes soit vont vers chez selon " +
      "depuis lors alors donc car comme tres ainsi aupres parmi " +
      // The rest of faire's present and imperfect (faire, fais, fait above): que faisais-je, faites-vous.
      "faisons faites font faisais faisait faisions faisiez faisaient " +
      // The subjunctive, future and conditional of être and avoir beside soit, sera and aurait above (pour que mes
      // données soient partagées, quand aurai-je…), and avoir's imperfect beside avait.
      "soient sois soyez soyons serai seras serons serez serais serions seriez seraient " +
      "aurai auras aurons aurez aurais aurions auriez avais avions aviez " +
      // The future and conditional of the modals beside peut, peux, dois and doit (quand pourrai-je…, pourra-t-il,
      // devrai-je…).
      "pourrai pourras pourra pourrons pourrez pourront pourrais pourrait pourrions pourriez pourraient " +
      "devrai devras devra devrons devrez devront devrais devrait devrions devriez devraient " +
      // Determiners of every and all, as Spanish "cada" and "todos" are: "à chaque connexion", "tous mes codes".
      "chaque tous tout toute toutes"
    ).split(" "),
  ),
};
const NONE: ReadonlySet<string> = new Set();

/** The stop words of a language (BCP 47 tag) beyond the lists `tokenize` always removes. */
export function languageStopWords(language: string): ReadonlySet<string> {
  return LANGUAGE_ONLY_STOP_WORDS[primaryLanguage(language) ?? ""] ?? NONE;
}
