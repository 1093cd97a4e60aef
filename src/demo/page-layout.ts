// Wraps a demo page's main content in realistic store chrome: cookie banner, header, nav, breadcrumbs,
// sidebar, newsletter box and a link-heavy footer — the boilerplate an extractor has to see past.
import { FOOTER_COLUMNS, HELP_NAME, NAVIGATION, SHOP_NAME, SOCIAL_LINKS } from "./site-chrome.js";
import type { DemoLink, DemoOrigins, DemoPage, DemoSite } from "./types.js";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Turns `shop:/x` and `help:/x` references (in quoted attributes and JSON) into real URLs: root-relative on
 * the same host, absolute across hosts.
 */
export function resolveDemoReferences(
  html: string,
  options: { site: DemoSite; origins: DemoOrigins },
): string {
  return html.replace(/(["'])(shop|help):\//g, (_match, quote: string, target: DemoSite) =>
    target === options.site ? `${quote}/` : `${quote}${options.origins[target]}/`,
  );
}

/** The absolute URL of a `shop:/x`, `help:/x` or same-host reference. */
export function absoluteDemoUrl(href: string, options: { site: DemoSite; origins: DemoOrigins }): string {
  const match = /^(shop|help):(\/.*)$/.exec(href);
  if (match) return `${options.origins[match[1] as DemoSite]}${match[2]}`;
  return new URL(href, `${options.origins[options.site]}/`).href;
}

function linkList(links: DemoLink[], className = ""): string {
  const items = links.map(
    (link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`,
  );
  return `<ul${className ? ` class="${className}"` : ""}>${items.join("")}</ul>`;
}

function cookieBanner(): string {
  return `<div id="cookie-banner" class="cookie-banner" role="dialog" aria-label="Cookie consent">
  <p>We use cookies to keep you signed in, measure traffic and personalise offers. You can accept all cookies or
  choose which ones we may use. Read our <a href="help:/help/privacy-policy#cookies">cookie policy</a>.</p>
  <button type="button" data-consent="all">Accept all</button>
  <button type="button" data-consent="essential">Reject non-essential</button>
</div>`;
}

function header(site: DemoSite): string {
  const name = site === "shop" ? SHOP_NAME : HELP_NAME;
  const home = site === "shop" ? "shop:/" : "help:/help/";
  const search =
    site === "shop"
      ? `<form class="site-search" role="search" action="/search" method="get">
    <label for="q">Search gear</label><input id="q" name="q" type="search" placeholder="Tents, packs, jackets…">
    <button type="submit">Search</button></form>`
      : `<form class="site-search" role="search" action="/help/search" method="get">
    <label for="q">Search help articles</label><input id="q" name="q" type="search" placeholder="How can we help?">
    <button type="submit">Search</button></form>`;
  const promo =
    site === "shop"
      ? `<div class="promo-bar">Free standard shipping on orders over $75 &middot;
  <a href="help:/help/shipping?utm_source=shop&amp;utm_medium=promo-bar">Details</a></div>`
      : `<div class="promo-bar">Live chat is open every day &middot; <a href="help:/help/contact-support">Contact support</a></div>`;
  return `${promo}
<header class="site-header">
  <a class="logo" href="${home}"><img src="/assets/logo.svg" alt="" width="32" height="32"> ${name}</a>
  ${search}
  <nav class="main-nav" aria-label="Main">${linkList(NAVIGATION[site])}</nav>
</header>`;
}

function breadcrumbs(page: DemoPage): string {
  if (page.breadcrumbs.length === 0) return "";
  const items = page.breadcrumbs.map(
    (crumb) => `<li><a href="${escapeHtml(crumb.href)}">${escapeHtml(crumb.label)}</a></li>`,
  );
  items.push(`<li aria-current="page">${escapeHtml(page.title)}</li>`);
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join("")}</ol></nav>`;
}

function sidebar(page: DemoPage, site: DemoSite): string {
  const related = page.related?.length
    ? `<section><h2>${site === "shop" ? "You might also like" : "Related articles"}</h2>${linkList(page.related)}</section>`
    : "";
  const help =
    site === "help"
      ? `<section class="contact-card"><h2>Still need help?</h2><p>Our team is here every day.</p>
  <a href="help:/help/contact-support">Contact support</a></section>`
      : `<section class="contact-card"><h2>Questions?</h2><p>Visit our help center or call our gear experts.</p>
  <a href="help:/help/">Help Center</a> <a href="shop:/contact">Contact us</a></section>`;
  return `<aside class="sidebar">${related}${help}</aside>`;
}

function newsletter(): string {
  return `<section class="newsletter" aria-label="Newsletter">
  <h2>Get trail-ready</h2>
  <p>Sign up for the Northwind newsletter: new gear, trip ideas and member-only offers. Unsubscribe any time.</p>
  <form action="/newsletter" method="post"><label for="newsletter-email">Email address</label>
    <input id="newsletter-email" name="email" type="email" autocomplete="email"><button type="submit">Sign up</button>
  </form>
</section>`;
}

function footer(site: DemoSite): string {
  const columns = FOOTER_COLUMNS[site]
    .map((column) => `<div class="footer-column"><h3>${column.heading}</h3>${linkList(column.links)}</div>`)
    .join("\n    ");
  return `<footer class="site-footer">
  ${newsletter()}
  <div class="footer-columns">
    ${columns}
  </div>
  <div class="social"><h3>Follow us</h3>${linkList(SOCIAL_LINKS)}</div>
  <p class="legal">&copy; 2025 Northwind Outfitters, Inc. All rights reserved. Prices in US dollars.
  <a href="help:/help/privacy-policy">Privacy</a> &middot; <a href="help:/help/terms">Terms</a> &middot;
  <a href="help:/help/accessibility">Accessibility</a></p>
</footer>`;
}

function head(page: DemoPage, site: DemoSite, origins: DemoOrigins): string {
  const siteName = site === "shop" ? SHOP_NAME : HELP_NAME;
  const structured = page.structuredData
    ? `\n<script type="application/ld+json">${JSON.stringify(page.structuredData).replaceAll("<", "\\u003c")}</script>`
    : "";
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | ${siteName}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="canonical" href="${origins[site]}${page.path}">
<meta property="og:site_name" content="${siteName}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="/assets/site.css">${structured}
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"page_view",site:"${site}"});</script>
</head>`;
}

/** Renders a complete HTML document for `page` on `site`, with every cross-host reference resolved. */
export function renderDemoPage(options: { page: DemoPage; site: DemoSite; origins: DemoOrigins }): string {
  const { page, site, origins } = options;
  const updated = page.updated
    ? `<p class="updated">Last updated: <time datetime="${page.updated}">${page.updated}</time></p>`
    : "";
  const feedback =
    site === "help"
      ? `<div class="article-feedback"><p>Was this article helpful?</p><button type="button">Yes</button><button type="button">No</button></div>`
      : "";
  const html = `<!doctype html>
<html lang="en">
${head(page, site, origins)}
<body class="${site}">
<a class="skip-link" href="#main">Skip to main content</a>
${cookieBanner()}
${header(site)}
${breadcrumbs(page)}
<div class="page">
${sidebar(page, site)}
<main id="main">
<article>
<h1>${escapeHtml(page.title)}</h1>
${page.main}
${updated}
</article>
${feedback}
</main>
</div>
${footer(site)}
<noscript><img src="/pixel.gif" alt="" width="1" height="1"></noscript>
</body>
</html>
`;
  return resolveDemoReferences(html, { site, origins });
}
