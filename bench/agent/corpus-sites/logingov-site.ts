// The Login.gov help-center corpus (Jekyll) as one site holding all four language trees (/help/…, /es/help/…,
// /fr/help/…, /zh/help/…): pages at their front-matter permalinks, redirect_from as 301s, Liquid resolved, the
// help landing page of each language generated from its settings strings, and a language switcher.
import { posix } from "node:path";
import { cleanMarkdown } from "./clean-markdown.js";
import { firstParagraph, openCorpus, prevNext, sidebarTree } from "./corpus-files.js";
import { field, splitFrontMatter } from "./front-matter.js";
import { renderLiquid } from "./liquid.js";
import { escapeHtml, renderMarkdown } from "./render-markdown.js";
import type { CorpusSite, Link, PageChrome, SidebarNode, SitePage } from "./site-model.js";
import { parseYaml, type YamlValue } from "./yaml.js";

interface LanguageNav {
  categories: Array<{ slug: string; title: string; description: string; url: string }>;
  nav: Array<{ title: string; path: string; url: string; section: string[]; parent: string | null }>;
  policy_nav: Array<{ title: string; path: string; url: string }>;
  other_pages: Array<{ title: string; path: string; url: string }>;
}

type Data = { [key: string]: YamlValue };

const LANG_TAGS: Record<string, string> = { en: "en", es: "es", fr: "fr", zh: "zh-CN" };
const NOTICE: Record<string, string> = {
  en: "Text from the Login.gov help center (GSA-TTS/identity-site), public domain (CC0 1.0). A local test copy, not Login.gov.",
  es: "Texto del centro de ayuda de Login.gov (GSA-TTS/identity-site), de dominio público (CC0 1.0). Una copia local de prueba, no Login.gov.",
  fr: "Texte du centre d'aide de Login.gov (GSA-TTS/identity-site), domaine public (CC0 1.0). Une copie locale de test, pas Login.gov.",
  zh: "文字来自 Login.gov 帮助中心 (GSA-TTS/identity-site)，公有领域 (CC0 1.0)。本地测试副本，并非 Login.gov。",
};

function get(data: YamlValue | undefined, dotted: string): YamlValue | undefined {
  let value = data;
  for (const key of dotted.split(".")) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = value[key];
  }
  return value;
}

function text(data: YamlValue | undefined, dotted: string, fallback: string): string {
  const value = get(data, dotted);
  return typeof value === "string" ? value : fallback;
}

