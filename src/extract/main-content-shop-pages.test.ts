// Shop pages: category pages whose content is a grid of priced items, product pages whose grids are other
// products. Small hand-made pages built on patterns that repeat across the WCXB benchmark's shops.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const PRODUCTS = [
  ["Short Throw Laser Projector 5100 lumens", "$4,899.00"],
  ["Ultra Short Throw Laser Projector Premiere", "$6,496.00"],
  ["Portable Triple Laser Smart Projector", "$2,497.97"],
  ["Professional Installation Laser Projector", "$5,719.00"],
  ["Compact Home Cinema Projector with Speakers", "$1,199.00"],
  ["Outdoor Movie Night Projector Bundle", "$899.95"],
] as const;

/** A card per product: an image link, a name link, a price, built alike (a shop's category grid). */
function productCards(products: ReadonlyArray<readonly [string, string]>): string {
  return products
    .map(
      ([name, price], index) => `<div class="product-item col">
  <a href="/p/${index}"><img src="/i/${index}.jpg" alt=""></a>
  <div class="product-name"><a href="/p/${index}">${name}</a></div>
  <div class="product-price">Price: ${price}</div></div>`,
    )
    .join("\n");
}

const page = (
  head: string,
  body: string,
) => `<!doctype html><html><head><title>Projectors | Example Store</title>
${head}</head><body><header class="site-header"><a href="/">Example Store</a>
<nav><a href="/projectors">Projectors</a> <a href="/screens">Screens</a> <a href="/mounts">Mounts</a></nav></header>
${body}
<footer class="site-footer"><a href="/terms">Terms and conditions of this store</a> <a href="/privacy">Privacy</a></footer>
</body></html>`;

describe("category pages whose content is a grid of priced items", () => {
  it("keeps the product grid of a category page whose only prose is the store's contact block", () => {
    const html = page(
      "",
      `<div class="content"><div class="product-list row">${productCards(PRODUCTS)}</div></div>
<div class="contact-us"><p>Questions? Get in touch: call us any weekday, our team answers within the hour.</p>
<p>200 Main Avenue, Suite 200, Springfield, New Jersey.</p></div>`,
    );
    const text = extract(html);
    for (const [name, price] of PRODUCTS) {
      expect(text).toContain(name);
      expect(text).toContain(price);
    }
  });

  it("keeps a buying guide's text alone when its prose outweighs the few priced items beside it", () => {
    const guide = Array.from(
      { length: 8 },
      (_, index) =>
        `<p>Step ${index + 1} of choosing a projector: measure the throw distance of the room, compare the lumens you need for a bright room with what a dark room needs, and check the inputs your devices use before you buy anything.</p>`,
    ).join("\n");
    const html = page(
      "",
      `<main><article><h1>How to choose a projector</h1>${guide}</article></main>
<div class="shop-grid">${productCards(PRODUCTS.slice(0, 3))}</div>`,
    );
    const text = extract(html);
    expect(text).toContain("Step 8 of choosing a projector");
    expect(text).not.toContain(PRODUCTS[0][0]);
  });

  it("does not add other products' grid to a page that declares a product for sale", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Desk Lamp","offers":{"@type":"Offer","price":"49.00","priceCurrency":"USD"}}</script>`;
    // A rail of other products below the product, more words than the product's own text.
    const others = PRODUCTS.map(
      ([name, price], index) =>
        `<div class="tile"><a href="/p/${index}">${name}</a> <span>${price.split(".")[0]}</span></div>`,
    ).join("");
    const html = page(
      jsonLd,
      `<main><h1>Desk Lamp</h1><p>A small lamp with a warm light for reading at night, dimmable in three steps.</p>
<p>Its arm folds flat for travel.</p><p>$49.00</p></main><div class="rail">${others}</div>`,
    );
    const text = extract(html);
    expect(text).toContain("A small lamp with a warm light");
    expect(text).not.toContain(PRODUCTS[5][0]);
  });
});

