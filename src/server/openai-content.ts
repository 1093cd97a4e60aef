// The assistant message of an OpenAI-style reply: the answer, then its sources as numbered Markdown links (the
// numbers are the answer's [n] citations). Titles and URLs come from pages: escaped so they stay one link each.
import type { AskResult } from "../agents/support/support-agent.js";

const escapeLinkText = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]*_`<>]/g, (character) => `\\${character}`);

/** Characters that would end or break a Markdown link destination, percent-encoded. */
const escapeLinkUrl = (url: string) =>
  url.replace(
    /[\s()<>[\]]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );

/** "\n\nSources:\n1. [Title](url)…", or "" when the answer cites nothing. */
export function sourcesBlock(sources: AskResult["sources"]): string {
  if (sources.length === 0) return "";
  const lines = sources.map(
    (source, index) =>
      `${index + 1}. [${escapeLinkText(source.title) || escapeLinkText(source.url)}](${escapeLinkUrl(source.url)})`,
  );
  return `\n\nSources:\n${lines.join("\n")}`;
}

export function assistantContentOf(result: AskResult): string {
  return `${result.answer}${sourcesBlock(result.sources)}`;
}
