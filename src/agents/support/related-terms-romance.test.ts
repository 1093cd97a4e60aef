import { describe, expect, it } from "vitest";
import { createPassageIndex, splitIntoPassages, tokenize } from "../../knowledge/index.js";
import { relatedTerms } from "./related-terms.js";
import { termCredit, termWeights, unknownSubjectTerms, weightedCoverage } from "./term-weights.js";

/** The term `tokenize` makes of one word in `language` (stemmed, stop words kept). */
const inLanguage = (word: string, language: string) =>
  tokenize(word, { removeStopWords: false, bigrams: false, language })[0] ?? "";
const relatesIn = (from: string, to: string, language: string) =>
  relatedTerms(inLanguage(from, language), language).includes(inLanguage(to, language));

describe("the Spanish and French thesaurus", () => {
  it("relates a visitor's words for signing in to the multi-word phrases help pages use", () => {
    // "iniciar sesión" and "mot de passe" are two terms each: the visitor's word relates to both.
    for (const word of ["entrar", "entro", "ingresar", "acceder"]) {
      expect(relatesIn(word, "iniciar", "es")).toBe(true);
      expect(relatesIn(word, "sesión", "es")).toBe(true);
    }
    expect(relatesIn("desconectarse", "cerrar", "es")).toBe(true);
    expect(relatesIn("mdp", "mot", "fr")).toBe(true);
    expect(relatesIn("mdp", "passe", "fr")).toBe(true);
    expect(relatesIn("entrer", "connexion", "fr")).toBe(true);
    expect(relatesIn("connexion", "connecter", "fr")).toBe(true);
    expect(relatesIn("déconnecter", "déconnexion", "fr")).toBe(true);
    // A page on signing in is not what a visitor's "entrar" means in reverse, and identity is not signing in
    // (s'identifier stems as identité does, so it is left out).
    expect(relatesIn("iniciar", "entrar", "es")).toBe(false);
    expect(relatesIn("identité", "connexion", "fr")).toBe(false);
  });

  it("knows the visitor's words for removing, turning off, cost, children, waiting, contacting and starting over", () => {
    expect(relatesIn("quitar", "eliminar", "es")).toBe(true);
    expect(relatesIn("quitar", "desactivar", "es")).toBe(true);
    expect(relatesIn("apagar", "desactivar", "es")).toBe(true);
    expect(relatesIn("enlever", "supprimer", "fr")).toBe(true);
    expect(relatesIn("couper", "désactiver", "fr")).toBe(true);
    expect(relatesIn("cuesta", "tarifa", "es")).toBe(true);
    expect(relatesIn("cuestan", "costo", "es")).toBe(true);
    expect(relatesIn("coûte", "tarif", "fr")).toBe(true);
    expect(relatesIn("hija", "menor", "es")).toBe(true);
    expect(relatesIn("niños", "edad", "es")).toBe(true);
    expect(relatesIn("fils", "mineur", "fr")).toBe(true);
    expect(relatesIn("enfant", "âge", "fr")).toBe(true);
    expect(relatesIn("patienter", "délai", "fr")).toBe(true);
    // A visitor's "patienter" is the pages' "attendre" ("Veuillez attendre 10 minutes"), either way.
    expect(relatesIn("patienter", "attendre", "fr")).toBe(true);
    expect(relatesIn("attendre", "patienter", "fr")).toBe(true);
    expect(relatesIn("aguardar", "esperar", "es")).toBe(true);
    expect(relatesIn("aguardar", "plazo", "es")).toBe(true);
    expect(relatesIn("joindre", "contact", "fr")).toBe(true);
    expect(relatesIn("comunicarse", "contacto", "es")).toBe(true);
    expect(relatesIn("reconnaître", "identifier", "fr")).toBe(true);
    expect(relatesIn("reconocer", "detectar", "es")).toBe(true);
    expect(relatesIn("repartir", "recommencer", "fr")).toBe(true);
    // Consent and backup codes in the visitor's everyday words (donner son accord, codes de secours), either way.
    expect(relatesIn("accord", "consentement", "fr")).toBe(true);
    expect(relatesIn("consentement", "accord", "fr")).toBe(true);
    expect(relatesIn("secours", "sauvegarde", "fr")).toBe(true);
    // "Double authentification" is the pages' "authentification à deux facteurs"; a factor is not a duplicate.
    expect(relatesIn("double", "facteurs", "fr")).toBe(true);
    expect(relatesIn("facteurs", "double", "fr")).toBe(false);
    expect(relatesIn("doble", "factores", "es")).toBe(true);
    // A visitor's records with an agency are the information pages say it keeps (not "données": its stem "don" is
    // also the stem of "donner").
    expect(relatesIn("dossiers", "renseignements", "fr")).toBe(true);
    expect(relatesIn("dossiers", "donner", "fr")).toBe(false);
    expect(relatesIn("expedientes", "información", "es")).toBe(true);
    // "Lequel dois-je garder ?" is the pages' "Conservez le compte…", either way.
    expect(relatesIn("garder", "conservez", "fr")).toBe(true);
    expect(relatesIn("conserver", "garder", "fr")).toBe(true);
    // One way: a page on minors or delays is not about a visitor's daughter or patience.
    expect(relatesIn("menor", "hija", "es")).toBe(false);
    expect(relatesIn("délai", "patienter", "fr")).toBe(false);
    // Starting over is not a password reset (measured: it answered with the reset steps).
    expect(relatesIn("repartir", "réinitialiser", "fr")).toBe(false);
  });

  it("writes the English table's entries in each language", () => {
    // identity identification identify; refuse → error; wrong → error; disable → enable; junk → spam.
    expect(relatesIn("identificación", "identificar", "es")).toBe(true);
    expect(relatesIn("rechazada", "error", "es")).toBe(true);
    expect(relatesIn("refusée", "erreur", "fr")).toBe(true);
    expect(relatesIn("equivocado", "incorrecto", "es")).toBe(true);
    expect(relatesIn("trompé", "erreur", "fr")).toBe(true);
    expect(relatesIn("trompé", "mauvais", "fr")).toBe(true);
    expect(relatesIn("equivoqué", "erróneo", "es")).toBe(true);
    // Short forms, as English repo ~ repository; "ne marche pas" is "ne fonctionne pas", one way only.
    expect(relatesIn("appli", "application", "fr")).toBe(true);
    expect(relatesIn("app", "aplicación", "es")).toBe(true);
    expect(relatesIn("marche", "fonctionner", "fr")).toBe(true);
    expect(relatesIn("fonctionner", "marche", "fr")).toBe(false);
    expect(relatesIn("deshabilitar", "activar", "es")).toBe(true);
    expect(relatesIn("indésirables", "spam", "fr")).toBe(true);
    expect(relatesIn("autenticar", "autenticación", "es")).toBe(true);
    expect(relatesIn("abonnement", "forfait", "fr")).toBe(true);
    // Checking is what pages tell the visitor to verify or confirm, in the imperative they write ("Confirme que…").
    expect(relatesIn("revisar", "confirme", "es")).toBe(true);
    expect(relatesIn("revisar", "comprobar", "es")).toBe(true);
    expect(relatesIn("contrôler", "vérifier", "fr")).toBe(true);
    // A visitor's "me manda" is what pages say they send or provide; two or several, the only one allowed.
    expect(relatesIn("manda", "proporciona", "es")).toBe(true);
    expect(relatesIn("manda", "envía", "es")).toBe(true);
    expect(relatesIn("deux", "seul", "fr")).toBe(true);
    expect(relatesIn("plusieurs", "unique", "fr")).toBe(true);
    expect(relatesIn("dos", "único", "es")).toBe(true);
    // The registration email is not the "Create an account" steps (measured: two refusals became wrong answers);
    // an address is not a place to contact.
    expect(relatesIn("registrarse", "crear", "es")).toBe(false);
    expect(relatesIn("abrir", "crear", "es")).toBe(true);
    expect(relatesIn("adresse", "contact", "fr")).toBe(false);
  });
});