describe("listings whose items carry furniture-like class names", () => {
  it("keeps the teasers that make up a topic page's #maincontent when the page has no <main>", () => {
    const stories = [
      "Holiday travel hits a new record with millions of drivers on the road",
      "A rental company fuelled a crime spree across several states, police say",
      "Flying is likely the cheapest option for spring trips, an expert says",
      "Airport lines are expected to be longest on the Wednesday before the holiday",
    ];
    const teasers = stories
      .map(
        (
          headline,
          index,
        ) => `<li class="teaserItem"><div class="teaser"><a href="/story/${index}">${headline}</a>
<p>${headline.split(" ").slice(0, 6).join(" ")}, and what that means for you this season.</p></div></li>`,
      )
      .join("\n");
    const html = `<!doctype html><html><head><title>Car rental | News 3</title></head><body>
<header class="site-header"><a href="/">News 3</a><nav><a href="/news">News</a> <a href="/weather">Weather</a></nav></header>
<div id="maincontent"><h1>Car rental</h1><ul class="sectionTeaserList">${teasers}</ul></div>
<footer class="site-footer"><a href="/terms">Terms of use for this site</a></footer></body></html>`;
    const text = extract(html);
    for (const headline of stories) expect(text).toContain(headline);
  });
});

describe("lists of entries: a title line and a summary each", () => {
  it("keeps the title links of a blog index whose entries alternate a title line and a summary", () => {
    const entries = [
      [
        "Allocating on the stack",
        "A description of recent changes that allocate on the stack instead of the heap.",
      ],
      [
        "Modernizing code with fix",
        "The new release includes a tool that can help you use more modern features.",
      ],
      [
        "The release is out",
        "It adds a new garbage collector, lower call overhead and experimental packages.",
      ],
      [
        "Results from the developer survey",
        "What developers told us about their tools, their work and what they need.",
      ],
    ];
    const index = entries
      .map(
        ([title, summary], position) =>
          `<p class="blogtitle"><a href="/blog/${position}">${title}</a>, <span class="date">${position + 1} March 2026</span></p>
<p class="blogsummary">${summary}</p>`,
      )
      .join("\n");
    const html = `<!doctype html><html><head><title>The Blog</title></head><body>
<div class="topbar"><a href="/">Home</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a></div>
<div id="content"><h1>The Blog</h1><div id="blogindex">${index}</div></div>
<div class="site-footer"><a href="/terms">Terms of service</a></div></body></html>`;
    const text = extract(html);
    for (const [title, summary] of entries) {
      expect(text).toContain(title);
      expect(text).toContain(summary);
    }
  });
});