export function buildLogingovSite(corpusDir: string): CorpusSite {
  const corpus = openCorpus(corpusDir);
  const navs = (corpus.nav as { languages: Record<string, LanguageNav> }).languages;
  const languages = Object.keys(navs).sort((left, right) =>
    left === "en" ? -1 : right === "en" ? 1 : left.localeCompare(right),
  );
  const files = corpus.list("pages/content").filter((path) => path.endsWith(".md"));
  const parsed = new Map(files.map((path) => [path, splitFrontMatter(corpus.read(path) ?? "")] as const));
  const permalinks = new Map(
    files.map((path) => [
      path.replace(/^pages\/content\//, ""),
      field(parsed.get(path)?.data ?? {}, "permalink"),
    ]),
  );
  const langOf = (path: string) => /\._(\w+)\.md$/.exec(path)?.[1] ?? "en";
  /** The same page in every language: the file path without its language suffix, or a generated page's name. */
  const variants = new Map<string, Map<string, Link>>();
  const addVariant = (key: string, lang: string, link: Link) => {
    const byLang = variants.get(key) ?? new Map<string, Link>();
    byLang.set(lang, link);
    variants.set(key, byLang);
  };
  const pages: Array<{ page: SitePage; key: string }> = [];
  const redirects = new Map<string, string>();

  for (const lang of languages) {
    const nav = navs[lang] as LanguageNav;
    const prefix = lang === "en" ? "" : `/${lang}`;
    const settings = parseYaml(corpus.read(`pages/_data/${lang}/settings.yml`) ?? "") ?? {};
    const contact = parseYaml(corpus.read(`pages/_data/${lang}/contact.yml`) ?? "") ?? {};
    const helpUrl = `${prefix}/help/`;
    const helpTitle = text(settings, "nav.help_center", "Help center");
    const helpSidebar: SidebarNode[] = sidebarTree(
      nav.nav.map((entry) => ({
        title: entry.title,
        url: entry.url,
        section: entry.section,
        ...(entry.parent ? { depth: 1 } : {}),
      })),
    );
    const policyTitle = text(settings, "nav.policies.title", "Privacy & security");
    const policySidebar = sidebarTree(nav.policy_nav.map((entry) => ({ ...entry, section: [policyTitle] })));
    const otherPages = nav.other_pages.filter((entry) => !entry.url.includes("contact-submitted"));
    const topnav: Link[] = [
      { title: helpTitle, url: helpUrl },
      ...nav.categories.map((category) => ({ title: category.title, url: category.url })),
      ...otherPages.filter((entry) => entry.url.endsWith("/contact/")),
    ];
    const footer: Link[] = [...otherPages, ...nav.policy_nav.slice(0, 1), { title: helpTitle, url: helpUrl }];
    const chrome = (key: string, extra: Partial<PageChrome>): PageChrome => ({
      siteName: "Login.gov help (test site)",
      homeUrl: helpUrl,
      topnav,
      sidebar: helpSidebar,
      crumbs: [{ title: helpTitle, url: helpUrl }],
      footer,
      notice: NOTICE[lang] ?? (NOTICE.en as string),
      languages: [{ title: key, url: "", lang }],
      ...extra,
    });
    const order: Link[] = nav.nav.map(({ title, url }) => ({ title, url }));
    const categoryBySlug = new Map(nav.categories.map((category) => [category.slug, category]));

    for (const path of files.filter((file) => langOf(file) === lang)) {
      const { data, body } = parsed.get(path) as ReturnType<typeof splitFrontMatter>;
      const url = field(data, "permalink");
      if (!url) continue;
      const key = path.replace(/\._\w+\.md$/, "");
      const title = field(data, "title") || url;
      const markdownBody = body.trim() === "" ? contactBody(data, contact) : body;
      const markdown = cleanMarkdown(markdownBody, {
        lang,
        resolveFileLink: () => undefined,
        rewriteProse: (prose) =>
          renderLiquid(prose, {
            page: data,
            permalinkOf: (target) => permalinks.get(target),
            site: { data: { [lang]: { settings, contact } } },
          }),
      });
      const bodyHtml = `<h1>${escapeHtml(title)}</h1>\n${renderMarkdown(markdown, { breaks: true, kramdown: true })}`;
      const isPolicy = nav.policy_nav.some((entry) => entry.url === url);
      const category = categoryBySlug.get(field(data, "category"));
      const entry = nav.nav.find((item) => item.url === url);
      const parent = entry?.parent ? nav.nav.find((item) => item.url === entry.parent) : undefined;
      const crumbs = [
        { title: helpTitle, url: helpUrl },
        ...(category && category.url !== url ? [{ title: category.title, url: category.url }] : []),
        ...(parent ? [{ title: parent.title, url: parent.url }] : []),
        { title },
      ];
      addVariant(key, lang, { title, url });
      for (const from of arrayOf(data.redirect_from)) redirects.set(from, url);
      pages.push({
        key,
        page: {
          path: url,
          title,
          lang: LANG_TAGS[lang] ?? lang,
          bodyHtml,
          description: field(data, "description") || firstParagraph(bodyHtml),
          chrome: chrome(key, {
            ...(isPolicy ? { sidebar: policySidebar } : {}),
            crumbs,
            ...(entry ? prevNext(order, url) : {}),
            editUrl: `https://github.com/GSA-TTS/identity-site/edit/main/${path.replace(/^pages\//, "")}`,
          }),
        },
      });
    }

    // The help landing page (left out of the corpus as a template): categories with their descriptions, and the
    // popular topics.
    const popular = get(settings, "help_page.popular_topics_links");
    const landing = `<h1>${escapeHtml(text(settings, "help_page.title", helpTitle))}</h1>
<h2>${escapeHtml(text(settings, "help_page.p_1", "Browse common topics"))}</h2>
<ul class="help-categories">
${nav.categories.map((category) => `<li><h3><a href="${category.url}">${escapeHtml(category.title)}</a></h3><p>${escapeHtml(category.description)}</p></li>`).join("\n")}
</ul>
<h2>${escapeHtml(text(settings, "help_page.popular_topics", "Popular topics"))}</h2>
<ul>
${(Array.isArray(popular) ? popular : []).map((link) => `<li><a href="${escapeHtml(prefixed(text(link, "url", "/help/"), prefix))}">${escapeHtml(text(link, "title", ""))}</a></li>`).join("\n")}
</ul>`;
    addVariant("help", lang, { title: helpTitle, url: helpUrl });
    pages.push({
      key: "help",
      page: {
        path: helpUrl,
        title: helpTitle,
        lang: LANG_TAGS[lang] ?? lang,
        bodyHtml: landing,
        description: text(settings, "help_page.title", helpTitle),
        chrome: chrome("help", { crumbs: [{ title: helpTitle }] }),
      },
    });
    redirects.set(prefix === "" ? "/" : `${prefix}/`, helpUrl);
  }

  // Each language's own name, as its settings (or the English settings) spell it.
  const english = parseYaml(corpus.read("pages/_data/en/settings.yml") ?? "");
  const localeName = (lang: string) =>
    text(
      parseYaml(corpus.read(`pages/_data/${lang}/settings.yml`) ?? ""),
      `global.locales.${lang}`,
      text(english, `global.locales.${lang}`, lang),
    );
  const names = new Map(languages.map((lang) => [lang, localeName(lang)]));
  for (const { page, key } of pages) {
    const byLang = variants.get(key) ?? new Map<string, Link>();
    page.chrome.languages = languages.flatMap((lang) => {
      const link = byLang.get(lang);
      return link ? [{ title: names.get(lang) ?? lang, url: link.url, lang: LANG_TAGS[lang] ?? lang }] : [];
    });
  }
  return { name: "logingov", pages: pages.map(({ page }) => page), redirects };
}

/** A contact-layout page has no body: its text lives in the language's contact.yml. */
function contactBody(data: Data, contact: YamlValue): string {
  const submitted = field(data, "form_submitted_message");
  if (submitted) return submitted;
  return ["intro_content", "help_center_content", "report_issue_content"]
    .map((name) => text(contact, name, ""))
    .filter((part) => part !== "")
    .join("\n\n");
}

function arrayOf(value: YamlValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function prefixed(url: string, prefix: string): string {
  return prefix && !url.startsWith(`${prefix}/`)
    ? posix.join(prefix, url) + (url.endsWith("/") ? "/" : "")
    : url;
}
