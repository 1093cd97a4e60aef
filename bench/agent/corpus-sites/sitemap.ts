// robots.txt (allow all, with the sitemap) and sitemap.xml of every page of a corpus site.
import { escapeHtml } from "./render-markdown.js";
import type { CorpusSite } from "./site-model.js";

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(site: CorpusSite, origin: string): string {
  const urls = site.pages.map(
    (page) => `  <url><loc>${escapeHtml(`${origin}${encodeURI(page.path)}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
