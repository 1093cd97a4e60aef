// On a shop's product page, a line the text already holds is a copy: shops render the name, price, options and
// specifications once per layout or per variant (phone and desktop, each colour's tab), the copies hidden by
// stylesheets and scripts we do not run, and rails of other products repeat each card's name and price. Readers
// (and extraction benchmarks) count each line once. Articles, documentation and listings repeat lines on purpose
// (an interview's question to each guest, a note per language tab): there repeated-blocks.ts's narrower rule
// applies. A page that declares a forum thread or a Q&A page (discussion-page.ts) gets this rule too: forum
// software prints a member's signature, "Quote" and "Reply" and each quoted post once per post.

import { type LineBody, wholeLine } from "./markdown-line-body.js";

/** Lines with a cell separator are table rows: a table's rows and a Markdown table's rule repeat on purpose. */
const CELL_SEPARATOR = "|";

/**
 * Drops every line the text held earlier (trimmed; a Markdown line without the renderer's block prefix, so "- Name"
 * repeats "Name"), except table rows and lines inside code fences.
 */
export function withoutRepeatedLines(text: string, lineBody: LineBody = wholeLine): string {
  const lines = text.split("\n");
  const seen = new Set<string>();
  let inFence = false;
  let dropped = false;
  const kept = lines.filter((line) => {
    const trimmed = line.trim();
    if (trimmed.startsWith("```")) inFence = !inFence;
    if (trimmed === "" || inFence || trimmed.startsWith("```") || trimmed.includes(CELL_SEPARATOR))
      return true;
    const key = lineBody(trimmed).trim();
    if (key === "") return true;
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    dropped = true;
    return false;
  });
  return dropped
    ? kept
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trimEnd()
    : text;
}
