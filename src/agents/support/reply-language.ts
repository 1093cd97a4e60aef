// The language the engine replies in, from the question itself (`textLanguage`: Chinese for a question written
// mostly in Han characters; for one in Latin letters, Spanish or French when its function words and marks say so
// more than English ones do, else English). Only the languages the engine's text catalog has.
import { type TextLanguage, textLanguage } from "../../knowledge/index.js";

export type ReplyLanguage = TextLanguage;

export function replyLanguage(question: string): ReplyLanguage {
  return textLanguage(question);
}
