// related-terms.ts's thesaurus in Spanish and French: the same general support vocabulary (verify ~ confirm, problem,
// error, delete ~ remove, pay → fee/cost, two → duplicate…), written as each language writes it. Nothing here names a
// site, brand or product. Words as written, accents and all: related-terms.ts tokenizes them as the language's.

/** Words that stand for one another either way, by language. */
export const ROMANCE_SAME: Readonly<Record<string, readonly string[]>> = {
  es: [
    "verificar verificación confirmar confirmación",
    "estafa fraude suplantación sospechoso",
    "error fallo falla",
    "problema inconveniente dificultad",
    "eliminar borrar suprimir",
    "cambiar modificar",
    "teléfono celular móvil",
    "correo email",
    "requisito requisitos",
    "límite máximo",
    "vencer vencimiento caducar expirar",
    "renovar renovación",
    "foto fotografía imagen",
  ],
  fr: [
    "vérifier vérification confirmer confirmation",
    "arnaque escroquerie fraude hameçonnage suspect",
    "erreur échec",
    "problème souci difficulté",
    "supprimer effacer",
    "modifier changer",
    "téléphone portable mobile",
    "courriel email",
    "exigence exigences",
    "limite maximum",
    "expirer expiration",
    "renouveler renouvellement",
    "photo photographie image",
    // Forms of irregular verbs the French stemmer leaves apart (reçois → recois, recevez → recev, reçu → recu).
    "recevoir reçois reçoit recevez reçu reçue reçus",
    "perdre perdu perdue perds",
    "obtenir obtenu obtiens obtient",
    "prendre pris prise prenez",
    "mettre mis mise mettez",
    "ouvrir ouvert ouverte ouvre",
  ],
};

/** Words a visitor may write → words a site is likely to use for it, by language. */
export const ROMANCE_ASKS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  es: [
    ["pagar pago pagado dinero", "tarifa costo precio cobrar gratis"],
    ["gratis gratuito", "costo tarifa cobrar pagar"],
    ["llamar llamada", "teléfono contacto"],
    ["olvidé olvidar olvidada", "restablecer recuperar"],
    ["hackeada robada robo", "fraude seguridad"],
    ["dos", "duplicada"],
    ["varias múltiples", "duplicada"],
    ["desactivar cerrar", "eliminar"],
    ["hablar", "contacto llamar"],
    ["queja", "contacto"],
    ["esperar espera", "plazo demora"],
    ["válido validez", "vencer"],
    ["funciona funcionan funcionar", "problema error"],
  ],
  fr: [
    ["payer paiement payé argent", "frais coût prix facturer gratuit"],
    ["gratuit", "coût frais facturer payer"],
    ["appeler appel", "téléphone contact"],
    ["oublié oublier", "réinitialiser récupérer"],
    ["piraté volé vol", "fraude sécurité"],
    ["deux", "double doublon"],
    ["plusieurs multiples", "double doublon"],
    ["désactiver fermer", "supprimer"],
    ["parler", "contact appeler"],
    ["plainte", "contact"],
    ["attendre attente", "délai"],
    ["valide validité", "expirer"],
    ["fonctionne fonctionnent fonctionner", "problème erreur"],
  ],
};
