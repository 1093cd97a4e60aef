// The boilerplate link sets of both demo hosts: header navigation and footer columns, as on a real store.
import type { DemoLink, DemoSite } from "./types.js";

export const SHOP_NAME = "Northwind Outfitters";
export const HELP_NAME = "Northwind Help Center";

/** Header navigation (10–20 links each, like a real store). */
export const NAVIGATION: Record<DemoSite, DemoLink[]> = {
  shop: [
    { label: "Tents", href: "/shop/tents" },
    { label: "Backpacks", href: "/shop/backpacks" },
    { label: "Sleeping Bags", href: "/shop/sleeping-bags" },
    { label: "Clothing", href: "/shop/clothing" },
    { label: "Footwear", href: "/shop/footwear" },
    { label: "Camp Kitchen", href: "/shop/camp-kitchen" },
    { label: "All Gear", href: "/shop/" },
    { label: "Stores", href: "/stores" },
    { label: "Events", href: "/store-events" },
    { label: "Gift Cards", href: "/gift-cards" },
    { label: "About", href: "/about" },
    { label: "Help", href: "help:/help/" },
    { label: "Contact", href: "/contact" },
    { label: "Cart (0)", href: "/cart/" },
  ],
  help: [
    { label: "Help Center", href: "help:/help/" },
    { label: "Shipping", href: "help:/help/shipping" },
    { label: "Returns", href: "help:/help/returns" },
    { label: "Order Tracking", href: "help:/help/order-tracking" },
    { label: "Warranty", href: "help:/help/warranty" },
    { label: "Repairs", href: "help:/help/repairs" },
    { label: "Sizing", href: "help:/help/sizing-guide" },
    { label: "Rewards", href: "help:/help/loyalty-program" },
    { label: "Gift Cards", href: "help:/help/gift-cards" },
    { label: "Account", href: "help:/help/account" },
    { label: "FAQ", href: "help:/help/faq" },
    { label: "Contact Support", href: "help:/help/contact-support" },
    { label: "Back to Shop", href: "shop:/" },
  ],
};

export interface FooterColumn {
  heading: string;
  links: DemoLink[];
}

const customerService: FooterColumn = {
  heading: "Customer Service",
  links: [
    { label: "Help Center", href: "help:/help/" },
    { label: "Shipping", href: "help:/help/shipping" },
    { label: "Returns & Exchanges", href: "help:/help/returns" },
    { label: "Warranty", href: "help:/help/warranty" },
    { label: "Order Tracking", href: "help:/help/order-tracking" },
    { label: "Payment Methods", href: "help:/help/payment-methods" },
    { label: "FAQ", href: "help:/help/faq" },
    { label: "Contact Us", href: "shop:/contact" },
  ],
};

const company: FooterColumn = {
  heading: "Company",
  links: [
    { label: "About Northwind", href: "shop:/about" },
    { label: "Careers", href: "shop:/careers" },
    { label: "Sustainability", href: "shop:/sustainability" },
    { label: "Store Locations", href: "shop:/stores" },
    { label: "Store Events", href: "shop:/store-events" },
    { label: "Trailhead Rewards", href: "help:/help/loyalty-program" },
  ],
};

const legal: FooterColumn = {
  heading: "Legal",
  links: [
    { label: "Privacy Policy", href: "help:/help/privacy-policy" },
    { label: "Terms of Use", href: "help:/help/terms" },
    { label: "Accessibility", href: "help:/help/accessibility" },
    { label: "Price Matching", href: "help:/help/price-matching" },
  ],
};

/** Footer columns; the shop's lists its catalogue, the help center's its own topics. Both link across. */
export const FOOTER_COLUMNS: Record<DemoSite, FooterColumn[]> = {
  shop: [
    {
      heading: "Shop",
      links: [
        { label: "Tents", href: "shop:/shop/tents" },
        { label: "Backpacks", href: "shop:/shop/backpacks" },
        { label: "Sleeping Bags", href: "shop:/shop/sleeping-bags" },
        { label: "Clothing", href: "shop:/shop/clothing" },
        { label: "Footwear", href: "shop:/shop/footwear" },
        { label: "Camp Kitchen", href: "shop:/shop/camp-kitchen" },
        { label: "Gift Cards", href: "shop:/gift-cards" },
      ],
    },
    customerService,
    company,
    { ...legal, links: [...legal.links, { label: "Staff Login", href: "shop:/admin/" }] },
  ],
  help: [
    {
      heading: "Popular Topics",
      links: [
        { label: "Returns Policy", href: "help:/help/returns" },
        { label: "Shipping Rates", href: "help:/help/shipping" },
        { label: "Warranty", href: "help:/help/warranty" },
        { label: "Repairs", href: "help:/help/repairs" },
        { label: "Gift Cards", href: "help:/help/gift-cards" },
        { label: "Discounts", href: "help:/help/discounts" },
        { label: "Product Care", href: "help:/help/product-care" },
      ],
    },
    customerService,
    company,
    { ...legal, links: [...legal.links, { label: "Agent Console", href: "help:/admin/" }] },
  ],
};

/** Social profiles: external links a crawler must leave alone (reserved .example domains, never resolvable). */
export const SOCIAL_LINKS: DemoLink[] = [
  { label: "Instagram", href: "https://instagram.example/northwindoutfitters" },
  { label: "YouTube", href: "https://youtube.example/@northwindoutfitters" },
  { label: "Facebook", href: "https://facebook.example/northwindoutfitters" },
];
