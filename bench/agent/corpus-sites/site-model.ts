// What a rendered corpus site is: its pages (main content plus the chrome around it) and its redirects.

export interface Link {
  title: string;
  url: string;
}

/** A sidebar entry: a link (`depth` > 0 for a child article) or a group of entries under a heading. */
export type SidebarNode =
  | { kind: "link"; title: string; url: string; depth?: number }
  | { kind: "group"; title: string; children: SidebarNode[] };

export interface PageChrome {
  siteName: string;
  homeUrl: string;
  topnav: Link[];
  sidebar: SidebarNode[];
  /** From the home page down; an entry without a url is a section name. */
  crumbs: Array<{ title: string; url?: string }>;
  prev?: Link;
  next?: Link;
  editUrl?: string;
  /** The same page in the site's other languages (the current one included). */
  languages?: Array<Link & { lang: string }>;
  footer: Link[];
  /** Footer fine print (licence, attribution). */
  notice: string;
}

export interface SitePage {
  /** The canonical site path, as navigation writes it ("/motivation", "/help/x/"). */
  path: string;
  title: string;
  lang: string;
  /** The main content as HTML. */
  bodyHtml: string;
  /** One or two sentences for listings (front-matter description or the first paragraph). */
  description: string;
  chrome: PageChrome;
}

export interface CorpusSite {
  /** Short name, e.g. "pnpm". */
  name: string;
  /** Pages in sitemap order. */
  pages: SitePage[];
  /** Old or alternative paths → canonical path (served as 301). */
  redirects: Map<string, string>;
}

/** The key a path is looked up by: no trailing slash, no `.html` (the root stays "/"). */
export function pathKey(path: string): string {
  const trimmed = path.replace(/\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
