// A BCP 47 language tag's primary language subtag, lower case ("fr-CA" → "fr"): what the tokenizer's per-language
// stemmers, elisions and stop words are keyed by.
export function primaryLanguage(tag: string | undefined): string | undefined {
  return tag ? tag.toLowerCase().split("-")[0] : undefined;
}
