// The corpus sites look like the real ones to a crawler: pages at their nav.json urls with the main text and the
// full sidebar, no build syntax left over, robots.txt and a sitemap of every page, redirects and 404s.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CORPORA_DIR, type ServedSite, startCorpusSite } from "./index.js";
import { renderMarkdown } from "./render-markdown.js";

/** Text of the <article> with code blocks and inline code removed (code may legitimately hold any syntax). */
function proseOf(html: string): string {
  const article = /<article>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
  return article.replace(/<pre[\s\S]*?<\/pre>/g, "").replace(/<code>[\s\S]*?<\/code>/g, "");
}

const LEFTOVERS = [
  /^---$/m, // front matter
  /^\s*(import|export)\s/m, // MDX
  /\{%|%\}/, // Liquid tags
  /\{\{|\}\}/, // Liquid / Vue interpolation
  /\{#[\w-]+\}/, // heading anchors
  /^\s*:::/m, // containers
  /<\/?[A-Z]\w*[\s/>]/, // JSX / Vue component tags
  /<script|<style/, // script setup, styles
  /\{:[^}]*\}/, // kramdown attribute lists
];

async function get(
  site: ServedSite,
  path: string,
): Promise<{ status: number; text: string; location: string | null }> {
  const response = await fetch(`${site.origin}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
}

describe("HTML blocks read as kramdown reads them (the Jekyll site)", () => {
  /** An accordion whose panel text is followed by a blank line and HTML indented four spaces. */
  const ACCORDION = `Before the panel.

<div class="accordion">
  <div id="panel-1" class="accordion__content">
    Do this once your password is reset.

    <ol class="steps">
      <li>Sign in with the new password.</li>
      <li>Enter your personal key.</li>
    </ol>
  </div>
</div>

## After the panel

* an item
`;

  it("keeps indented HTML after a blank line inside an HTML block as HTML, up to its matching end tag", () => {
    const html = renderMarkdown(ACCORDION, { kramdown: true });
    expect(html).not.toContain("<pre>");
    expect(html).toContain('<ol class="steps">\n      <li>Sign in with the new password.</li>');
    expect(html).toMatch(/<\/div>\n<\/div>\n<h2[^>]*>After the panel<\/h2>\n<ul>\n<li>an item<\/li>/);
    // CommonMark (the other sites' renderers) ends the block at the blank line: the indented HTML is code there.
    expect(renderMarkdown(ACCORDION)).toContain("<pre><code>&lt;ol");
  });

  it('parses the content of a block marked markdown="1" as Markdown', () => {
    const html = renderMarkdown(
      '<div class="alert" markdown="1">\n\n**Opted out** of texts? See [help](/help/).\n\n</div>\n',
      {
        kramdown: true,
      },
    );
    expect(html).toContain('<div class="alert">');
    expect(html).toContain('<strong>Opted out</strong> of texts? See <a href="/help/">help</a>.');
  });
});

describe("pipe tables read as kramdown reads them (the Jekyll site)", () => {
  const TABLE = `Codes:

|  **Code**    | **Next step** |
|5001  | Try [again](/help/).|
|6001 | Update your name \\| your ID.|

After.
`;

  it("makes a table of pipe lines without a delimiter row, every row a body row", () => {
    const html = renderMarkdown(TABLE, { kramdown: true });
    expect(html).toContain(
      "<table>\n<tbody>\n<tr><td><strong>Code</strong></td><td><strong>Next step</strong></td></tr>",
    );
    expect(html).toContain('<tr><td>5001</td><td>Try <a href="/help/">again</a>.</td></tr>');
    expect(html).toContain("<tr><td>6001</td><td>Update your name | your ID.</td></tr>");
    expect(html).toContain("<p>After.</p>");
    // GFM (the other sites' renderers) needs the delimiter row: without it the lines are one paragraph.
    expect(renderMarkdown(TABLE)).not.toContain("<table>");
  });

  it("leaves a table with a delimiter row to the GFM reading, header included", () => {
    const html = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n", { kramdown: true });
    expect(html).toContain("<thead>");
    expect(html).toMatch(/<th>a<\/th>/);
  });
});

describe.skipIf(!existsSync(DEFAULT_CORPORA_DIR))("corpus sites", () => {
  const sites: Record<string, ServedSite> = {};
  beforeAll(async () => {
    sites.pnpm = await startCorpusSite({ corpus: "pnpm-docs-en" });
    sites.vue = await startCorpusSite({ corpus: "vue-docs-zh-cn" });
    sites.logingov = await startCorpusSite({ corpus: "logingov-help" });
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.close()));
  });

  it("serves a pnpm settings page at its nav url with its text, the full sidebar and its inlined MDX partial", async () => {
    const nav = JSON.parse(readFileSync(join(DEFAULT_CORPORA_DIR, "pnpm-docs-en", "nav.json"), "utf8")) as {
      nav: Array<{ url: string }>;
    };
    const page = await get(sites.pnpm as ServedSite, "/settings/other");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1>");
    // The partial `_catalogMode.mdx` is imported and used as <CatalogMode />: its text is inlined.
    expect(proseOf(page.text)).toContain("catalogMode");
    for (const entry of nav.nav) expect(page.text).toContain(`href="${entry.url}"`);
    for (const pattern of LEFTOVERS) expect(proseOf(page.text)).not.toMatch(pattern);
    expect(page.text).toContain("Edit this page");
    expect(page.text).toMatch(/class="breadcrumbs"/);
  });

  it("leaves no build syntax in any page of the three corpora", async () => {
    for (const site of Object.values(sites)) {
      const sitemap = (await get(site, "/sitemap.xml")).text;
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] as string).pathname,
      );
      for (const path of paths) {
        const page = await get(site, decodeURI(path));
        expect(page.status, path).toBe(200);
        // Links to the corpus's own files (inline or reference-style) point at their pages, as a build resolves them.
        expect(page.text, path).not.toMatch(/href="(?![a-z]+:)[^"]*\.mdx?(?:#[^"]*)?"/);
        for (const pattern of LEFTOVERS)
          expect(proseOf(page.text), `${path} ${pattern}`).not.toMatch(pattern);
      }
    }
  });

  it("renders Chinese VitePress pages with their containers and anchors, and a home page linking the top nav", async () => {
    const vue = sites.vue as ServedSite;
    const page = await get(vue, "/guide/essentials/computed");
    expect(page.text).toContain('id="computed-caching-vs-methods"');
    expect(proseOf(page.text)).toContain("计算属性");
    const home = await get(vue, "/");
    expect(home.text).toContain('href="/guide/quick-start"');
    expect(home.text).toContain('href="/api/"');
    expect((await get(vue, "/api/")).text).toContain('href="/api/application"');
  });

  it("resolves Liquid: front-matter lists, captured alerts, and one server for all four languages", async () => {
    const logingov = sites.logingov as ServedSite;
    const ids = await get(logingov, "/help/verify-your-identity/accepted-id-type/");
    expect(proseOf(ids.text)).toContain("<li>Military IDs</li>");
    const zh = await get(logingov, "/zh/help/");
    expect(zh.status).toBe(200);
    expect(zh.text).toContain('lang="zh-CN"');
    expect(zh.text).toContain('href="/zh/help/trouble-signing-in/overview/"');
    expect(zh.text).toMatch(/class="language-switcher"[\s\S]*href="\/help\/"/);
  });

  it("renders the Login.gov accordions' indented steps as lists in every language, as its kramdown build does", async () => {
    const logingov = sites.logingov as ServedSite;
    for (const prefix of ["", "/es", "/fr", "/zh"]) {
      const page = await get(logingov, `${prefix}/help/manage-your-account/change-your-password/`);
      expect(proseOf(page.text)).toMatch(/<ol class="number-list">\s*<li>/);
      expect(page.text).not.toContain("&lt;ol");
    }
  });

  it("serves the page of every nav.json entry at its url (the question files' contract)", async () => {
    const read = (corpus: string) =>
      JSON.parse(readFileSync(join(DEFAULT_CORPORA_DIR, corpus, "nav.json"), "utf8"));
    const pnpm = read("pnpm-docs-en");
    const vue = read("vue-docs-zh-cn");
    const logingov = read("logingov-help");
    const urls: Array<[ServedSite, string]> = [
      ...[...pnpm.navbar, ...pnpm.nav, ...pnpm.blog].map(
        (entry: { url: string }) => [sites.pnpm, entry.url] as [ServedSite, string],
      ),
      ...[...vue.topnav, ...vue.nav]
        .filter((entry: { path: string | null }) => entry.path)
        .map((entry: { url: string }) => [sites.vue, entry.url] as [ServedSite, string]),
      ...Object.values(logingov.languages).flatMap((language) => {
        const { nav, policy_nav, other_pages, categories } = language as {
          [list in "nav" | "policy_nav" | "other_pages" | "categories"]: Array<{ url: string }>;
        };
        return [...nav, ...policy_nav, ...other_pages, ...categories].map(
          (entry) => [sites.logingov, entry.url] as [ServedSite, string],
        );
      }),
    ];
    expect(urls.length).toBeGreaterThan(500);
    for (const [site, url] of urls) {
      const response = await fetch(`${site.origin}${url}`);
      expect(response.status, url).toBe(200);
    }
  });

  it("redirects the other spelling of a path and old paths, and 404s the rest", async () => {
    const pnpm = sites.pnpm as ServedSite;
    expect(await get(pnpm, "/motivation/")).toMatchObject({ status: 301, location: "/motivation" });
    expect((await get(pnpm, "/no-such-page")).status).toBe(404);
    const logingov = sites.logingov as ServedSite;
    expect(await get(logingov, "/help/trouble-signing-in/why-is-my-account-locked")).toMatchObject({
      status: 301,
      location: "/help/trouble-signing-in/why-is-my-account-locked/",
    });
    const vue = sites.vue as ServedSite;
    expect(await get(vue, "/guide/scaling-up/tooling.html")).toMatchObject({
      status: 301,
      location: "/guide/scaling-up/tooling",
    });
  });

  it("publishes robots.txt with the sitemap, and the sitemap lists every page", async () => {
    const pnpm = sites.pnpm as ServedSite;
    const robots = await get(pnpm, "/robots.txt");
    expect(robots.text).toContain("Allow: /");
    expect(robots.text).toContain(`Sitemap: ${pnpm.origin}/sitemap.xml`);
    const sitemap = (await get(pnpm, "/sitemap.xml")).text;
    for (const path of [
      "/",
      "/motivation",
      "/faq",
      "/cli/cache",
      "/blog",
      "/benchmarks",
      "/blog/releases/11.0",
    ]) {
      expect(sitemap).toContain(`<loc>${pnpm.origin}${path}</loc>`);
    }
  });
});
