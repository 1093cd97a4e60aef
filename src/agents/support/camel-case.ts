// camelCase identifiers (a setting's or an API's name: "serverType", "nmHoistingLimits", "update.githubActions")
// and the words they are made of, which is how a visitor or a sidebar names them ("the server type", "Hoisting").

/** An identifier written in camelCase: lower-case letters, then capitalised parts (digits may follow a letter).
 * Leading underscores are no part of it (`_authToken`, an .npmrc key, is authToken). */
export const CAMEL_CASE_IDENTIFIER = /(?<![\p{L}\p{N}])\p{Ll}+(?:\p{Lu}[\p{Ll}\d]+)+\b/gu;

/** The camelCase identifiers a text holds, in order. */
export function camelCaseIdentifiers(text: string): string[] {
  return [...text.matchAll(CAMEL_CASE_IDENTIFIER)].map(([identifier]) => identifier);
}

/** An identifier's parts: nmHoistingLimits → nm, Hoisting, Limits. */
export function camelCaseParts(identifier: string): string[] {
  return identifier.split(/(?<=[\p{Ll}\d])(?=\p{Lu})/u);
}
