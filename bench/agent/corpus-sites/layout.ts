// The chrome of every corpus page: header with site name and top nav, sidebar, breadcrumbs, main content,
// prev/next, "Edit this page", language switcher and footer. Deterministic: same page, same bytes.
import { escapeHtml } from "./render-markdown.js";
import type { Link, SidebarNode, SitePage } from "./site-model.js";

const LABELS: Record<string, Record<string, string>> = {
  en: {
    prev: "Previous",
    next: "Next",
    edit: "Edit this page",
    home: "Home",
    languages: "Languages",
    skip: "Skip to main content",
  },
  zh: {
    prev: "上一页",
    next: "下一页",
    edit: "在 GitHub 上编辑此页面",
    home: "首页",
    languages: "语言",
    skip: "跳到主要内容",
  },
};

function labels(lang: string): Record<string, string> {
  return LABELS[lang.slice(0, 2)] ?? (LABELS.en as Record<string, string>);
}

function anchor(link: Link, attributes = ""): string {
  return `<a href="${escapeHtml(link.url)}"${attributes}>${escapeHtml(link.title)}</a>`;
}

function sidebarHtml(nodes: readonly SidebarNode[], current: string): string {
  const items = nodes.map((node) => {
    if (node.kind === "group") {
      return `<li class="sidebar-group"><p class="sidebar-heading">${escapeHtml(node.title)}</p>${sidebarHtml(node.children, current)}</li>`;
    }
    const active = node.url === current ? ' aria-current="page" class="active"' : "";
    const depth = node.depth ? ` class="depth-${node.depth}"` : "";
    return `<li${depth}>${anchor(node, active)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

export function renderPageHtml(page: SitePage): string {
  const { chrome } = page;
  const text = labels(page.lang);
  const crumbs = chrome.crumbs
    .map((crumb) =>
      crumb.url ? anchor({ title: crumb.title, url: crumb.url }) : `<span>${escapeHtml(crumb.title)}</span>`,
    )
    .join(" › ");
  const languages = chrome.languages
    ? `<nav class="language-switcher" aria-label="${text.languages}"><ul>${chrome.languages
        .map(
          (language) =>
            `<li>${anchor(language, ` lang="${language.lang}" hreflang="${language.lang}"`)}</li>`,
        )
        .join("")}</ul></nav>`
    : "";
  const pager = [
    chrome.prev
      ? `<a class="pager-prev" rel="prev" href="${escapeHtml(chrome.prev.url)}">${text.prev}: ${escapeHtml(chrome.prev.title)}</a>`
      : "",
    chrome.next
      ? `<a class="pager-next" rel="next" href="${escapeHtml(chrome.next.url)}">${text.next}: ${escapeHtml(chrome.next.title)}</a>`
      : "",
  ].join("\n");
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | ${escapeHtml(chrome.siteName)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
</head>
<body>
<a class="skip-link" href="#main">${text.skip}</a>
<header class="site-header">
<a class="site-name" href="${chrome.homeUrl}">${escapeHtml(chrome.siteName)}</a>
<nav class="top-nav" aria-label="Main"><ul>${chrome.topnav.map((link) => `<li>${anchor(link)}</li>`).join("")}</ul></nav>
${languages}
</header>
<div class="layout">
${chrome.sidebar.length > 0 ? `<nav class="sidebar" aria-label="Docs sidebar">${sidebarHtml(chrome.sidebar, page.path)}</nav>` : ""}
<main id="main">
<nav class="breadcrumbs" aria-label="Breadcrumbs">${crumbs}</nav>
<article>
${page.bodyHtml}
</article>
${chrome.editUrl ? `<p class="edit-link"><a href="${escapeHtml(chrome.editUrl)}">${text.edit}</a></p>` : ""}
<nav class="pager">
${pager}
</nav>
</main>
</div>
<footer class="site-footer">
<ul>${chrome.footer.map((link) => `<li>${anchor(link)}</li>`).join("")}</ul>
<p>${escapeHtml(chrome.notice)}</p>
</footer>
</body>
</html>
`;
}
