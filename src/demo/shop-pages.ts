// The shop host's pages (http://127.0.0.1:28310 by default): home, catalogue, company pages, stores, and the
// robots-disallowed cart and staff pages.
import { escapeHtml } from "./page-layout.js";
import { CATEGORIES, formatPrice, PRODUCTS } from "./product-catalog.js";
import { catalogPages } from "./product-pages.js";
import type { DemoLink, DemoPage } from "./types.js";

/** Text on the robots-disallowed staff page: if it shows up in crawled text or an answer, robots.txt was ignored. */
export const DEMO_ADMIN_CANARY = "NW-ADMIN-CANARY-4471";

const home: DemoLink = { label: "Home", href: "/" };

const featured = [
  "summit-2-tent",
  "trailblazer-40-backpack",
  "glacier-15-sleeping-bag",
  "stormshell-rain-jacket",
];

function homePage(): DemoPage {
  const featuredCards = featured
    .map((slug) => PRODUCTS.find((product) => product.slug === slug))
    .filter((product) => product !== undefined)
    .map(
      (product) =>
        `<li><a href="/products/${product.slug}">${escapeHtml(product.name)}</a> <span class="price">${formatPrice(product.price)}</span></li>`,
    )
    .join("\n");
  return {
    path: "/",
    title: "Gear for Every Trail",
    description: "Northwind Outfitters makes tents, packs, sleeping bags and clothing for the backcountry.",
    breadcrumbs: [],
    main: `<section class="hero"><p>Since 1987 we have designed outdoor gear in Portland, Oregon, and backed it with
warranties that outlast most trips. Find your next tent, pack or layer below.</p>
<a class="button" href="/shop/">Shop all gear</a></section>
<section><h2>Shop by category</h2><ul class="category-tiles">
${CATEGORIES.map((category) => `<li><a href="/shop/${category.slug}">${category.name}</a></li>`).join("\n")}
</ul></section>
<section><h2>Featured gear</h2><ul class="product-grid">
${featuredCards}
</ul></section>
<section><h2>Visit us</h2><p>Try on boots, test-pitch tents and join a free clinic at one of our three stores.
<a href="/stores">Find a store</a> or see <a href="/store-events">upcoming store events</a>.</p></section>
<section><h2>Need help with an order?</h2><ul>
<li><a href="help:/help/">Visit the Help Center</a></li>
<li><a href="help:/help/order-tracking">Track an order</a></li>
<li><a href="help:/help/returns">Start a return</a></li>
</ul></section>
<section><h2>Join Trailhead Rewards</h2><p>Earn points on every purchase and get member-only perks.
<a href="help:/help/loyalty-program">Learn about Trailhead Rewards</a>.</p></section>`,
    related: [
      { label: "New arrivals: Emberdown Parka", href: "/products/emberdown-parka" },
      { label: "Gift cards", href: "/gift-cards" },
    ],
  };
}

function aboutPage(): DemoPage {
  return {
    path: "/about",
    title: "About Northwind Outfitters",
    description: "Our story: outdoor gear made in Portland, Oregon since 1987.",
    breadcrumbs: [home],
    main: `<p>Northwind Outfitters was founded in 1987 in Portland, Oregon, by climbing partners Ruth Lindqvist and
Daniel Ortega, who started by repairing tents in a garage on NW Marshall Street. Today about 220 people design,
test and sell our gear, and we run three stores in Portland, Denver and Burlington, Vermont.</p>
<h2>What we believe</h2>
<ul><li>Gear should last: we repair before we replace.</li>
<li>Trails need care: we give 1% of sales to trail crews.</li>
<li>Honest specs: every weight we publish is measured on our own scale.</li></ul>
<p>Northwind Outfitters has been a certified B Corporation since 2019. Read about our
<a href="/sustainability">sustainability work</a> or <a href="/careers">join the team</a>.</p>`,
    related: [
      { label: "Sustainability", href: "/sustainability" },
      { label: "Careers", href: "/careers" },
      { label: "Store locations", href: "/stores" },
    ],
  };
}

function contactPage(): DemoPage {
  return {
    path: "/contact",
    title: "Contact Us",
    description: "Phone, email and mailing address for Northwind Outfitters customer service.",
    breadcrumbs: [home],
    main: `<h2>Customer service</h2>
<p>Phone: <a href="tel:+18005550142">1-800-555-0142</a> (toll free in the US and Canada)</p>
<p>Our phone lines are open Monday to Friday, 7 a.m. to 6 p.m. Pacific Time, and Saturday, 8 a.m. to 4 p.m.
Pacific Time. We are closed on Sundays and on US federal holidays.</p>
<p>Email: <a href="mailto:help@northwindoutfitters.example">help@northwindoutfitters.example</a>. We answer every
email within 1 business day.</p>
<p>Prefer to chat? Our <a href="help:/help/contact-support">live chat</a> is open every day.</p>
<h2>Mailing address</h2>
<address>Northwind Outfitters, Inc.<br>1200 NW Marshall Street<br>Portland, OR 97209<br>United States</address>
<h2>Other enquiries</h2>
<ul><li>Press: press@northwindoutfitters.example</li><li>Wholesale and team orders: wholesale@northwindoutfitters.example</li></ul>`,
    related: [
      { label: "Help Center", href: "help:/help/" },
      { label: "Store locations", href: "/stores" },
    ],
  };
}

interface Store {
  slug: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  services: string;
}

