// Extractive answers quote a sentence that opens by pointing back ("They…", "This…", "However…") with the one before
// it (offline/extractive-answer.ts). In Spanish and French, only the example that illustrates the sentence before it
// ("Par exemple, celui qui…", "Por ejemplo, la que…") is read so: the translated pronouns and demonstratives
// (ce, cela, esta, eso…) were measured and dropped (a Spanish "Esta precaución…" then took the room of the sentence
// holding the answer). Matched on the sentence as written, case-insensitively.

/** A Spanish or French sentence that continues the one before it. */
export const ROMANCE_CONTINUATION = /^(?:par exemple|por ejemplo)(?![\p{L}\p{N}])/iu;
