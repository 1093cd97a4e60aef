// Help center articles about shipping, customs, tracking, order changes and payment.
import type { DemoLink, DemoPage } from "./types.js";

const shopHome: DemoLink = { label: "Northwind Outfitters", href: "shop:/" };
const helpHome: DemoLink = { label: "Help Center", href: "/help/" };
const shipping: DemoLink = { label: "Shipping", href: "/help/shipping" };
const international: DemoLink = { label: "International Shipping", href: "/help/international-shipping" };

export function shippingPages(): DemoPage[] {
  return [
    {
      path: "/help/shipping",
      title: "Shipping Rates and Delivery Times",
      description: "Domestic shipping options, costs and delivery times for Northwind orders.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-02-10",
      main: `<p>We ship from our warehouse in Reno, Nevada. Orders placed before 1 p.m. Pacific Time on a business day
leave the warehouse the same day.</p>
<h2 id="rates">Rates within the United States</h2>
<p>We offer free standard shipping on orders over $75 within the contiguous United States. Below that, standard
shipping costs $5.95.</p>
<table><thead><tr><th>Method</th><th>Delivery time</th><th>Cost</th></tr></thead><tbody>
<tr><td>Standard</td><td>3 to 5 business days</td><td>$5.95, free on orders over $75</td></tr>
<tr><td>Expedited</td><td>2 business days</td><td>$14.95</td></tr>
<tr><td>Overnight</td><td>Next business day</td><td>$29.95</td></tr>
</tbody></table>
<h2>Alaska, Hawaii and US territories</h2>
<p>Standard shipping to Alaska, Hawaii and Puerto Rico costs $12.95 and takes 5 to 9 business days. Expedited and
overnight shipping are not available to these destinations.</p>
<h2>Oversized items</h2>
<p>An oversized item fee of $10 applies to the Basecamp 6 Tent, even when your order qualifies for free shipping.</p>
<h2>PO boxes and APO/FPO addresses</h2>
<p>We ship to PO boxes and military APO/FPO addresses with standard shipping only.</p>
<h2>Shipping outside the US</h2>
<p>We ship to 32 countries. Rates, times and duties are different: see <a href="/help/international-shipping">international shipping</a>.</p>`,
      related: [
        { label: "International shipping", href: "/help/international-shipping" },
        { label: "Track your order", href: "/help/order-tracking" },
        { label: "Change or cancel an order", href: "/help/order-changes" },
      ],
    },
    {
      path: "/help/international-shipping",
      title: "International Shipping",
      description: "Countries we ship to, international rates and delivery times.",
      breadcrumbs: [shopHome, helpHome, shipping],
      updated: "2025-01-22",
      main: `<p>We ship to 32 countries with DHL Express. Prices on our site are in US dollars; your card issuer converts
the total to your currency.</p>
<h2>Countries we ship to</h2>
<p>Canada, Mexico, the United Kingdom, Ireland, France, Germany, Spain, Italy, Portugal, the Netherlands, Belgium,
Luxembourg, Austria, Switzerland, Denmark, Sweden, Norway, Finland, Iceland, Poland, the Czech Republic, Estonia,
Japan, South Korea, Singapore, Taiwan, Hong Kong, Australia, New Zealand, Chile, Israel and the United Arab Emirates.</p>
<h2>Rates</h2>
<table><thead><tr><th>Destination</th><th>Flat rate</th></tr></thead><tbody>
<tr><td>Canada</td><td>$19.95, free on orders over $150</td></tr>
<tr><td>Mexico, United Kingdom and Europe</td><td>$29.95</td></tr>
<tr><td>Asia-Pacific, Chile, Israel and the UAE</td><td>$39.95</td></tr>
</tbody></table>
<h2>Delivery times</h2>
<p>International orders arrive in 7 to 14 business days after they ship. Orders to Canada usually arrive in 4 to 8
business days.</p>
<h2>Items we cannot ship abroad</h2>
<p>Fuel canisters and bear spray cannot be shipped outside the United States.</p>
<h2>Duties and taxes</h2>
<p>Whether duties and import taxes are included depends on the destination. See
<a href="customs-and-duties">customs and duties</a> before you order.</p>
<p>Returning an international order? See <a href="/help/international-returns">international returns</a>.</p>`,
      related: [
        { label: "Customs and duties", href: "/help/customs-and-duties" },
        { label: "International returns", href: "/help/international-returns" },
        { label: "Shipping in the US", href: "/help/shipping" },
      ],
    },
    {
      path: "/help/customs-and-duties",
      title: "Customs and Duties",
      description: "Who pays duties and import taxes on international Northwind orders.",
      breadcrumbs: [shopHome, helpHome, shipping, international],
      updated: "2025-01-22",
      main: `<h2>Canada, the United Kingdom and Australia</h2>
<p>For orders to Canada, the United Kingdom and Australia, duties and taxes are calculated and collected at
checkout (Delivered Duty Paid). There is nothing more to pay when the parcel arrives.</p>
<h2>All other countries</h2>
<p>For every other country, import duties and taxes are not included in your order total. They are charged by
customs or by DHL and paid by the recipient on delivery (Delivered Duty Unpaid). DHL adds a brokerage fee of $11
per parcel for handling the customs clearance.</p>
<h2>Refused parcels</h2>
<p>If a parcel is refused because duties were not paid, it is returned to us and we refund the order minus the
original shipping cost and a $35 return processing fee.</p>
<h2>Customs forms</h2>
<p>We complete the commercial invoice for you. The value declared is always the price you paid.</p>`,
      related: [
        { label: "International shipping", href: "/help/international-shipping" },
        { label: "International returns", href: "/help/international-returns" },
      ],
    },
    {
      path: "/help/order-tracking",
      title: "Tracking Your Order",
      description: "How to follow your Northwind order from our warehouse to your door.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-11-05",
      main: `<p>When your order ships we send a shipping confirmation email with a tracking number. You will receive it
within 24 hours of your order shipping.</p>
<h2>Where to track</h2>
<p>Use the link in the email, or open your order in your account. Domestic orders ship with UPS; international
orders ship with DHL Express.</p>
<h2>My tracking hasn't updated</h2>
<p>Carriers sometimes scan a parcel only at the end of a leg. If the tracking hasn't changed for 5 business days,
contact us and we will open a trace with the carrier. If a parcel is confirmed lost, we reship it or refund it,
your choice, after 7 business days.</p>
<h2>Split shipments</h2>
<p>Large orders can ship in more than one box, each with its own tracking number.</p>`,
      related: [
        { label: "Shipping rates and times", href: "/help/shipping" },
        { label: "Change or cancel an order", href: "/help/order-changes" },
      ],
    },
    {
      path: "/help/order-changes",
      title: "Changing or Cancelling an Order",
      description: "How to change or cancel an order after you place it.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-09-18",
      main: `<p>You can cancel or change an order within 1 hour of placing it. Open the order in your account and choose
Cancel order or Edit order.</p>
<p>After 1 hour, your order is already being picked and packed, so we cannot change it. You can still return it once
it arrives: see our <a href="/help/returns">returns policy</a>.</p>
<h2>Changing the shipping address</h2>
<p>Contact support as soon as possible. Once a parcel has shipped, UPS may be able to redirect it for a fee.</p>`,
      related: [
        { label: "Track your order", href: "/help/order-tracking" },
        { label: "Returns policy", href: "/help/returns" },
      ],
    },
    {
      path: "/help/payment-methods",
      title: "Payment Methods",
      description: "The ways you can pay for a Northwind order.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-12-01",
      main: `<p>We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Northwind gift
cards.</p>
<h2>Pay over time</h2>
<p>With Klarna you can split purchases of $50 or more into 4 interest-free payments, one every two weeks. Klarna
checks eligibility at checkout.</p>
<h2>When you are charged</h2>
<p>We authorize your card when you order and charge it when your order ships.</p>
<h2>What we don't accept</h2>
<p>We don't accept cash on delivery, checks by mail or cryptocurrency.</p>`,
      related: [
        { label: "Gift cards", href: "/help/gift-cards" },
        { label: "Price matching", href: "/help/price-matching" },
      ],
    },
  ];
}
