// The one-sentence rationale shown for each recommended event: offline, a template naming the actual reasons;
// every rationale (template or model-written) is checked: one sentence, ≤ 350 characters, no URLs.
import { formatEventTimeAsText } from "../../events/event-time.js";
import type { ScoredEvent } from "../../events/ranking/index.js";

export const MAX_RATIONALE_CHARS = 350;

const URL_LIKE =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|nyc|edu|gov|co|us|info)\b(?:\/\S*)?/gi;

/** True when `text` contains something a reader could take for a URL or a web address. */
export function containsUrl(text: string): boolean {
  URL_LIKE.lastIndex = 0;
  return URL_LIKE.test(text);
}

/** Removes URLs and web addresses from a name before it goes into a rationale. */
function stripUrls(text: string): string {
  return text
    .replace(URL_LIKE, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function clip(text: string, max: number): string {
  const clean = stripUrls(text);
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

function quoted(words: readonly string[]): string {
  return words
    .slice(0, 4)
    .map((word) => `"${clip(word, 30)}"`)
    .join(", ");
}

/** Is `text` acceptable as a rationale: non-empty, ≤ 350 characters, no URL. */
export function isValidRationale(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_RATIONALE_CHARS && !containsUrl(trimmed);
}

/** The offline rationale: names what matched, the profile ties, and when and where the event is. */
export function templateRationale(item: ScoredEvent, timeZone: string): string {
  const { reasons, event } = item;
  const parts: string[] = [];
  const kindWords = reasons.kind?.status === "match" ? reasons.kind.matched : [];
  if (kindWords.length > 0) parts.push(`it is the kind you asked for (${quoted(kindWords)})`);
  else if (reasons.queryWords.length > 0)
    parts.push(`it matches ${quoted(reasons.queryWords)} from your search`);
  else parts.push("it does not match the words of your search");
  if (reasons.keywords.length > 0)
    parts.push(`it shares ${quoted(reasons.keywords)} with events you approved`);
  if (reasons.organizer) parts.push(`${clip(reasons.organizer, 60)} organized events you approved`);
  if (reasons.venue) parts.push(`${clip(reasons.venue, 60)} is a venue from your approved events`);
  else if (reasons.host && !reasons.organizer) parts.push("it is listed on a site you approved");
  if (reasons.disliked) parts.push("but you voted its organizer or venue down");
  const when = formatEventTimeAsText(event.start, timeZone);
  const lead = item.recommendation === "approved" ? "Recommended" : "Not recommended";
  let sentence = `${lead}: ${parts.join("; ")}; it is on ${when}.`;
  // Long names can still push it over: drop reasons from the end, keeping the lead and the time.
  while (sentence.length > MAX_RATIONALE_CHARS && parts.length > 1) {
    parts.pop();
    sentence = `${lead}: ${parts.join("; ")}; it is on ${when}.`;
  }
  return sentence.length <= MAX_RATIONALE_CHARS
    ? sentence
    : `${sentence.slice(0, MAX_RATIONALE_CHARS - 2).trimEnd()}….`;
}