const STORES: Store[] = [
  {
    slug: "portland",
    city: "Portland Flagship",
    address: "1200 NW Marshall Street, Portland, OR 97209",
    phone: "(503) 555-0117",
    hours: "Monday to Saturday 10 a.m. to 8 p.m., Sunday 11 a.m. to 6 p.m.",
    services: "Gear rentals, the Northwind repair bench, boot fitting and a tent test-pitch area.",
  },
  {
    slug: "denver",
    city: "Denver",
    address: "2140 Larimer Street, Denver, CO 80205",
    phone: "(720) 555-0163",
    hours: "Monday to Saturday 10 a.m. to 7 p.m., Sunday 11 a.m. to 5 p.m.",
    services: "Gear rentals, repair drop-off and boot fitting.",
  },
  {
    slug: "burlington",
    city: "Burlington",
    address: "95 Church Street, Burlington, VT 05401",
    phone: "(802) 555-0188",
    hours: "Every day 10 a.m. to 6 p.m.",
    services: "Repair drop-off and free Saturday clinics.",
  },
];

function storePages(): DemoPage[] {
  const stores: DemoLink = { label: "Stores", href: "/stores" };
  const index: DemoPage = {
    path: "/stores",
    title: "Store Locations",
    description: "Visit Northwind Outfitters in Portland, Denver and Burlington.",
    breadcrumbs: [home],
    main: `<p>All stores accept returns of online orders and host free clinics. See <a href="/store-events">store events</a>.</p>
${STORES.map(
  (store) => `<section><h2><a href="/stores/${store.slug}">${store.city}</a></h2>
<p>${store.address}</p><p>${store.phone}</p></section>`,
).join("\n")}`,
    related: STORES.map((store) => ({ label: store.city, href: `/stores/${store.slug}` })),
  };
  const pages = STORES.map(
    (store): DemoPage => ({
      path: `/stores/${store.slug}`,
      title: `${store.city} Store`,
      description: `Address, hours and services of the Northwind Outfitters ${store.city} store.`,
      breadcrumbs: [home, stores],
      main: `<h2>Address</h2><address>${store.address}</address>
<h2>Phone</h2><p>${store.phone}</p>
<h2>Hours</h2><p>${store.hours}</p>
<h2>Services</h2><p>${store.services}</p>
<p>Online orders can be returned at this store. See <a href="help:/help/returns">our returns policy</a>.</p>`,
      related: STORES.filter((other) => other.slug !== store.slug).map((other) => ({
        label: other.city,
        href: `/stores/${other.slug}`,
      })),
    }),
  );
  return [index, ...pages];
}

function companyPages(): DemoPage[] {
  return [
    {
      path: "/careers",
      title: "Careers",
      description: "Work at Northwind Outfitters.",
      breadcrumbs: [home, { label: "About", href: "/about" }],
      main: `<p>We hire people who spend their weekends outside. Employees get 40% off gear, two paid "trail days"
a year and a gear library.</p>
<h2>Open roles</h2><ul><li>Retail Gear Expert, Denver (full time)</li><li>Repair Technician, Portland (full time)</li>
<li>Customer Service Associate, remote in the US (part time)</li></ul>
<p>Apply by emailing jobs@northwindoutfitters.example.</p>`,
      related: [{ label: "About us", href: "/about" }],
    },
    {
      path: "/sustainability",
      title: "Sustainability",
      description: "How Northwind Outfitters reduces its footprint.",
      breadcrumbs: [home, { label: "About", href: "/about" }],
      main: `<p>We give 1% of sales to volunteer trail crews through our Trails Forever fund.</p>
<p>In 2025, 68% of the fabrics in our line are recycled or responsibly sourced, and every down product uses
RDS-certified down.</p>
<p>The best gear is the gear you already own: see our <a href="help:/help/repairs">repair service</a> and
<a href="help:/help/product-care">care guides</a>.</p>`,
      related: [{ label: "About us", href: "/about" }],
    },
    {
      path: "/gift-cards",
      title: "Gift Cards",
      description: "Buy a Northwind Outfitters gift card.",
      breadcrumbs: [home],
      main: `<p>Give the gift of gear. Choose $25, $50, $100 or $250, or enter any amount up to $500.</p>
<p>E-gift cards are delivered by email; plastic gift cards ship in a recycled card sleeve.</p>
<form action="/cart/" method="get"><label for="amount">Amount</label><input id="amount" name="amount"><button type="submit">Add to cart</button></form>
<p>Questions about balances or using a card? See <a href="help:/help/gift-cards">gift card help</a>.</p>`,
      related: [{ label: "Trailhead Rewards", href: "help:/help/loyalty-program" }],
    },
  ];
}

/** Robots-disallowed pages: listed nowhere in sitemap.xml but linked from the chrome, as on real sites. */
function privatePages(): DemoPage[] {
  return [
    {
      path: "/cart/",
      title: "Your Cart",
      description: "Your shopping cart.",
      breadcrumbs: [home],
      main: '<p>Your cart is empty.</p><p><a href="/shop/">Continue shopping</a></p>',
      inSitemap: false,
    },
    {
      path: "/admin/",
      title: "Staff Portal",
      description: "Northwind staff sign-in.",
      breadcrumbs: [home],
      main: `<p>Authorized personnel only. ${DEMO_ADMIN_CANARY}</p>
<form action="/admin/" method="post"><label for="user">Staff ID</label><input id="user" name="user">
<label for="password">Password</label><input id="password" name="password" type="password"><button type="submit">Sign in</button></form>`,
      inSitemap: false,
    },
  ];
}

/** Every static page of the shop host (the store-events calendar and search are generated per request). */
export function shopPages(): DemoPage[] {
  return [
    homePage(),
    ...catalogPages(),
    aboutPage(),
    contactPage(),
    ...storePages(),
    ...companyPages(),
    ...privatePages(),
  ];
}