describe("product pages whose rails of other products only their headings name", () => {
  it("leaves out a 'People who viewed this item also viewed' rail built of hashed class names", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Gold chain 520","offers":{"@type":"Offer","price":"163.12","priceCurrency":"EUR"}}</script>`;
    const others = [94, 100, 104, 110, 120, 130]
      .map((links) => `Chain ${links} links, gold, free delivery`)
      .map(
        (name, index) =>
          `<div class="q7Zx"><a href="/itm/${index}">${name}</a><span>$15${index}.43</span></div>`,
      )
      .join("");
    const departments = [
      "Motors",
      "Fashion",
      "Electronics",
      "Collectibles",
      "Home and garden",
      "Sporting goods",
    ];
    const menu = departments.map((name) => `<a href="/b/${name}">${name} deals of the week</a>`).join(" ");
    const html = `<!doctype html><html><head><title>Gold chain 520 | Shop</title>${jsonLd}</head><body>
<header class="site-header"><nav>${menu}</nav></header>
<main><div class="a1Bc"><div class="k9Lm"><h2 class="tr7D">People who viewed this item also viewed</h2>${others}</div></div>
<div class="m2Np"><h1>Gold chain 520 with 104 links</h1><p>EUR 163.12</p><p>Condition: not specified</p>
<p>A gold motorcycle chain with 104 links and a clip link, for road bikes up to 750 cc.</p></div></main>
<footer class="site-footer"><a href="/terms">Terms of use for this shop</a></footer></body></html>`;
    const text = extract(html);
    expect(text).toContain("A gold motorcycle chain with 104 links");
    expect(text).not.toContain("also viewed");
    expect(text).not.toContain("Chain 94 links");
  });

  it.each(["Featured Products", "Recently viewed", "More to explore", "You may also enjoy"])(
    "leaves out a rail headed '%s' below the product",
    (heading) => {
      const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Precision driver kit","offers":{"@type":"Offer","price":"19.95","priceCurrency":"USD"}}</script>`;
      const others = ["Pro tech toolkit for phones", "Anti-clamp opening tool", "Magnetic project mat"]
        .map(
          (name, index) =>
            `<div class="c${index}x"><a href="/p/${index}"><img src="/i/${index}.jpg" alt=""></a><p>${name} with a case and a lifetime warranty</p><span>$2${index}.95</span></div>`,
        )
        .join("");
      const html = `<!doctype html><html><head><title>Precision driver kit | Shop</title>${jsonLd}</head><body>
<main><div class="a1"><h1>Precision driver kit</h1><p>$19.95</p>
<p>Sixteen precision bits in a sliding case, for phones, laptops, game consoles and small electronics at home.</p>
<p>The aluminium handle has a swivel cap and a knurled grip, and the case closes with a magnet so no bit falls out.</p>
<ul><li>Bits: 16, in 4 mm hex</li><li>Handle: anodized aluminium</li><li>Case: ABS with a foam insert</li></ul></div>
<div class="b2"><div class="b3"><h2>${heading}</h2></div><div class="b4">${others}</div></div></main>
</body></html>`;
      const text = extract(html);
      expect(text).toContain("Sixteen precision bits");
      expect(text).not.toContain("Anti-clamp opening tool");
    },
  );
});

describe("the product's name on a product page", () => {
  it("keeps the product name heading that an article's headline rule would leave out", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Trekking Backpack 40L","offers":{"@type":"Offer","price":"89.00","priceCurrency":"USD"}}</script>`;
    const html = `<!doctype html><html><head><title>Trekking Backpack 40L | Hike Summit</title>${jsonLd}</head><body>
<header class="site-header"><a href="/">Hike Summit</a></header>
<main><h1>Trekking Backpack 40L</h1>
<p>Engineered for versatile explorers, this 40 litre backpack is light enough for long treks and tough enough for rain.</p>
<ul><li>Capacity: 40 litres for your gear</li><li>Size: 55 x 30 x 20 cm</li><li>Weight: 900 g</li></ul></main>
</body></html>`;
    const text = extract(html);
    expect(text).toContain("Trekking Backpack 40L");
    expect(text).toContain("Engineered for versatile explorers");
  });
});

describe("a product's JSON-LD description when the visible text lacks it", () => {
  it("adds the description a script fills in, beside the visible specifications", () => {
    const description =
      "Our Quarter socks are engineered for comfort and designed to stand out, higher than an ankle sock and lower than a calf sock.";
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Quarter Socks","description":"${description}","offers":{"@type":"Offer","price":"14.00","priceCurrency":"USD"}}</script>`;
    const specs = [
      "Fabric: 78% cotton, 20% polyester, 2% spandex",
      "Cushioning: midweight through the sole",
      "Arch support: honeycomb knit that holds the foot",
      "Care: machine wash cold, tumble dry low",
      "Sizes: small, medium, large and extra large",
      "Made in a factory that pays a living wage",
    ]
      .map((line) => `<li>${line}</li>`)
      .join("");
    const html = `<!doctype html><html><head><title>Quarter Socks | Shop</title>${jsonLd}</head><body>
<main><h1>Quarter Socks</h1><div id="description-root"></div><h2>Specifications</h2><ul>${specs}</ul></main></body></html>`;
    const text = extract(html);
    expect(text).toContain("Cushioning: midweight through the sole");
    expect(text).toContain(description);
  });
});
