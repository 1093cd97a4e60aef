// Shapes shared by the demo's content files, layout and server.

/** The two demo hosts: the shop and its help center (two origins on loopback). */
export type DemoSite = "shop" | "help";

/** The live origins of both hosts, e.g. { shop: "http://127.0.0.1:28310", help: "http://127.0.0.1:28311" }. */
export interface DemoOrigins {
  shop: string;
  help: string;
}

/**
 * A link in page content. `href` is either an ordinary (same-host) URL or a cross-host reference written
 * `shop:/path` or `help:/path`; the layout turns those into root-relative or absolute URLs at render time,
 * because the ports are only known once the servers listen.
 */
export interface DemoLink {
  label: string;
  href: string;
}

/** One page of the demo: the main content plus what the shared chrome needs. Rendered by `renderDemoPage`. */
export interface DemoPage {
  /** Path on its host, e.g. "/help/returns". */
  path: string;
  /** Headline; also used in <title>. */
  title: string;
  /** Meta description. */
  description: string;
  /** Ancestors shown before the page's own title, e.g. [{ label: "Help Center", href: "/help/" }]. */
  breadcrumbs: DemoLink[];
  /** Main content as HTML (below the <h1>). */
  main: string;
  /** Sidebar "related" links. */
  related?: DemoLink[];
  /** schema.org JSON-LD for the page, if any. */
  structuredData?: Record<string, unknown>;
  /** "Last updated" date (ISO), shown on help articles. */
  updated?: string;
  /** HTTP status to serve the page with (default 200). */
  status?: number;
  /** Whether sitemap.xml lists the page (default true). */
  inSitemap?: boolean;
}
