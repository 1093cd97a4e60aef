// A model's draft made final: citations renumbered in order of first use and mapped back to pages, the refusal
// marker read and removed.
import type { Draft } from "./reasoner.js";

const NO_ANSWER = /^\s*\[no-answer\]\s*/i;

/** Renumbers citations to 1..m in order of first use and maps them back to page indices. */
export function resolveCitations(text: string, pageOfSource: readonly number[]): Draft {
  const order: number[] = [];
  const renumbered = text.replace(/\[(\d+)\]/g, (_match, digits: string) => {
    const source = Number(digits);
    const pageIndex = pageOfSource[source - 1];
    if (pageIndex === undefined) return "";
    if (!order.includes(pageIndex)) order.push(pageIndex);
    return `[${order.indexOf(pageIndex) + 1}]`;
  });
  const refused = NO_ANSWER.test(renumbered);
  return {
    answer: renumbered
      .replace(NO_ANSWER, "")
      .replace(/ +([.,;])/g, "$1")
      .trim(),
    refused,
    citedPageIndices: refused ? [] : order,
  };
}
