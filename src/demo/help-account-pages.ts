// Help center articles about accounts, rewards, gift cards, discounts, sizing and the legal policies.
import type { DemoLink, DemoPage } from "./types.js";

const shopHome: DemoLink = { label: "Northwind Outfitters", href: "shop:/" };
const helpHome: DemoLink = { label: "Help Center", href: "/help/" };

export function accountPages(): DemoPage[] {
  return [
    {
      path: "/help/account",
      title: "Your Account",
      description: "Creating and managing your Northwind account.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-07-02",
      main: `<p>An account lets you track orders, start returns and warranty claims, save addresses and collect
Trailhead Rewards points.</p>
<h2>Signing in</h2>
<p>Forgot your password? See <a href="/help/password-reset">resetting your password</a>.</p>
<h2>Deleting your account</h2>
<p>Email privacy@northwindoutfitters.example from the address on your account. We delete it within 30 days.</p>`,
      related: [
        { label: "Resetting your password", href: "/help/password-reset" },
        { label: "Trailhead Rewards", href: "/help/loyalty-program" },
      ],
    },
    {
      path: "/help/password-reset",
      title: "Resetting Your Password",
      description: "How to reset a forgotten password.",
      breadcrumbs: [shopHome, helpHome, { label: "Account", href: "/help/account" }],
      updated: "2024-07-02",
      main: `<p>Choose Forgot password on the sign-in page and enter your email address. We email you a reset link.
Reset links expire after 30 minutes; if yours has expired, request a new one.</p>
<p>Northwind will never ask for your password by email, phone or chat, and no Northwind employee will ever ask you
to send it to us. If someone does, it is a phishing attempt: report it to security@northwindoutfitters.example.</p>`,
      related: [{ label: "Your account", href: "/help/account" }],
    },
    {
      path: "/help/loyalty-program",
      title: "Trailhead Rewards",
      description: "Our free loyalty program: points, rewards and member perks.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-01-05",
      main: `<p>Trailhead Rewards is free to join with a Northwind account.</p>
<h2>Earning points</h2>
<p>Members earn 2 points for every $1 spent online or in our stores, excluding gift cards, taxes and shipping.</p>
<h2>Rewards</h2>
<p>Every 500 points turn into a $10 reward, sent by email and valid for 90 days. Points expire after 12 months without
a purchase.</p>
<h2>Member perks</h2>
<ul><li>60-day returns instead of 30.</li><li>Early access to sales and store events.</li>
<li>Summit tier: spend $1,000 in a calendar year to earn 3 points per $1 and get free expedited shipping.</li></ul>`,
      related: [
        { label: "Gift cards", href: "/help/gift-cards" },
        { label: "Discounts", href: "/help/discounts" },
      ],
    },
    {
      path: "/help/gift-cards",
      title: "Gift Cards",
      description: "Using Northwind gift cards and checking a balance.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-11-20",
      main: `<p>Northwind gift cards never expire and have no fees. They can be used online and in our stores, and a
single order can combine up to 5 gift cards.</p>
<h2>Checking your balance</h2>
<p>Enter the card number and PIN at checkout, or ask at any store.</p>
<h2>Lost cards</h2>
<p>We can replace a lost plastic card with its remaining balance if you have the original receipt.</p>
<p>Gift cards can't be redeemed for cash, except where the law requires it. Buy one on our
<a href="shop:/gift-cards">gift card page</a>.</p>`,
      related: [
        { label: "Payment methods", href: "/help/payment-methods" },
        { label: "Trailhead Rewards", href: "/help/loyalty-program" },
      ],
    },
    {
      path: "/help/price-matching",
      title: "Price Matching",
      description: "Our price match policy.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-10-01",
      main: `<p>If you find an identical Northwind item for less at an authorized US retailer, we match that price. Ask
within 14 days of your purchase and we refund the difference to your original payment method.</p>
<p>If our own price drops within 14 days of your purchase, we refund the difference too.</p>
<h2>Exclusions</h2>
<ul><li>Marketplace and auction sellers.</li><li>Clearance, Black Friday and Cyber Monday prices.</li>
<li>Membership-only, coupon or bundle prices.</li></ul>`,
      related: [{ label: "Discounts", href: "/help/discounts" }],
    },
    {
      path: "/help/discounts",
      title: "Student, Military and Group Discounts",
      description: "Discounts for students, the military and outdoor groups.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-09-09",
      main: `<p>Students get 10% off with a verified student ID. Active-duty military members and veterans get 15% off
with verified ID. Scout troops and outdoor clubs get 10% off orders of 10 or more items.</p>
<p>Discounts can't be combined with each other or applied to gift cards.</p>`,
      related: [{ label: "Price matching", href: "/help/price-matching" }],
    },
    {
      path: "/help/sizing-guide",
      title: "Sizing Guide",
      description: "Find your size in Northwind clothing, footwear and packs.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-06-15",
      main: `<h2>Men's jackets (chest)</h2>
<table><thead><tr><th>Size</th><th>Chest</th></tr></thead><tbody>
<tr><td>Small</td><td>35 to 37 in</td></tr><tr><td>Medium</td><td>38 to 40 in</td></tr>
<tr><td>Large</td><td>41 to 43 in</td></tr><tr><td>XL</td><td>44 to 46 in</td></tr>
</tbody></table>
<h2>Women's jackets (chest)</h2>
<table><thead><tr><th>Size</th><th>Chest</th></tr></thead><tbody>
<tr><td>Small</td><td>33 to 34 in</td></tr><tr><td>Medium</td><td>35 to 36 in</td></tr>
<tr><td>Large</td><td>37 to 39 in</td></tr>
</tbody></table>
<h2>Footwear</h2>
<p>Switchback Hiking Boots run half a size small, so we recommend ordering half a size up. Talus Trail Runners fit
true to size.</p>
<h2>Backpacks</h2>
<p>Packs are sized by torso length, measured from the bony bump at the base of your neck to the top of your hip bones.</p>`,
      related: [
        { label: "Exchanges", href: "/help/exchanges" },
        { label: "Switchback Hiking Boot", href: "shop:/products/switchback-hiking-boot" },
      ],
    },
    {
      path: "/help/privacy-policy",
      title: "Privacy Policy",
      description: "What personal information we collect and how we use it.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-03-03",
      main: `<p>We collect the information you give us when you order or create an account, and information about how
you use our sites.</p>
<p>We do not sell your personal information, and we do not share it with advertisers.</p>
<h2 id="cookies">Cookies</h2>
<p>Essential cookies keep your cart and sign-in working. With your consent we also use analytics cookies. You can
change your choice with the cookie banner at any time.</p>
<h2>Retention</h2>
<p>We keep order records for 7 years for tax purposes, and delete marketing data when you unsubscribe.</p>
<h2>Your rights</h2>
<p>To access, correct or delete your data, email privacy@northwindoutfitters.example.</p>`,
      related: [{ label: "Terms of use", href: "/help/terms" }],
    },
    {
      path: "/help/terms",
      title: "Terms of Use",
      description: "The terms that apply when you use our sites and buy from us.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-03-03",
      main: `<p>By using our sites you agree to these terms. You must be 18 or older to place an order.</p>
<h2>Pricing errors</h2><p>If an item is listed at an incorrect price, we may cancel the order and refund you in full.</p>
<h2>Governing law</h2><p>These terms are governed by the laws of the State of Oregon.</p>`,
      related: [{ label: "Privacy policy", href: "/help/privacy-policy" }],
    },
    {
      path: "/help/accessibility",
      title: "Accessibility",
      description: "Our commitment to an accessible shopping experience.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-05-01",
      main: `<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. If something on our sites
doesn't work for you, email accessibility@northwindoutfitters.example and we will help you complete your order.</p>`,
      related: [{ label: "Contact support", href: "/help/contact-support" }],
    },
  ];
}
