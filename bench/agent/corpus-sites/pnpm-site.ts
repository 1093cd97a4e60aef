// The pnpm docs corpus (Docusaurus) as a site: docs at "/" + doc id with the docs sidebar, the blog with its
// index, the benchmarks page, and a generated home page like the real one (hero, top nav, feature blurbs).
import { posix } from "node:path";
import { cleanMarkdown } from "./clean-markdown.js";
import {
  type Corpus,
  firstParagraph,
  openCorpus,
  prevNext,
  resolveRelative,
  sidebarTree,
  withTitle,
} from "./corpus-files.js";
import { field, splitFrontMatter } from "./front-matter.js";
import { escapeHtml, renderMarkdown } from "./render-markdown.js";
import type { CorpusSite, Link, PageChrome, SitePage } from "./site-model.js";

interface PnpmNav {
  navbar: Array<{ title: string; url: string }>;
  nav: Array<{ title: string; page_title: string; path: string; url: string; section: string[] }>;
  unlisted: string[];
  blog: Array<{ title: string; date: string; path: string; url: string }>;
}

const SITE_NAME = "pnpm";
const NOTICE =
  "Text: pnpm documentation (github.com/pnpm/pnpm.io), MIT licence, © Zoltan Kochan and other contributors. A local test copy.";

