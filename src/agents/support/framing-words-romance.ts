// The Spanish and French counterparts of term-weights.ts's English framing and narration words: verbs and fillers
// that say how a question is asked ("necesito", "conseguir", "pasar a"; "avoir besoin", "obtenir") and words a
// visitor tells a story with ("hace mucho tiempo", "il y a une semaine", "j'ai essayé plusieurs fois"). They weigh
// like framing words and are never taken for an unknown subject. As written (accents and all): the caller
// tokenizes them as the language's words, so they meet a question's stems.

export const ROMANCE_FRAMING: Readonly<Record<string, string>> = {
  es:
    "necesito necesita necesitan necesitamos necesitar quiero quiere quieren queremos querer conseguir consigo " +
    "obtener obtengo tomar dar ir voy va vamos pasar pasa pasarme poder posible manera forma cosa algo nada " +
    "gracias hola también solo sólo realmente todavía aún ocurre sucede dentro sin sobre bajo después antes " +
    "durante vía otro otra otros otras tener tengo saber sé " +
    // Verbs of putting something somewhere (poner un código, as term-weights.ts's Chinese 写 加 填): what is put
    // is what the question is about.
    "poner pongo pone ponga " +
    // "¿Me sirve para…?" (is it of use for): asks whether, names nothing.
    "sirve sirven servir",
  fr:
    "besoin veux veut voulez voulons vouloir obtenir obtiens prendre donner aller vais va allons passer pouvoir " +
    "possible moyen façon chose quelque rien merci bonjour aussi juste vraiment encore toujours arrive dans sans " +
    "sous après avant pendant via autre autres avoir savoir sais " +
    // "Peut-il servir à…", "m'en servir pour…" (be of use for): asks whether, names nothing.
    "servir sert",
};

export const ROMANCE_NARRATION: Readonly<Record<string, string>> = {
  es:
    "ahora nunca dice dijo decir vez veces ya intenté intento intentar intentado varias semana semanas hoy ayer " +
    "recientemente repente dejó empezó menudo muestra mostró significa sitio página pasado rápido alguien " +
    "nadie tiempo exactamente " +
    // "Volver a" + a verb is "again" ("volver a dar", "vuelvo a intentar"); "seguidas" is "in a row".
    "volver vuelvo vuelve vuelva seguidas seguidos " +
    // How the visitor feels about it ("es muy molesto poner un código…"): the story, not the subject.
    "molesto molesta fastidioso pesado",
  fr:
    "maintenant jamais dit dire fois déjà essayé essayer essaie plusieurs semaine semaines aujourd hier récemment " +
    "soudain soudainement arrêté commencé souvent affiche montre signifie site page passé rapide quelqu " +
    "temps longtemps exactement " +
    // "Le mois dernier", "la semaine dernière": the time of the story, as Spanish "pasado" and English "past".
    "dernier dernière " +
    // "D'affilée" / "de suite" is "in a row".
    "affilée suite " +
    // How the visitor feels about it ("c'est pénible de saisir un code…"): the story, not the subject.
    "pénible embêtant agaçant ennuyeux",
};

/** Spanish and French expressions whose words frame the question or tell its story only together: "quand même"
 * (anyway: "même" alone is "same", as in "la même adresse"), "le mois dernier" (last month: "mois" alone may be
 * what a question asks about, "un délai d'un mois"), "aun así", "de todos modos", "el mes pasado". Matched on the
 * question as written, case-insensitively; their words weigh like framing words wherever the question holds them. */
export const ROMANCE_FRAMING_PHRASES: Readonly<Record<string, RegExp>> = {
  es: /\b(?:aun así|aún así|de todos modos|de todas formas|(?:el|este) (?:mes|año) pasado|(?:la|esta) semana pasada)(?![\p{L}])/giu,
  fr: /\b(?:quand même|tout de même|(?:le|ce) mois dernier|(?:la|cette) semaine dernière|l['’]année dernière|l['’]an dernier)(?![\p{L}])/giu,
};
