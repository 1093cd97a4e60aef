// related-terms.ts's thesaurus in Spanish and French: every entry of the English table written as a translator would
// write it in each language, where the same relation holds there, in the same order and sections, plus the everyday
// words a visitor uses in a help center (signing in and out, opening and closing an account, turning off, cost,
// children and age, waiting, contacting, recognising, starting over). General dictionary language: nothing here names
// a site, brand or product. Words as written, accents and all: related-terms.ts tokenizes them as the language's.
//
// Left out on purpose, for both languages unless said:
// - entries the Snowball stemmer already joins (account/accounts: cuenta/cuentas; certificate(s), dependencies,
//   bill/billing: factura/facturación, facture/facturation; secure/security: seguro/seguridad, sécurité/sécurisé;
//   update: actualizar/actualización; install/setup: instalar/instalación, installer/installation; configure:
//   configurar/configuración; renew: renovar/renovación; weigh: pesar/peso; authentication in French), and words the
//   English table already gives the right term for (2fa mfa, sms, wcag);
// - entries with no single word in the language, or only one word for both sides (warranty/guarantee: garantía,
//   garantie; repair/fix in French: réparer; env/environment, flag/option, throttle, dry run, systemwide, overcharged,
//   minimum/min, downgrade/rollback);
// - words that mean something else as often in a help center: es "defecto", fr "défaut" (por/par défaut = default),
//   es "persona", fr "personne" (en persona / en personne = in person; personne = nobody), es/fr "agencia"/"agence"
//   (a government agency), fr "droits" (rights), "poste" (post office, phone extension), "bon" (good), "ancien" (old),
//   "cher" (dear), "suivre" (follow), "commande" (a shop's order, not a command), es "cuota" (an instalment as often
//   as a quota), "último" (last), "rápido"/"reciente" and fr "rapide" (narration words already), es/fr "recibo",
//   "reçu" (received), fr "sûr" (also "sur", a stop word once folded), es "entré" (folds to "entre", a stop word),
//   es "salir" (its stem is "sale": me sale un error), fr "identifier"/"identifiant" (stemmed as identité is), latest /
//   newest (último, dernier: also "last");
// - measured on the answers bench and dropped (a refusal turned into a wrong answer): es registrarse → crear cuenta
//   (the pages that walk through "Crear una cuenta" then answer a question about a registration email or its cost;
//   "abrir" → crear cuenta is kept), address → location/contact (a help center's address is the account's email or
//   postal address), starting over → reset (réinitialiser is a password reset, not a new start), es "entrado" →
//   iniciar sesión ("desde qué dispositivos se ha entrado": the devices' history, not the sign-in steps), fr
//   prouver → vérifier/confirmer ("prouver mon identité": the in-person page's "confirmation d'identité" was then
//   quoted for an expired licence).

