// The shop's catalogue pages: the all-gear index, one page per category and one per product.
import { escapeHtml } from "./page-layout.js";
import { CATEGORIES, formatPrice, PRODUCTS, type Product } from "./product-catalog.js";
import type { DemoPage } from "./types.js";

const home = { label: "Home", href: "/" };
const allGear = { label: "All Gear", href: "/shop/" };

function productCard(product: Product): string {
  return `<li class="product-card"><a href="/products/${product.slug}">${escapeHtml(product.name)}</a>
  <span class="price">${formatPrice(product.price)}</span> <span class="summary">${escapeHtml(product.summary)}</span></li>`;
}

function categoryName(slug: string): string {
  return CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}

function reviewsSection(product: Product): string {
  const average = product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.reviews.length;
  const reviews = product.reviews
    .map(
      (review) => `<div class="review">
  <h3>${escapeHtml(review.title)}</h3>
  <p class="review-meta">Rated ${review.rating} out of 5 by ${escapeHtml(review.author)} on <time datetime="${review.date}">${review.date}</time></p>
  <p>${escapeHtml(review.text)}</p>
</div>`,
    )
    .join("\n");
  return `<section class="reviews">
<h2>Customer reviews</h2>
<p>Average rating ${average.toFixed(1)} out of 5 (${product.reviews.length} reviews). Reviews are written by customers and are not edited by Northwind.</p>
${reviews}
</section>`;
}

function productPage(product: Product): DemoPage {
  const category = categoryName(product.category);
  const specs = product.specs
    .map(([name, value]) => `<tr><th scope="row">${name}</th><td>${value}</td></tr>`)
    .join("");
  const siblings = PRODUCTS.filter(
    (other) => other.category === product.category && other.slug !== product.slug,
  );
  const main = `<div class="product-summary">
<p class="price">${formatPrice(product.price)}</p>
<p class="availability">In stock. Ships in 1 to 2 business days.</p>
<p class="sku">SKU ${product.sku}</p>
${product.notice ?? ""}
<p>${escapeHtml(product.summary)}</p>
<form action="/cart/" method="get"><input type="hidden" name="add" value="${product.sku}"><button type="submit">Add to cart</button></form>
</div>
<section><h2>Description</h2>
${product.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</section>
<section><h2>Features</h2><ul>${product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("")}</ul></section>
<section><h2>Specifications</h2><table class="specs"><tbody>${specs}</tbody></table></section>
<section><h2>Warranty</h2>
<p>The ${escapeHtml(product.name)} is covered by a ${product.warranty} warranty against defects in materials and workmanship.
Read how our <a href="help:/help/warranty">warranty</a> works.</p>
</section>
<section><h2>Shipping and returns</h2>
<p>See our <a href="help:/help/shipping">shipping rates</a> and <a href="help:/help/returns">returns policy</a>.</p>
</section>
${reviewsSection(product)}`;
  return {
    path: `/products/${product.slug}`,
    title: product.name,
    description: product.summary,
    breadcrumbs: [home, { label: category, href: `/shop/${product.category}` }],
    main,
    related: siblings.map((other) => ({ label: other.name, href: `/products/${other.slug}` })),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      description: product.summary,
      brand: { "@type": "Brand", name: "Northwind Outfitters" },
      offers: {
        "@type": "Offer",
        price: product.price.toFixed(2),
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `shop:/products/${product.slug}`,
      },
    },
  };
}

function categoryPage(slug: string): DemoPage {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  const products = PRODUCTS.filter((product) => product.category === slug);
  return {
    path: `/shop/${slug}`,
    title: category.name,
    description: category.intro,
    breadcrumbs: [home, allGear],
    main: `<p>${escapeHtml(category.intro)}</p>
<p>${products.length} products. Sort by: <a href="?sort=featured">Featured</a> &middot; <a href="?sort=price">Price</a></p>
<ul class="product-grid">${products.map(productCard).join("\n")}</ul>`,
    related: CATEGORIES.filter((other) => other.slug !== slug).map((other) => ({
      label: other.name,
      href: `/shop/${other.slug}`,
    })),
  };
}

function allGearPage(): DemoPage {
  const sections = CATEGORIES.map(
    (category) => `<section><h2><a href="/shop/${category.slug}">${category.name}</a></h2>
<ul class="product-grid">${PRODUCTS.filter((product) => product.category === category.slug)
      .map(productCard)
      .join("\n")}</ul></section>`,
  ).join("\n");
  return {
    path: "/shop/",
    title: "All Gear",
    description: "Every product Northwind Outfitters makes, by category.",
    breadcrumbs: [home],
    main: `<p>Everything we make, designed and tested in the Pacific Northwest.</p>\n${sections}`,
    related: [{ label: "Gift Cards", href: "/gift-cards" }],
  };
}

/** The all-gear index, every category page and every product page. */
export function catalogPages(): DemoPage[] {
  return [
    allGearPage(),
    ...CATEGORIES.map((category) => categoryPage(category.slug)),
    ...PRODUCTS.map(productPage),
  ];
}