describe("the Spanish and French thesaurus in coverage", () => {
  const pageTerms = (text: string, language: string) => new Set(tokenize(text, { language }));

  it("credits a page in the site's words for the visitor's own", () => {
    const signIn = pageTerms("Para iniciar sesión, introduzca su correo electrónico y su contraseña.", "es");
    expect(termCredit(inLanguage("entrar", "es"), signIn, "es")).toBe(0.6);
    const minors = pageTerms("Les mineurs de moins de 18 ans ne peuvent pas créer de compte.", "fr");
    expect(termCredit(inLanguage("fils", "fr"), minors, "fr")).toBe(0.6);
    // Without the language, the Spanish and French entries do not apply.
    expect(termCredit(inLanguage("entrar", "es"), signIn)).toBe(0);
  });

  it("no longer takes a visitor's paraphrase for a subject the pages never name", () => {
    const ageText = "Los menores de edad no pueden verificar su identidad. Debe tener 18 años o más.";
    const index = createPassageIndex();
    const page = (pageIndex: number, title: string, text: string) =>
      index.add(
        splitIntoPassages({ pageIndex, url: `https://ayuda.test/${pageIndex}`, title, text, lang: "es" }),
      );
    page(0, "Requisitos de edad", ageText);
    page(1, "Iniciar sesión", "Para iniciar sesión necesita su contraseña y un método de autenticación.");
    const question = "Mi hija adolescente quiere verificar su identidad, ¿puede?";
    const weights = termWeights({ question, index });
    const ageTerms = pageTerms(ageText, "es");
    expect(weights.absent).toContain(inLanguage("hija", "es"));
    expect(unknownSubjectTerms(question, weights, ageTerms)).toEqual([]);
    expect(weightedCoverage(weights, ageTerms)).toBeGreaterThan(0.5);
  });
});
