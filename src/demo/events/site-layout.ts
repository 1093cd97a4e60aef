// Wraps an event site's page in realistic chrome — cookie banner, promo bar, navigation, newsletter box,
// link-heavy footer, tracking snippet — the boilerplate an event extractor has to see past.
import { escapeHtml } from "../page-layout.js";
import type { EventSiteKey, EventSiteOrigins, EventSitePage } from "./fixture-types.js";
import { SITE_IDENTITIES } from "./venues.js";

interface Link {
  label: string;
  href: string;
}

const NAVIGATION: Record<EventSiteKey, Link[]> = {
  jazz: [
    { label: "Home", href: "/" },
    { label: "Calendar", href: "/calendar" },
    { label: "Past Shows", href: "/past-shows" },
    { label: "Private Events", href: "/private-events" },
    { label: "Visit", href: "/visit" },
  ],
  theater: [
    { label: "Home", href: "/" },
    { label: "What's On", href: "/whats-on" },
    { label: "Past Productions", href: "/archive" },
    { label: "Membership", href: "/membership" },
    { label: "Plan Your Visit", href: "/visit" },
  ],
  arts: [
    { label: "Home", href: "/" },
    { label: "Events", href: "/events" },
    { label: "Exhibitions", href: "/exhibitions" },
    { label: "Past Events", href: "/events/past" },
    { label: "About", href: "/about" },
  ],
  library: [
    { label: "Home", href: "/" },
    { label: "Calendar", href: "/calendar" },
    { label: "Museum", href: "/museum" },
    { label: "Catalog", href: "/catalog" },
    { label: "Hours & Location", href: "/visit" },
  ],
  aggregator: [
    { label: "Home", href: "/" },
    { label: "Events", href: "/events" },
    { label: "Calendar", href: "/calendar" },
    { label: "New York", href: "/cities/new-york" },
    { label: "Boston", href: "/cities/boston" },
    { label: "Philadelphia", href: "/cities/philadelphia" },
  ],
};

const FOOTER_LINKS: Link[] = [
  { label: "About", href: "/about" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Careers", href: "/careers" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Use", href: "/terms" },
  { label: "Press", href: "/press" },
];

const SOCIAL: Link[] = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
];

function linkList(links: Link[]): string {
  return `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("")}</ul>`;
}

/** The nav links a site's pages carry (also what the home page tests follow). */
export function siteNavigation(site: EventSiteKey): readonly Link[] {
  return NAVIGATION[site];
}

export function renderEventSitePage(options: {
  site: EventSiteKey;
  page: EventSitePage;
  origins: EventSiteOrigins;
}): string {
  const { site, page, origins } = options;
  const identity = SITE_IDENTITIES[site];
  const heading = page.ownHeading ? "" : `<h1>${escapeHtml(page.title)}</h1>\n`;
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} | ${escapeHtml(identity.name)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="canonical" href="${origins[site]}${page.path}">
<meta property="og:site_name" content="${escapeHtml(identity.name)}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<link rel="stylesheet" href="/assets/site.css">${page.head ? `\n${page.head}` : ""}
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"page_view",site:"${site}"});</script>
</head>
<body class="site-${site}">
<a class="skip-link" href="#main">Skip to main content</a>
<div id="cookie-banner" class="cookie-banner" role="dialog" aria-label="Cookie consent">
  <p>We use cookies to remember your preferences and measure traffic. See our <a href="/privacy#cookies">privacy policy</a>.</p>
  <button type="button">Accept all</button> <button type="button">Essential only</button>
</div>
<div class="promo-bar">${escapeHtml(identity.tagline)} <a href="/newsletter">Get the weekly email</a></div>
<header class="site-header">
  <a class="logo" href="/">${escapeHtml(identity.name)}</a>
  <nav class="main-nav" aria-label="Main">${linkList(NAVIGATION[site])}</nav>
</header>
<main id="main">
${heading}${page.main}
</main>
<aside class="newsletter">
  <h2>Never miss a night out</h2>
  <p>Our weekly email lists new dates first, with member presales and discounts.</p>
  <form action="/newsletter" method="post"><label for="email">Email</label><input id="email" name="email" type="email">
  <button type="submit">Subscribe</button></form>
</aside>
<footer class="site-footer">
  <div class="footer-links">${linkList(FOOTER_LINKS)}</div>
  <div class="social"><h3>Follow us</h3>${linkList(SOCIAL)}</div>
  <p class="legal">&copy; ${escapeHtml(identity.name)}. All rights reserved. Programs subject to change.</p>
</footer>
</body>
</html>
`;
}
