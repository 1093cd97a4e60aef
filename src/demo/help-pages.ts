// The help center host's pages (http://127.0.0.1:28311/help/ by default): its home, FAQ and contact page,
// plus every article. Some articles are linked only from other articles, two or three clicks deep.
import { accountPages } from "./help-account-pages.js";
import { returnsPages } from "./help-returns-pages.js";
import { shippingPages } from "./help-shipping-pages.js";
import { DEMO_ADMIN_CANARY } from "./shop-pages.js";
import type { DemoLink, DemoPage } from "./types.js";

const shopHome: DemoLink = { label: "Northwind Outfitters", href: "shop:/" };
const helpHome: DemoLink = { label: "Help Center", href: "/help/" };

const topicGroups: Array<{ heading: string; links: DemoLink[] }> = [
  {
    heading: "Orders and shipping",
    links: [
      { label: "Shipping rates and delivery times", href: "/help/shipping" },
      { label: "Tracking your order", href: "/help/order-tracking" },
      { label: "Changing or cancelling an order", href: "/help/order-changes" },
      { label: "Payment methods", href: "/help/payment-methods" },
    ],
  },
  { heading: "Returns", links: [{ label: "Returns policy", href: "/help/returns" }] },
  {
    heading: "Product support",
    links: [
      { label: "Warranty", href: "/help/warranty" },
      { label: "Repairs", href: "/help/repairs" },
      { label: "Product care", href: "/help/product-care" },
      { label: "Sizing guide", href: "/help/sizing-guide" },
      { label: "Product safety notices", href: "/help/product-safety" },
    ],
  },
  {
    heading: "Account and rewards",
    links: [
      { label: "Your account", href: "/help/account" },
      { label: "Trailhead Rewards", href: "/help/loyalty-program" },
      { label: "Gift cards", href: "/help/gift-cards" },
      { label: "Price matching", href: "/help/price-matching" },
      { label: "Student, military and group discounts", href: "/help/discounts" },
    ],
  },
  {
    heading: "Policies",
    links: [
      { label: "Privacy policy", href: "/help/privacy-policy" },
      { label: "Terms of use", href: "/help/terms" },
      { label: "Accessibility", href: "/help/accessibility" },
    ],
  },
];

function helpHomePage(): DemoPage {
  const groups = topicGroups
    .map(
      (group) =>
        `<section><h2>${group.heading}</h2><ul>${group.links
          .map((link) => `<li><a href="${link.href}">${link.label}</a></li>`)
          .join("")}</ul></section>`,
    )
    .join("\n");
  return {
    path: "/help/",
    title: "How can we help?",
    description: "Answers about orders, shipping, returns, warranty and your account.",
    breadcrumbs: [shopHome],
    main: `<p>Find answers about your Northwind order and gear, or <a href="/help/contact-support">contact our team</a>.
Start with the <a href="/help/faq">frequently asked questions</a>.</p>
${groups}`,
    related: [
      { label: "FAQ", href: "/help/faq" },
      { label: "Contact support", href: "/help/contact-support" },
    ],
  };
}

function faqPage(): DemoPage {
  const entries: Array<[string, string]> = [
    [
      "How long do I have to return something?",
      `30 days from delivery, or 60 days for Trailhead Rewards members. Orders shipped abroad have their own window: see
<a href="/help/international-returns">international returns</a>.`,
    ],
    [
      "Do you ship internationally?",
      `Yes, to 32 countries. See <a href="/help/international-shipping">international shipping</a> for rates and times.`,
    ],
    [
      "Is there free shipping?",
      `Yes, on qualifying US orders. See <a href="/help/shipping">shipping rates</a>.`,
    ],
    ["Where is my order?", `See <a href="/help/order-tracking">tracking your order</a>.`],
    [
      "A pole broke on my tent. Is that covered?",
      `Defects are covered by our <a href="/help/warranty">warranty</a>; accidental damage can be fixed by our
<a href="/help/repairs">repair service</a>.`,
    ],
    ["Can I rent gear?", `Yes, at our Portland and Denver <a href="shop:/stores">stores</a>.`],
    ["Where are you based?", "Portland, Oregon. Our warehouse and repair center are in Reno, Nevada."],
  ];
  return {
    path: "/help/faq",
    title: "Frequently Asked Questions",
    description: "Quick answers to the questions we hear most.",
    breadcrumbs: [shopHome, helpHome],
    updated: "2025-03-01",
    main: entries.map(([question, answer]) => `<h2>${question}</h2>\n<p>${answer}</p>`).join("\n"),
    related: [
      { label: "Returns policy", href: "/help/returns" },
      { label: "Shipping", href: "/help/shipping" },
    ],
  };
}

function contactSupportPage(): DemoPage {
  return {
    path: "/help/contact-support",
    title: "Contact Support",
    description: "Reach the Northwind support team by chat, phone or email.",
    breadcrumbs: [shopHome, helpHome],
    updated: "2025-01-15",
    main: `<h2>Live chat</h2>
<p>Live chat is open every day, 6 a.m. to 9 p.m. Pacific Time. Look for the chat button at the bottom of any page.</p>
<h2>Phone and email</h2>
<p>Phone numbers, phone hours and our email address are on our <a href="shop:/contact">contact page</a>.</p>
<h2>Before you contact us</h2>
<p>Have your order number ready: it starts with NW and is in your confirmation email.</p>`,
    related: [{ label: "FAQ", href: "/help/faq" }],
  };
}

function agentConsolePage(): DemoPage {
  return {
    path: "/admin/",
    title: "Agent Console",
    description: "Support agent sign-in.",
    breadcrumbs: [helpHome],
    main: `<p>Support agents only. ${DEMO_ADMIN_CANARY}</p>`,
    inSitemap: false,
  };
}

/** Every static page of the help host (search results are generated per request). */
export function helpPages(): DemoPage[] {
  return [
    helpHomePage(),
    faqPage(),
    contactSupportPage(),
    ...shippingPages(),
    ...returnsPages(),
    ...accountPages(),
    agentConsolePage(),
  ];
}

/** The help center's topic links, used by its search page. */
export const HELP_TOPICS: DemoLink[] = topicGroups.flatMap((group) => group.links);
