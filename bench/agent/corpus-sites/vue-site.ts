// The Vue zh-CN docs corpus (VitePress) as a site: `src/X.md` at /X, `src/X/index.md` at /X/, the guide and API
// sidebars, and generated pages where the real site mounts a component: the home page, the API index and the
// tutorial index.
import { cleanMarkdown } from "./clean-markdown.js";
import {
  firstHeading,
  firstParagraph,
  openCorpus,
  prevNext,
  sidebarTree,
  withTitle,
} from "./corpus-files.js";
import { field, splitFrontMatter } from "./front-matter.js";
import { escapeHtml, renderMarkdown } from "./render-markdown.js";
import type { CorpusSite, Link, PageChrome, SidebarNode, SitePage } from "./site-model.js";

interface VueEntry {
  title: string;
  path: string | null;
  url: string;
  section: string[];
}

interface VueNav {
  topnav: VueEntry[];
  nav: VueEntry[];
  unlisted: string[];
}

const SITE_NAME = "Vue.js";
const NOTICE =
  "Vue.js 文档（简体中文翻译），© Yuxi (Evan) You 与 Vue 文档贡献者，CC BY 4.0，https://github.com/vuejs-translations/docs-zh-cn。本地测试副本。";

/** VitePress routing: src/X.md → /X, src/X/index.md → /X/. */
export function vuePageUrl(path: string): string {
  const relative = path.replace(/^pages\/src\//, "").replace(/\.md$/, "");
  return relative === "index"
    ? "/"
    : relative.endsWith("/index")
      ? `/${relative.slice(0, -"index".length)}`
      : `/${relative}`;
}

export function buildVueSite(corpusDir: string): CorpusSite {
  const corpus = openCorpus(corpusDir);
  const nav = corpus.nav as VueNav;
  const files = corpus.list("pages/src").filter((path) => path.endsWith(".md"));
  const served = new Set<string>(
    ["/", "/api/", "/tutorial/", ...files.map(vuePageUrl)].map((url) => url.replace(/\/$/, "") || "/"),
  );
  const isServed = (url: string) =>
    /^https?:/.test(url) || served.has(url.replace(/\.html$/, "").replace(/\/$/, "") || "/");

  const guideEntries = nav.nav.filter((entry) => entry.section[0] !== "API");
  const apiEntries = nav.nav.filter((entry) => entry.section[0] === "API");
  const sidebarOf = (entries: VueEntry[]): SidebarNode[] =>
    sidebarTree(
      entries
        .filter((entry) => isServed(entry.url))
        .map((entry) => ({ ...entry, section: entry.section.slice(1) })),
    );
  const guideSidebar = sidebarOf(guideEntries);
  const apiSidebar = sidebarOf(apiEntries);
  const tutorialFiles = files.filter((path) => path.startsWith("pages/src/tutorial/"));
  const tutorialTitles = new Map(
    tutorialFiles.map((path) => [path, firstHeading(corpus.read(path) ?? "") ?? vuePageUrl(path)] as const),
  );
  const tutorialLinks: Link[] = [...tutorialFiles]
    .sort((left, right) => stepNumber(left) - stepNumber(right))
    .map((path) => ({ title: tutorialTitles.get(path) as string, url: vuePageUrl(path) }));
  const tutorialSidebar = sidebarTree(tutorialLinks.map((link) => ({ ...link, section: ["互动教程"] })));
  const topnav: Link[] = nav.topnav
    .filter((entry) => isServed(entry.url))
    .map(({ title, url }) => ({ title, url }));
  const footer: Link[] = [
    { title: "常见问题", url: "/about/faq" },
    { title: "版本发布", url: "/about/releases" },
    { title: "行为规范", url: "/about/coc" },
    { title: "隐私政策", url: "/about/privacy" },
    { title: "GitHub", url: "https://github.com/vuejs/core" },
  ];
  const chrome = (extra: Partial<PageChrome>): PageChrome => ({
    siteName: SITE_NAME,
    homeUrl: "/",
    topnav,
    sidebar: [],
    crumbs: [{ title: "首页", url: "/" }],
    footer,
    notice: NOTICE,
    ...extra,
  });
  const navByUrl = new Map(nav.nav.map((entry) => [entry.url.replace(/\.html$/, ""), entry]));
  const guideOrder = guideEntries
    .filter((entry) => isServed(entry.url))
    .map(({ title, url }) => ({ title, url }));
  const apiOrder = apiEntries
    .filter((entry) => isServed(entry.url))
    .map(({ title, url }) => ({ title, url }));

  const pages: SitePage[] = [homePage(chrome({ crumbs: [] }))];
  pages.push(
    listingPage(
      "/api/",
      "API 参考",
      apiSidebar,
      chrome({ sidebar: apiSidebar, crumbs: [{ title: "首页", url: "/" }, { title: "API" }] }),
    ),
  );
  pages.push(
    listingPage(
      "/tutorial/",
      "互动教程",
      tutorialSidebar,
      chrome({ sidebar: tutorialSidebar, crumbs: [{ title: "首页", url: "/" }, { title: "互动教程" }] }),
    ),
  );
  for (const path of files) {
    const url = vuePageUrl(path);
    const source = corpus.read(path) ?? "";
    const { data, body } = splitFrontMatter(source);
    const markdown = cleanMarkdown(body, {
      lang: "zh",
      vueTemplates: true,
      resolveFileLink: (href) => href.replace(/\.md(#|$)/, "$1"),
    });
    const title = field(data, "title") || firstHeading(body) || url;
    const bodyHtml = withTitle(renderMarkdown(markdown), title);
    const entry = navByUrl.get(url);
    const isApi = url.startsWith("/api/");
    const isTutorial = url.startsWith("/tutorial/");
    const sidebar = isApi ? apiSidebar : isTutorial ? tutorialSidebar : guideSidebar;
    const order = isApi ? apiOrder : isTutorial ? tutorialLinks : guideOrder;
    const crumbs = [
      { title: "首页", url: "/" },
      ...(entry
        ? entry.section.map((name) => ({ title: name }))
        : isTutorial
          ? [{ title: "互动教程", url: "/tutorial/" }]
          : []),
      { title },
    ];
    pages.push({
      path: url,
      title,
      lang: "zh-CN",
      bodyHtml,
      description: field(data, "description") || firstParagraph(bodyHtml),
      chrome: chrome({
        sidebar,
        crumbs,
        ...prevNext(order, entry?.url ?? url),
        editUrl: `https://github.com/vuejs-translations/docs-zh-cn/edit/main/${path.replace(/^pages\//, "")}`,
      }),
    });
  }
  return { name: "vue-zh", pages, redirects: new Map() };
}

function stepNumber(path: string): number {
  return Number(/step-(\d+)/.exec(path)?.[1] ?? 0);
}

function homePage(chrome: PageChrome): SitePage {
  const features: Array<[string, string, Link]> = [
    [
      "易学易用",
      "基于标准 HTML、CSS 和 JavaScript 构建，提供容易上手的 API 和一流的文档。",
      { title: "快速上手", url: "/guide/quick-start" },
    ],
    [
      "性能出色",
      "经过编译器优化、完全响应式的渲染系统，几乎不需要手动优化。",
      { title: "性能优化", url: "/guide/best-practices/performance" },
    ],
    [
      "灵活多变",
      "丰富的、可渐进式集成的生态系统，可以根据应用规模在库和框架间切换自如。",
      { title: "简介", url: "/guide/introduction" },
    ],
  ];
  const bodyHtml = `<section class="hero">
<h1>Vue.js</h1>
<p class="tagline">渐进式 JavaScript 框架</p>
<p><a class="button" href="/guide/introduction">为什么选择 Vue</a> <a class="button" href="/guide/quick-start">快速上手</a> <a class="button" href="/api/">API 参考</a></p>
</section>
<section class="features">
${features.map(([title, text, link]) => `<div class="feature"><h2>${title}</h2><p>${text}</p><p><a href="${link.url}">${link.title}</a></p></div>`).join("\n")}
</section>`;
  return {
    path: "/",
    title: "Vue.js - 渐进式 JavaScript 框架",
    lang: "zh-CN",
    bodyHtml,
    description: "渐进式 JavaScript 框架",
    chrome,
  };
}

/** An index page listing a sidebar's groups and links (the API index, the tutorial's steps). */
function listingPage(
  path: string,
  title: string,
  sidebar: readonly SidebarNode[],
  chrome: PageChrome,
): SitePage {
  const list = (nodes: readonly SidebarNode[], depth: number): string =>
    nodes
      .map((node) =>
        node.kind === "link"
          ? `<li><a href="${node.url}">${escapeHtml(node.title)}</a></li>`
          : `<h${depth}>${escapeHtml(node.title)}</h${depth}>\n<ul>${list(node.children, Math.min(depth + 1, 6))}</ul>`,
      )
      .join("\n");
  const bodyHtml = `<h1>${escapeHtml(title)}</h1>\n<ul>${list(sidebar, 2)}</ul>`;
  return { path, title, lang: "zh-CN", bodyHtml, description: title, chrome };
}
