// How the offline answer writes the units it chose: one page's units as Markdown (sentences run on, lists and code
// on their own lines, a list item with the lead-in it needs, a reference entry named by its identifier heading) and
// the source number after them.
import type { TermWeights } from "../term-weights.js";
import { termsOf, weightedMatch } from "../term-weights.js";
import type { AnswerUnit } from "./answer-units.js";

/**
 * One page's units as Markdown: sentences and rows run on in a paragraph, lists and code blocks stand on their
 * own lines. A list item is led by its lead-in when that holds question words the item lacks ("Node.js 18 or
 * later" says little without "The required versions are as follows:").
 */
export function formatUnits(units: readonly AnswerUnit[], weights: TermWeights): string {
  const parts: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) parts.push(run.join(" "));
    run = [];
  };
  let named: string | undefined;
  for (const unit of units) {
    // A reference page's entry is named by its heading ("globalPnpmfile" over "The location of a global
    // pnpmfile…"): the name is often what was asked, and the description alone does not give it.
    const name = identifierHeading(unit);
    const prefix = name !== undefined && name !== named ? `${name}: ` : "";
    named = name;
    if (unit.kind === "list" || unit.kind === "code") {
      endRun();
      parts.push(
        unit.quote.startsWith("```") && prefix !== "" ? `${name}:\n${unit.quote}` : `${prefix}${unit.quote}`,
      );
      continue;
    }
    if (unit.leadIn !== undefined && leadInAdds(unit, weights)) {
      endRun();
      parts.push(`${prefix}${unit.leadIn}\n- ${unit.quote}`);
      continue;
    }
    run.push(`${prefix}${/[.!?:;)。！？：；）]$/u.test(unit.quote) ? unit.quote : `${unit.quote}.`}`);
  }
  endRun();
  return parts.join("\n\n");
}

/** A heading that is one identifier (camelCase, snake_case, kebab-case, a --flag, a dotted or "<URL>:ca" key). */
const IDENTIFIER =
  /^(?=[^\s]*(?:\p{Ll}\p{Lu}|[_.:]|-[\p{L}<]|^--))(?:--?)?[\p{L}_$<][\p{L}\p{N}_$.:<>@/-]*$/u;

/** A command-line option's heading with its aliases and value ("--shell-mode, -c", "--depth <number>"). */
const FLAG_HEADING =
  /^--?[\p{L}\p{N}][\p{L}\p{N}-]*(?:,?\s+(?:--?[\p{L}\p{N}][\p{L}\p{N}-]*|<[^<>]+>|\[[^[\]]+\]))+$/u;

/** The unit's heading when it is an identifier the unit's text does not already name. */
function identifierHeading(unit: AnswerUnit): string | undefined {
  const heading = unit.heading?.trim();
  if (!heading || heading.length > 60 || !(IDENTIFIER.test(heading) || FLAG_HEADING.test(heading)))
    return undefined;
  return unit.text.includes(heading) ? undefined : heading;
}

function leadInAdds(unit: AnswerUnit, weights: TermWeights): boolean {
  const withLeadIn = new Set([...unit.own, ...termsOf(unit.leadIn ?? "", weights)]);
  return weightedMatch(weights, withLeadIn) > weightedMatch(weights, unit.own);
}

/** The source number after the text, or on a line of its own after a code block (not inside its fence). */
export function citeAfter(text: string, source: number): string {
  return /```$/.test(text) ? `${text}\n\n[${source}]` : `${text} [${source}]`;
}
