// The numbered source list under an answer; citation [n] links point at item n. Under each source, the passages
// the answer was drafted from that page: the first one previewed on the card, all of them collapsed; plain text
// always, page text never becomes markup.
import { type AnswerStrings, answerStrings } from "./answer-strings.js";
import type { EvidenceRef, SourceRef } from "./api-types.js";
import { displayUrl, el, externalLink, safeHttpUrl } from "./dom.js";

/** Passages quoted under one source, and characters of each. */
const QUOTES_PER_SOURCE = 3;
const QUOTE_CHARS = 300;
/** Characters of the preview shown on the card itself, before the quotes are opened. */
const PREVIEW_CHARS = 140;

function shorten(text: string, maxChars = QUOTE_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
}

const quotedFrom = (evidence: readonly EvidenceRef[], url: string) =>
  evidence.filter(
    (entry) => entry?.url === url && typeof entry.text === "string" && entry.text.trim() !== "",
  );

/** The first passage quoted from `url`, shortened, shown on the card; null when nothing was quoted. */
export function createQuotePreview(evidence: readonly EvidenceRef[], url: string): HTMLElement | null {
  const first = quotedFrom(evidence, url)[0];
  return first ? el("p", { class: "source-preview", text: `“${shorten(first.text, PREVIEW_CHARS)}”` }) : null;
}

/** A collapsed "Quoted passages" box with the evidence from `url`, or null when there is none. */
export function createQuotesView(
  evidence: readonly EvidenceRef[],
  url: string,
  strings: AnswerStrings = answerStrings("en"),
): HTMLElement | null {
  const quotes = quotedFrom(evidence, url);
  if (quotes.length === 0) return null;
  const shown = quotes.slice(0, QUOTES_PER_SOURCE);
  const more = quotes.length - shown.length;
  return el(
    "details",
    { class: "source-quotes" },
    el("summary", { text: strings.quotedPassages(quotes.length) }),
    ...shown.map((entry) => el("blockquote", { class: "source-quote", text: shorten(entry.text) })),
    more > 0 ? el("p", { class: "source-quotes-more", text: strings.andMore(more) }) : null,
  );
}

export function createSourcesView(options: {
  sources: readonly SourceRef[];
  sourceId: (n: number) => string;
  /** The passages the answer was drafted from (the result's `evidence`); absent from older servers. */
  evidence?: readonly EvidenceRef[];
  /** The labels, in the answer's language. Default English. */
  strings?: AnswerStrings;
}): HTMLElement {
  const strings = options.strings ?? answerStrings("en");
  const evidence = Array.isArray(options.evidence) ? options.evidence : [];
  const list = el("ol", { class: "source-list" });
  options.sources.forEach((source, index) => {
    const n = index + 1;
    const href = safeHttpUrl(source.url);
    const title = typeof source.title === "string" ? source.title.trim() : "";
    const body = [
      el("span", { class: "source-number", text: String(n), attrs: { "aria-hidden": "true" } }),
      el(
        "span",
        { class: "source-text" },
        el("span", { class: "source-title", text: title || displayUrl(source.url) }),
        el("span", { class: "source-url", text: displayUrl(source.url, 70) }),
      ),
    ];
    list.append(
      el(
        "li",
        { class: "source-item", attrs: { id: options.sourceId(n) } },
        href
          ? externalLink(href, { class: "source-link" }, ...body)
          : el("span", { class: "source-link" }, ...body),
        createQuotePreview(evidence, source.url),
        createQuotesView(evidence, source.url, strings),
      ),
    );
  });
  return el(
    "section",
    { class: "sources" },
    el("h3", {
      class: "sources-heading",
      text: strings.sources(options.sources.length),
    }),
    list,
  );
}
