// The "the sites don't cover this" state of a refused answer: said plainly, with the pages that were read to find
// out, so the visitor sees the search was real and can follow a page themselves. Titles are page text: text only.
import type { AnswerStrings } from "./answer-strings.js";
import { displayUrl, el, externalLink, safeHttpUrl } from "./dom.js";
import { icon } from "./icons.js";

/** Pages listed at most; the rest are counted. */
const MAX_LISTED = 8;

export interface ReadPage {
  url: string;
  title: string;
}

/** `pages` undefined: not known (a turn restored from history), so only the label is shown. */
export function createRefusalView(options: {
  pages: readonly ReadPage[] | undefined;
  strings: AnswerStrings;
}): HTMLElement {
  const { strings } = options;
  const pages = options.pages ?? [];
  const shown = pages.slice(0, MAX_LISTED);
  const more = pages.length - shown.length;
  const items = shown.map((page) => {
    const href = safeHttpUrl(page.url);
    const label = page.title.trim() || displayUrl(page.url);
    return el(
      "li",
      {},
      href ? externalLink(href, { class: "refusal-page" }, label) : el("span", { text: label }),
    );
  });
  return el(
    "div",
    { class: "refusal", attrs: { role: "note" } },
    el("p", { class: "refused-label" }, icon("info"), strings.notCovered),
    options.pages === undefined
      ? null
      : el("p", {
          class: "refusal-read",
          text: pages.length > 0 ? strings.readToFindOut(pages.length) : strings.nothingRead,
        }),
    items.length > 0 ? el("ul", { class: "refusal-pages" }, ...items) : null,
    more > 0 ? el("p", { class: "refusal-more", text: strings.andMorePages(more) }) : null,
  );
}