/** Words that stand for one another either way, by language. */
export const ROMANCE_SAME: Readonly<Record<string, readonly string[]>> = {
  es: [
    // Account and sign-in.
    "acceder ingresar loguear loguearse",
    "registrar registrarse inscribir inscribirse inscripción",
    "contraseña password",
    "verificar verificación confirmar confirmación",
    "autenticador autenticación autenticar",
    "sms texto",
    "selfie autorretrato foto",
    "identidad identificación identificar",
    "estafa fraude suplantación sospechoso",
    // Billing.
    "suscripción plan",
    "desuscribir desuscribirse desuscripción",
    "suscribir suscripción suscriptor",
    "permitir permiso autorizar autorización",
    "suspender suspensión suspendido suspendida",
    "compatible compatibilidad",
    // Removal and change.
    "eliminar eliminación borrar suprimir quitar",
    "desinstalar eliminar quitar",
    "migrar migración",
    "agregar agregado añadir añadido",
    "obsoleto desaconsejado",
    "cambiar modificar",
    // Software docs.
    "parámetro argumento",
    "carpeta directorio",
    "repo repositorio",
    // The everyday short form, as English repo/config/env.
    "app apps aplicación aplicaciones",
    "comando cli",
    "instalar descargar",
    "requisito requisitos requerimiento prerrequisito",
    "error fallo falla",
    "problema inconveniente dificultad",
    "congelado colgado",
    // Limits and time.
    "límite máximo tope",
    // Waiting: the verb help pages use and the one a visitor may write.
    "esperar aguardar",
    "vencer vencimiento vencido vencida caducar caducado caducada expirar expirado",
    // Everyday.
    "teléfono celular móvil",
    "correo email",
    "foto fotografía imagen",
  ],
  fr: [
    // Account and sign-in.
    "connecter connexion",
    "déconnecter déconnexion",
    "inscrire inscription inscrit",
    "vérifier vérification confirmer confirmation",
    "sms texto",
    "selfie égoportrait photo",
    "arnaque escroquerie fraude hameçonnage suspect",
    // Billing.
    "abonnement forfait",
    "désabonner désabonnement désinscrire désinscription",
    "autoriser autorisation permission",
    "suspendre suspension suspendu",
    "compatible compatibilité",
    // Removal and change.
    "supprimer suppression effacer retirer enlever",
    "désinstaller supprimer retirer enlever",
    "migrer migration",
    "obsolète déprécié",
    "modifier changer",
    // Keeping one of two things (which account to keep): "garder" is the everyday "conserver".
    "garder conserver",
    // Software docs.
    "paramètre argument",
    "dossier répertoire",
    // The everyday short form, as English repo/config/env.
    "appli applis application applications",
    "installer télécharger",
    "exigence exigences prérequis",
    "erreur échec",
    "problème souci difficulté dépannage",
    "plantage planter",
    "figé figer gelé",
    // Limits and time.
    "limite maximum plafond quota",
    // Waiting: the verb help pages use and the one a visitor may write.
    "attendre patienter",
    // Consent: "donner son accord" is the everyday "donner son consentement".
    "consentement accord",
    // Backup codes and methods: "codes de secours" is as common as "codes de sauvegarde".
    "sauvegarde secours",
    "expirer expiration expiré expirée périmé",
    // Everyday.
    "téléphone portable mobile",
    "courriel email mail",
    "photo photographie image",
    "louer location",
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
    ["financiación financiar mensualidades", "pago pagar interés"],
    ["fundado fundador historia origen", "historia empresa fundado"],
    ["personal privacidad rgpd cookies", "privacidad personal datos"],
    ["arreglar arreglo roto rota dañado dañada estropeado", "reparar reparación daño"],
    ["reparar reparación", "arreglar"],
    ["cargo cargos recargo comisión cobrar cobro cobran cobrando", "tarifa precio costo"],
    ["costo coste cuesta cuestan costar precio precios", "tarifa precio costo"],
    ["entrega entregar llegada", "envío entrega"],
    ["envío mensajería", "entrega"],
    ["reembolso reembolsar", "devolución reembolso"],
    ["devolución devolver", "reembolso"],
    ["cancelar cancelación modificar editar", "cancelar cambiar pedido"],
    ["llamar llamada teléfono telefónico", "teléfono contacto"],
    ["email", "contacto correo"],
    ["horario apertura cierre", "horario abierto"],
    ["sucursal sucursales ubicación ubicaciones", "tienda ubicación"],
    ["empleo trabajo carrera contratación vacante", "empleo trabajo carreras"],
    ["cupón promoción vale militar veterano estudiante", "descuento"],
    ["garantizar garantizado defectuoso", "garantía"],
    ["talla tamaño", "talla tamaño"],
    ["contraseña login usuario", "contraseña cuenta sesión"],
    ["rastrear rastreo seguimiento paquete", "seguimiento pedido"],
    ["peligro peligroso inseguro", "seguridad retirada"],
    ["fidelidad recompensas puntos membresía miembro socio", "recompensas fidelidad puntos miembro"],
    ["extranjero extranjera exterior mundial", "internacional"],
    ["aduana arancel aranceles importación impuesto impuestos iva", "aduana aranceles importación impuesto"],
    // Account and sign-in: "iniciar sesión" is what help pages write for a visitor's entrar, ingresar, acceder.
    ["entrar entro entra entras entrando acceder ingresar loguear loguearse login", "iniciar sesión"],
    ["desconectar desconectarse", "cerrar sesión"],
    ["abrir", "crear cuenta"],
    ["usuario", "correo cuenta"],
    ["olvidé olvidar olvidada olvidado", "restablecer recuperar"],
    ["recuperar recuperación", "restablecer"],
    ["hackeada hackeado robada robado robo comprometida comprometido", "fraude seguridad"],
    ["dos", "duplicada"],
    // "La doble autenticación" is what pages call "la autenticación de dos factores".
    ["doble", "factor factores"],
    // "Mis expedientes en las agencias" (my records with them): what pages call the information they hold.
    ["expediente expedientes", "información datos"],
    ["varias múltiples adicional", "duplicada"],
    ["desactivar cerrar", "eliminar"],
    ["celular móvil smartphone", "teléfono dispositivo"],
    ["bandeja buzón", "correo"],
    ["basura", "spam"],
    ["biométrico biométrica biometría huella", "facial rostro"],
    ["cara rostro", "facial biométrico"],
    ["humano representante agente", "contacto soporte ayuda"],
    ["hablar", "contacto llamar"],
    ["comunicarse comunicar", "contacto"],
    ["queja quejarse reclamo reclamación", "contacto"],
    // Billing.
    ["pagar pago pagado dinero", "tarifa costo precio cobrar gratis"],
    ["gratis gratuito", "costo tarifa cobrar pagar"],
    ["barato caro económico", "precio costo"],
    ["tarjeta", "pago"],
    // Removal, installation, configuration.
    ["deshacerse", "eliminar borrar desinstalar"],
    ["eliminar borrar", "desinstalar"],
    ["activar habilitar encender", "activar desactivar"],
    ["desactivar deshabilitar apagar quitar", "desactivar activar"],
    ["personalizar", "configuración opción ajuste"],
    ["configurar configuración", "ajuste opción"],
    ["compatible compatibilidad", "requisito versión"],
    ["novedades", "versión"],
    ["lento lentitud velocidad", "rendimiento"],
    ["aria wcag", "accesibilidad"],
    ["equivocar equivocarse equivoqué equivocado equivocada", "error incorrecto erróneo"],
    ["bug", "problema error"],
    ["atascado trabado", "congelado colgado"],
    ["rechazar rechaza rechazado rechazada", "error falla"],
    ["omitir saltar", "excluir ignorar"],
    ["funciona funcionan funcionar", "problema error"],
    ["llegar llegó llega llegan", "recibir"],
    // Checking something ("¿qué debo revisar?"): what pages tell the visitor to confirm or verify, in the usted
    // imperative they instruct in too (the stemmer reads "confirme" as "confirm" + "me": "conf").
    ["revisar revise reviso chequear", "comprobar verificar confirmar compruebe verifique confirme"],
    // A visitor's "me manda" (sends me) is the pages' "envía" or "proporciona" (provides): "¿me mandan una clave?".
    ["mandar manda mandan mande", "enviar proporcionar"],
    // "Two" or "several" of a thing asked about is answered by the only one allowed ("un único", "una sola").
    ["dos varios varias múltiples", "único única"],
    // Deployment.
    ["desplegar despliegue", "producción despliegue"],
    ["publicar", "versión despliegue"],
    // Children and age: the visitor's son or daughter, the page's minors and age.
    ["hijo hija hijos hijas niño niña niños adolescente", "menor edad"],
    ["menor menores", "edad"],
    // Recognising a thing and starting over.
    ["reconocer distinguir", "identificar detectar"],
    ["cero", "empezar comenzar reiniciar"],
    // Time.
    ["esperar espera aguardar", "plazo demora"],
    ["válido validez", "vencer"],
    ["diario diariamente", "día"],
    ["semanal semanalmente", "semana"],
    ["mensual mensualmente", "mes"],
    ["anual anualmente", "año"],
  ],
  fr: [
    ["mensualité mensualités échelonner financement", "paiement payer intérêt"],
    ["fondé fondateur histoire origine", "histoire entreprise"],
    ["personnel confidentialité privée rgpd cookies", "confidentialité personnel données"],
    ["casser cassé cassée abîmé endommagé", "réparer réparation dommage"],
    ["facturer supplément", "tarif prix coût frais"],
    ["coût coûte coûtent coûter prix", "tarif prix coût frais"],
    ["peser lourd", "poids"],
    ["poids", "peser"],
    ["livraison livrer arrivée", "expédition livraison"],
    ["expédition envoi", "livraison"],
    ["remboursement rembourser", "retour remboursement"],
    ["retour retourner", "remboursement"],
    ["annuler annulation modifier", "annuler modifier commande"],
    ["appeler appel téléphone téléphonique", "téléphone contact"],
    ["email courriel mail", "contact courriel"],
    ["horaires ouverture fermeture", "horaires ouvert"],
    ["succursale succursales emplacement", "magasin emplacement"],
    ["emploi travail carrière recrutement", "emploi carrières recrutement"],
    ["coupon promo réduction remise militaire vétéran étudiant", "réduction remise"],
    ["défectueux", "garantie"],
    ["taille pointure", "taille pointure"],
    ["mdp login", "passe compte connexion"],
    ["suivi colis", "suivi commande"],
    ["danger dangereux", "sécurité rappel"],
    ["fidélité récompenses points adhésion membre", "récompenses fidélité points membre"],
    ["étranger étrangère mondial", "international"],
    ["douane importation taxe taxes tva", "douane importation taxe"],
    // Account and sign-in: "mot de passe" is two terms a visitor's "mdp" stands for; "se connecter" is how pages say
    // a visitor's entrer, accéder, s'identifier.
    ["mdp", "mot passe"],
    ["entrer accéder loguer login", "connecter connexion"],
    ["sortir", "déconnecter déconnexion"],
    ["inscrire inscription ouvrir recréer", "créer compte"],
    ["oublié oublier", "réinitialiser récupérer"],
    ["récupérer récupération", "réinitialiser"],
    ["piraté volé vol compromis", "fraude sécurité"],
    ["deux", "double doublon"],
    // "La double authentification" is what pages call "l'authentification à deux facteurs".
    ["double", "facteur"],
    // "Mes dossiers auprès des administrations" (my records with them): what pages call the information they hold.
    ["dossier dossiers", "renseignements informations"],
    ["plusieurs multiples supplémentaire", "double doublon"],
    ["désactiver fermer", "supprimer"],
    ["portable mobile smartphone", "téléphone appareil"],
    ["boîte", "courriel email"],
    ["indésirable indésirables", "spam"],
    ["biométrique biométrie empreinte", "facial faciale visage"],
    ["visage", "facial faciale biométrique"],
    ["humain représentant agent conseiller", "contact assistance support"],
    ["parler", "contact appeler"],
    ["joindre", "contact"],
    ["plainte plaindre réclamation", "contact"],
    // Billing.
    ["payer paiement payé argent", "frais coût prix facturer gratuit"],
    ["gratuit", "coût frais facturer payer"],
    ["coûteux onéreux", "prix coût"],
    ["carte", "paiement"],
    // Removal, installation, configuration.
    ["débarrasser", "supprimer désinstaller"],
    ["supprimer effacer", "désinstaller"],
    ["activer", "activer désactiver"],
    ["désactiver couper", "désactiver activer"],
    ["personnaliser", "configuration option paramètre"],
    ["configurer configuration", "paramètre option réglage"],
    ["compatible compatibilité", "exigence version"],
    ["nouveautés", "version"],
    ["lent lenteur vitesse", "performance"],
    ["aria wcag", "accessibilité"],
    ["tromper trompé trompée", "erreur incorrect erroné mauvais"],
    ["bogue bug", "problème erreur"],
    ["coincé", "figé"],
    ["refuser refusé refusée rejeter rejeté rejetée", "erreur échec"],
    ["sauter", "exclure ignorer"],
    ["fonctionne fonctionnent fonctionner", "problème erreur"],
    // Checking something: what pages tell the visitor to verify.
    ["contrôler", "vérifier"],
    // "Two" or "several" of a thing asked about is answered by the only one allowed ("un seul et unique compte").
    ["deux plusieurs multiples", "seul unique"],
    // "Ça ne marche pas" is the everyday "ne fonctionne pas" (not the other way: "la marche à suivre" is a procedure).
    ["marche marchent marcher", "fonctionner problème erreur"],
    ["bloqué bloquée blocage bloquer suspendu", "verrouillé verrouillage suspendu"],
    // Deployment.
    ["déployer déploiement", "production déploiement"],
    ["publier", "version déploiement"],
    // Children and age: the visitor's son or daughter, the page's minors and age.
    ["fils fille enfant enfants adolescent", "mineur âge"],
    ["mineur mineurs", "âge"],
    // Recognising a thing and starting over.
    ["reconnaître distinguer repérer", "identifier détecter"],
    ["repartir zéro", "recommencer"],
    // Time.
    ["attendre attente patienter", "délai"],
    ["valide validité", "expirer"],
    ["quotidien quotidiennement", "jour"],
    ["hebdomadaire", "semaine"],
    ["mensuel mensuellement", "mois"],
    ["annuel annuellement", "an année"],
  ],
};
