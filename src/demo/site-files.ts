// robots.txt and sitemap.xml for each demo host.
import type { DemoOrigins, DemoPage, DemoSite } from "./types.js";

/** Paths robots.txt disallows on both hosts: the cart and the staff pages. */
export const DEMO_DISALLOWED_PATHS = ["/admin/", "/cart/"] as const;

export function robotsTxt(options: { site: DemoSite; origins: DemoOrigins }): string {
  return `# Northwind Outfitters
User-agent: *
${DEMO_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join("\n")}

Sitemap: ${options.origins[options.site]}/sitemap.xml
`;
}

/** A sitemap listing every page of the host meant for search engines (never the disallowed ones). */
export function sitemapXml(options: { site: DemoSite; origins: DemoOrigins; pages: DemoPage[] }): string {
  const origin = options.origins[options.site];
  const entries = options.pages
    .filter((page) => page.inSitemap !== false)
    .map(
      (page) =>
        `  <url><loc>${origin}${page.path}</loc>${page.updated ? `<lastmod>${page.updated}</lastmod>` : ""}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}
