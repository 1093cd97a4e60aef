// Help center articles about returns, exchanges, warranty, repairs, product care and safety notices.
import { PRODUCTS } from "./product-catalog.js";
import type { DemoLink, DemoPage } from "./types.js";

const shopHome: DemoLink = { label: "Northwind Outfitters", href: "shop:/" };
const helpHome: DemoLink = { label: "Help Center", href: "/help/" };
const returns: DemoLink = { label: "Returns", href: "/help/returns" };
const warranty: DemoLink = { label: "Warranty", href: "/help/warranty" };

function warrantyTable(): string {
  const rows = PRODUCTS.map(
    (product) =>
      `<tr><td><a href="shop:/products/${product.slug}">${product.name}</a></td><td>${product.warranty}</td></tr>`,
  ).join("\n");
  return `<table><thead><tr><th>Product</th><th>Warranty</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

export function returnsPages(): DemoPage[] {
  return [
    {
      path: "/help/returns",
      title: "Returns Policy",
      description: "How to return a Northwind order within the United States.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-03-01",
      main: `<p>You can return most items within 30 days of delivery for a full refund to your original payment method.
Trailhead Rewards members get 60 days.</p>
<h2>Conditions</h2>
<ul>
<li>Items must be unused, with original tags and packaging.</li>
<li>Footwear must be unworn outdoors; trying shoes on indoors is fine.</li>
<li>Tents must be clean and dry, with all poles, stakes and guylines.</li>
<li>Gift cards, opened fuel canisters and items marked Final Sale cannot be returned.</li>
</ul>
<h2>How to return</h2>
<p>Start your return from your order in your account. Returns within the United States are free: print the prepaid
return label and drop the box at any UPS location, or bring the items to any <a href="shop:/stores">Northwind store</a>.</p>
<h2>Refunds</h2>
<p>We issue your refund within 5 business days of the return reaching our warehouse in Reno, Nevada.</p>
<h2>Exchanges and international orders</h2>
<p>Want a different size or color? See <a href="/help/exchanges">exchanges</a>. Orders shipped outside the United
States follow a different policy: see <a href="/help/international-returns">international returns</a>.</p>`,
      related: [
        { label: "Exchanges", href: "/help/exchanges" },
        { label: "International returns", href: "/help/international-returns" },
        { label: "Warranty", href: "/help/warranty" },
      ],
    },
    {
      path: "/help/international-returns",
      title: "International Returns",
      description: "How to return an order shipped outside the United States.",
      breadcrumbs: [shopHome, helpHome, returns],
      updated: "2025-03-01",
      main: `<p>International returns must be started within 45 days of delivery. Items must meet the same conditions as
domestic returns (unused, with tags and packaging).</p>
<h2>Return shipping</h2>
<p>For international returns, the customer pays return shipping. We can't provide prepaid return labels outside the
United States. We recommend a tracked service, because we can't refund parcels that never reach us.</p>
<h2>How to return</h2>
<ol>
<li>Start the return from your order to get a return authorization (RMA) number.</li>
<li>Ship the parcel within 14 days of receiving the RMA number.</li>
<li>Mark the parcel and the customs form "Returned goods" with the RMA number so that you are not charged duties again.</li>
</ol>
<h2>Duties and taxes on returns</h2>
<p>For Canada, the United Kingdom and Australia, the duties and taxes you paid at checkout are refunded with your
order. For other countries, duties paid on delivery can't be refunded by us; you may be able to reclaim them from
your local customs authority. See <a href="/help/customs-and-duties">customs and duties</a>.</p>
<h2>Refunds</h2>
<p>Refunds are issued in US dollars to the original payment method. Exchanges are not available on international orders.</p>`,
      related: [
        { label: "Returns policy", href: "/help/returns" },
        { label: "International shipping", href: "/help/international-shipping" },
      ],
    },
    {
      path: "/help/exchanges",
      title: "Exchanges",
      description: "How to exchange an item for another size or color.",
      breadcrumbs: [shopHome, helpHome, returns],
      updated: "2024-10-10",
      main: `<p>To get a different size or color online, return the original item and place a new order, so the new item
ships right away. In our stores, exchanges are made on the spot.</p>
<p>Exchanges are available for orders shipped within the United States only.</p>`,
      related: [{ label: "Returns policy", href: "/help/returns" }],
    },
    {
      path: "/help/warranty",
      title: "Warranty",
      description: "What the Northwind warranty covers, how long it lasts and what it excludes.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2025-02-14",
      main: `<p>Every Northwind product is covered against defects in materials and workmanship. The length of the
warranty depends on the product and starts on the date of purchase. It covers the original owner, with proof of purchase.</p>
<h2>Warranty by product</h2>
${warrantyTable()}
<h2>What the warranty does not cover</h2>
<ul>
<li>Normal wear and tear, such as worn outsoles, faded fabric or abrasion.</li>
<li>Damage from accidents, animals, fire or misuse.</li>
<li>Damage from improper care or storage, such as mildew from packing a tent wet.</li>
<li>Products that have been altered, or used for rental or commercial purposes.</li>
</ul>
<p>Damage that isn't covered can often be fixed by our <a href="/help/repairs">repair service</a>.</p>
<h2>Making a claim</h2>
<p>See <a href="/help/warranty-claims">how to make a warranty claim</a>.</p>`,
      related: [
        { label: "Warranty claims", href: "/help/warranty-claims" },
        { label: "Repairs", href: "/help/repairs" },
        { label: "Product care", href: "/help/product-care" },
      ],
    },
    {
      path: "/help/warranty-claims",
      title: "How to Make a Warranty Claim",
      description: "Step by step: filing a warranty claim with Northwind.",
      breadcrumbs: [shopHome, helpHome, warranty],
      updated: "2025-02-14",
      main: `<ol>
<li>Email warranty@northwindoutfitters.example with your order number and photos of the defect, or start a claim from
the order in your account.</li>
<li>We review every claim within 10 business days and reply by email.</li>
<li>If we approve it, we send you a prepaid label. Northwind pays shipping both ways on approved claims.</li>
<li>We repair the product, or replace it if a repair isn't possible. If the product is discontinued, we issue store credit
for its current value.</li>
</ol>
<h2>No receipt?</h2>
<p>Without proof of purchase, we use the manufacturing date code sewn onto the product label to decide whether the
product is still under warranty.</p>`,
      related: [
        { label: "Warranty", href: "/help/warranty" },
        { label: "Repairs", href: "/help/repairs" },
      ],
    },
    {
      path: "/help/repairs",
      title: "Repairs",
      description: "Paid repairs for gear that is out of warranty or damaged.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-12-12",
      main: `<p>Our repair center in Reno, Nevada fixes gear that is out of warranty or damaged in use. Drop items at any
store or mail them to Northwind Repair Center, 88 Foundry Lane, Reno, NV 89502.</p>
<h2>Prices</h2>
<table><thead><tr><th>Repair</th><th>Price</th></tr></thead><tbody>
<tr><td>Tent pole segment replacement</td><td>$25</td></tr>
<tr><td>Zipper slider replacement</td><td>$18</td></tr>
<tr><td>Tent fly seam resealing</td><td>$40</td></tr>
<tr><td>Down jacket patch</td><td>$15 per patch</td></tr>
<tr><td>Boot resoling</td><td>$85</td></tr>
</tbody></table>
<p>Repairs take 3 to 4 weeks, plus shipping. Defects covered by the <a href="/help/warranty">warranty</a> are
repaired free; see <a href="/help/warranty-claims">warranty claims</a>.</p>`,
      related: [
        { label: "Warranty", href: "/help/warranty" },
        { label: "Product care", href: "/help/product-care" },
      ],
    },
    {
      path: "/help/product-care",
      title: "Product Care",
      description: "How to clean, dry and store tents, down and waterproof shells.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-08-20",
      main: `<h2>Tents</h2><p>Always dry your tent fully before storing it. Store it loose in a cool, dry place, not in
its stuff sack.</p>
<h2>Down</h2><p>Wash down bags and jackets with a down-specific soap on a gentle cycle and tumble dry on low with
clean tennis balls.</p>
<h2>Waterproof shells</h2><p>Wash rain jackets every season and refresh the water repellent finish with a low tumble dry.</p>`,
      related: [{ label: "Repairs", href: "/help/repairs" }],
    },
    {
      path: "/help/product-safety",
      title: "Product Safety Notices",
      description: "Recalls and safety notices for Northwind products.",
      breadcrumbs: [shopHome, helpHome],
      updated: "2024-12-02",
      main: `<h2>Voluntary recall: Firefly Canister Stove</h2>
<p>We are recalling Firefly Canister Stoves with serial numbers FF2309-0001 through FF2309-4800, sold between
September and November 2023. The valve on these units can leak fuel. Stop using the stove and contact us for a free
replacement; we will send a prepaid label for the old unit.</p>
<p>The serial number is stamped under the pot supports. Stoves with other serial numbers are not affected.</p>`,
      related: [{ label: "Firefly Canister Stove", href: "shop:/products/firefly-canister-stove" }],
    },
  ];
}
