// The numbered source list under an answer; citation [n] links point at item n.
import type { SourceRef } from "./api-types.js";
import { displayUrl, el, externalLink, safeHttpUrl } from "./dom.js";

export function createSourcesView(options: {
  sources: readonly SourceRef[];
  sourceId: (n: number) => string;
}): HTMLElement {
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
        { attrs: { id: options.sourceId(n) } },
        href
          ? externalLink(href, { class: "source-link" }, ...body)
          : el("span", { class: "source-link" }, ...body),
      ),
    );
  });
  return el(
    "section",
    { class: "sources" },
    el("h3", { class: "sources-heading", text: `Sources (${options.sources.length})` }),
    list,
  );
}
