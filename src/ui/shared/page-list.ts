// A list of pages the agent met (title, address, status), updated in place as progress events arrive.
import { displayUrl, el, externalLink, safeHttpUrl } from "./dom.js";
import type { ProgressPage } from "./progress-state.js";

const STATUS_LABELS: Record<ProgressPage["status"], string> = {
  reading: "reading",
  read: "read",
  skipped: "skipped",
  blocked: "blocked",
  failed: "failed",
};

export interface PageList {
  element: HTMLUListElement;
  update(pages: readonly ProgressPage[]): void;
}

function pageItem(page: ProgressPage): HTMLLIElement {
  const href = safeHttpUrl(page.url);
  const title = typeof page.title === "string" ? page.title.trim() : "";
  // Before a page is read (or when it has no title) its address stands in for the title, shown once.
  const label = el("span", { class: "page-title", text: title || displayUrl(page.url) });
  const note =
    page.status === "read"
      ? page.thin
        ? page.thin
        : page.cached
          ? "already read"
          : undefined
      : page.reason
        ? `${STATUS_LABELS[page.status]}: ${page.reason}`
        : page.status === "reading"
          ? undefined
          : STATUS_LABELS[page.status];
  return el(
    "li",
    { class: "page", attrs: { "data-status": page.status } },
    el("span", { class: "page-dot", attrs: { "aria-hidden": "true" } }),
    el(
      "span",
      { class: "page-text" },
      href ? externalLink(href, { class: "page-link" }, label) : label,
      title ? el("span", { class: "page-url", text: displayUrl(page.url) }) : null,
      note ? el("span", { class: "page-note", text: note }) : null,
    ),
    page.status === "reading" ? el("span", { class: "visually-hidden", text: "(reading)" }) : null,
  );
}

export function createPageList(): PageList {
  const element = el("ul", { class: "page-list" });
  const items = new Map<string, { key: string; item: HTMLLIElement }>();
  return {
    element,
    update(pages) {
      for (const page of pages) {
        const key = `${page.status}|${page.title}|${page.reason ?? ""}|${page.cached ?? ""}|${page.thin ?? ""}`;
        const existing = items.get(page.url);
        if (existing?.key === key) continue;
        const item = pageItem(page);
        if (existing) existing.item.replaceWith(item);
        else element.append(item);
        items.set(page.url, { key, item });
      }
    },
  };
}