/** Doc id path of a docs file: its folder plus the front-matter id (or the file name). */
function docUrl(path: string, id: string): string {
  const relative = path.replace(/^pages\/docs\//, "");
  const folder = posix.dirname(relative);
  const name = id || posix.basename(relative).replace(/\.mdx?$/, "");
  return `/${folder === "." ? "" : `${folder}/`}${name}`;
}

export function buildPnpmSite(corpusDir: string): CorpusSite {
  const corpus = openCorpus(corpusDir);
  const nav = corpus.nav as PnpmNav;
  const urlOf = new Map<string, string>();
  for (const entry of [...nav.navbar, ...nav.nav, ...nav.blog]) {
    if ("path" in entry && entry.path) urlOf.set(entry.path as string, entry.url);
  }
  for (const path of nav.unlisted) {
    if (!urlOf.has(path))
      urlOf.set(path, docUrl(path, field(splitFrontMatter(corpus.read(path) ?? "").data, "id")));
  }

  const sidebar = sidebarTree(
    nav.nav.map((entry) => ({ title: entry.title, url: entry.url, section: entry.section })),
  );
  const docsOrder: Link[] = nav.nav.map((entry) => ({ title: entry.title, url: entry.url }));
  const blogSidebar = sidebarTree(
    nav.blog.map((post) => ({ title: post.title, url: post.url, section: ["All posts"] })),
  );
  const topnav: Link[] = nav.navbar.map((item) => ({ title: item.title, url: item.url }));
  const footer: Link[] = [
    { title: "Getting started", url: "/installation" },
    { title: "FAQ", url: "/faq" },
    { title: "Blog", url: "/blog" },
    { title: "Benchmarks", url: "/benchmarks" },
    { title: "GitHub", url: "https://github.com/pnpm/pnpm" },
  ];
  const chrome = (extra: Partial<PageChrome>): PageChrome => ({
    siteName: SITE_NAME,
    homeUrl: "/",
    topnav,
    sidebar: [],
    crumbs: [{ title: "Home", url: "/" }],
    footer,
    notice: NOTICE,
    ...extra,
  });

  const pages: SitePage[] = [];
  const render = (
    path: string,
    url: string,
    pageChrome: (title: string) => PageChrome,
  ): SitePage | undefined => {
    const source = corpus.read(path);
    if (source === undefined) return undefined;
    const { data, body } = splitFrontMatter(source);
    const markdown = cleanMarkdown(body, {
      lang: "en",
      resolveFileLink: (href) => linkTarget(corpus, urlOf, path, href),
      readPartial: (from) => corpus.read(resolveRelative(path, from).path),
    });
    const title = field(data, "title") || url;
    const bodyHtml = withTitle(renderMarkdown(markdown), title);
    const page: SitePage = {
      path: url,
      title,
      lang: "en",
      bodyHtml,
      description: field(data, "description") || firstParagraph(bodyHtml),
      chrome: {
        ...pageChrome(title),
        editUrl: `https://github.com/pnpm/pnpm.io/edit/main/${path.replace(/^pages\//, "")}`,
      },
    };
    pages.push(page);
    return page;
  };

  pages.push(homePage(chrome({ crumbs: [] })));
  for (const entry of nav.nav) {
    render(entry.path, entry.url, (title) =>
      chrome({
        sidebar,
        crumbs: [{ title: "Home", url: "/" }, ...entry.section.map((name) => ({ title: name })), { title }],
        ...prevNext(docsOrder, entry.url),
      }),
    );
  }
  for (const path of nav.unlisted) {
    const url = urlOf.get(path) as string;
    render(path, url, (title) => chrome({ sidebar, crumbs: [{ title: "Home", url: "/" }, { title }] }));
  }
  const benchmarks = nav.navbar.find((item) => item.url === "/benchmarks") as { path?: string } | undefined;
  if (benchmarks?.path)
    render(benchmarks.path, "/benchmarks", (title) =>
      chrome({ crumbs: [{ title: "Home", url: "/" }, { title }] }),
    );

  const blogOrder: Link[] = nav.blog.map((post) => ({ title: post.title, url: post.url }));
  const posts: SitePage[] = [];
  for (const post of nav.blog) {
    const page = render(post.path, post.url, (title) => {
      // Docusaurus: "Newer post" / "Older post".
      const { prev, next } = prevNext(blogOrder, post.url);
      return chrome({
        sidebar: blogSidebar,
        crumbs: [{ title: "Home", url: "/" }, { title: "Blog", url: "/blog" }, { title }],
        ...(prev ? { prev } : {}),
        ...(next ? { next } : {}),
      });
    });
    if (page) {
      page.bodyHtml = page.bodyHtml.replace(
        /<\/h1>/,
        `</h1>\n<p class="post-date"><time datetime="${post.date}">${post.date}</time></p>`,
      );
      posts.push(page);
    }
  }
  pages.push(
    blogIndex(
      nav.blog,
      posts,
      chrome({ sidebar: blogSidebar, crumbs: [{ title: "Home", url: "/" }, { title: "Blog" }] }),
    ),
  );
  return { name: "pnpm", pages, redirects: new Map() };
}

function linkTarget(
  corpus: Corpus,
  urlOf: Map<string, string>,
  from: string,
  href: string,
): string | undefined {
  const { path: resolved, hash } = resolveRelative(from, href);
  // A site-absolute file link (`/cli/cache-list.md`) names a file under the docs folder.
  const path = href.startsWith("/") ? `pages/docs${resolved}` : resolved;
  const url = urlOf.get(path);
  if (url) return `${url}${hash}`;
  if (path.startsWith("pages/docs/")) {
    return `${docUrl(path, field(splitFrontMatter(corpus.read(path) ?? "").data, "id"))}${hash}`;
  }
  return undefined;
}

function homePage(chrome: PageChrome): SitePage {
  const features: Array<[string, string, Link]> = [
    [
      "Fast",
      "Packages are linked from one content-addressable store instead of copied into every project.",
      { title: "Motivation", url: "/motivation" },
    ],
    [
      "Efficient",
      "Files inside node_modules are hard links to the store, so each version of a package is on disk once.",
      { title: "Symlinked node_modules structure", url: "/symlinked-node-modules-structure" },
    ],
    [
      "Supports monorepos",
      "Built-in support for workspaces: install, run and publish many packages from one repository.",
      { title: "Workspace", url: "/workspaces" },
    ],
    [
      "Strict",
      "A package can only reach the dependencies it declares in its package.json.",
      { title: "Feature comparison", url: "/feature-comparison" },
    ],
    [
      "Deterministic",
      "A lockfile, pnpm-lock.yaml, records the exact dependency graph.",
      { title: "pnpm install", url: "/cli/install" },
    ],
    [
      "Settings",
      "Configure pnpm in pnpm-workspace.yaml: network, store, hoisting and more.",
      { title: "Settings", url: "/settings" },
    ],
  ];
  const bodyHtml = `<section class="hero">
<h1>pnpm</h1>
<p class="tagline">Fast, disk space efficient package manager</p>
<p><a class="button" href="/installation">Get started</a> <a class="button" href="/motivation">Introduction</a></p>
</section>
<section class="features">
${features.map(([title, text, link]) => `<div class="feature"><h2>${title}</h2><p>${text}</p><p><a href="${link.url}">${link.title}</a></p></div>`).join("\n")}
</section>`;
  return {
    path: "/",
    title: "pnpm",
    lang: "en",
    bodyHtml,
    description: "Fast, disk space efficient package manager",
    chrome,
  };
}

function blogIndex(posts: PnpmNav["blog"], pages: readonly SitePage[], chrome: PageChrome): SitePage {
  const byUrl = new Map(pages.map((page) => [page.path, page]));
  const items = posts.map(
    (post) =>
      `<article class="post-summary"><h2><a href="${post.url}">${escapeHtml(post.title)}</a></h2><p class="post-date">${post.date}</p><p>${escapeHtml(byUrl.get(post.url)?.description ?? "")}</p><p><a href="${post.url}">Read more</a></p></article>`,
  );
  return {
    path: "/blog",
    title: "Blog",
    lang: "en",
    bodyHtml: `<h1>Blog</h1>\n${items.join("\n")}`,
    description: "The pnpm blog: release notes and articles.",
    chrome,
  };
}
