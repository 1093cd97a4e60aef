import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

/** Furniture every page below carries, and words from it that must never reach the text. */
const FURNITURE_WORDS = [
  "Acme Kitchen",
  "Kettles menu",
  "We use cookies",
  "Breadcrumb home",
  "Popular right now",
  "Weekly deals by email",
  "Copyright Acme",
  "Careers at Acme",
];

/** A shop or help page: `main` wrapped in a header, nav, cookie banner, breadcrumbs, sidebar and footer. */
function sitePage(title: string, main: string): string {
  return `<!doctype html><html><head><title>${title} | Acme Kitchen</title></head><body>
<div class="cookie-notice"><p>We use cookies to remember your basket and to measure traffic on this site.</p>
  <button>Accept</button></div>
<header><a href="/">Acme Kitchen</a>
  <nav><ul><li><a href="/kettles">Kettles menu</a></li><li><a href="/toasters">Toasters</a></li>
  <li><a href="/help/">Help</a></li><li><a href="/help/delivery">Delivery</a></li></ul></nav></header>
<nav class="breadcrumbs"><a href="/">Breadcrumb home</a> › <a href="/help/">Help</a></nav>
<div class="layout">
  <aside class="sidebar"><h2>Popular right now</h2><ul><li><a href="/p/1">Steel kettle</a></li>
    <li><a href="/p/2">Glass kettle</a></li></ul></aside>
  <main>${main}</main>
</div>
<footer>
  <section class="newsletter"><h2>Weekly deals by email</h2><p>Sign up for our newsletter, with new arrivals and offers.</p></section>
  <div class="footer-links"><h3>Company</h3><ul><li><a href="/about">About us</a></li><li><a href="/jobs">Careers at Acme</a></li>
  <li><a href="/help/delivery">Delivery</a></li><li><a href="/help/returns">Returns</a></li></ul></div>
  <p>Copyright Acme Kitchen Ltd. All rights reserved.</p>
</footer></body></html>`;
}

function expectNoFurniture(text: string): void {
  for (const word of FURNITURE_WORDS) expect(text).not.toContain(word);
}

describe("extractMainText on hubs, tables of links and listings", () => {
  it("keeps a help center hub: its intro, topic headings and every topic link", () => {
    const groups: Array<[string, string[]]> = [
      ["Orders", ["Where is my parcel", "Changing an order", "Paying in instalments"]],
      ["Returns and refunds", ["Sending something back", "When will I get my refund"]],
      ["Product help", ["Descaling your kettle", "Toaster safety recall", "Spare parts"]],
    ];
    const sections = groups
      .map(
        ([heading, topics]) =>
          `<section><h2>${heading}</h2><ul>${topics
            .map((topic, index) => `<li><a href="/help/${heading.length}-${index}">${topic}</a></li>`)
            .join("")}</ul></section>`,
      )
      .join("\n");
    const text = extract(
      sitePage(
        "Help center",
        `<h1>Help center</h1><p>Answers to common questions. <a href="/contact">Contact us</a></p>${sections}`,
      ),
    );
    for (const [heading, topics] of groups) {
      expect(text).toContain(`${heading}\n\n${topics.join("\n")}`);
    }
    expect(text).toContain("Answers to common questions.");
    expectNoFurniture(text);
  });

  it("keeps a page built around a table whose rows are links, with its intro and headings", () => {
    const rows = [
      ["Classic 1.7 L Kettle", "2 years"],
      ["Travel Kettle", "1 year"],
      ["Four-Slice Toaster", "2 years"],
      ["Glass Kettle", "3 years"],
      ["Compact Toaster", "1 year"],
      ["Temperature Control Kettle", "3 years"],
    ];
    const table = `<table><thead><tr><th>Product</th><th>Guarantee</th></tr></thead><tbody>${rows
      .map(([name, length]) => `<tr><td><a href="/p/${name?.length}">${name}</a></td><td>${length}</td></tr>`)
      .join("")}</tbody></table>`;
    const text = extract(
      sitePage(
        "Guarantee",
        `<article><h1>Guarantee</h1>
        <p>Every Acme appliance is guaranteed against faults for the period below, from the day you bought it.</p>
        <h2>Guarantee by product</h2>${table}
        <h2>What the guarantee excludes</h2>
        <ul><li>Limescale damage, which regular descaling prevents.</li><li>Cracked glass after a fall.</li></ul>
        <h2>Claims</h2><p>See <a href="/help/claims">making a claim</a>.</p></article>`,
      ),
    );
    expect(text).toContain("Every Acme appliance is guaranteed against faults");
    expect(text).toContain(
      ["Product | Guarantee", ...rows.map(([name, length]) => `${name} | ${length}`)].join("\n"),
    );
    expect(text).toContain("What the guarantee excludes\n\nLimescale damage");
    expectNoFurniture(text);
  });

  it("keeps a product listing whose cards would otherwise read as teasers", () => {
    const products = ["Classic 1.7 L Kettle", "Travel Kettle", "Glass Kettle", "Temperature Control Kettle"];
    const cards = products
      .map(
        (name) => `<div class="product-card"><h3><a href="/p/${name.length}">${name}</a></h3>
        <p class="price">$49.00</p><p>Boils a full jug in under three minutes.</p></div>`,
      )
      .join("\n");
    const text = extract(sitePage("Kettles", `<h1>Kettles</h1><div class="product-grid">${cards}</div>`));
    for (const name of products) expect(text).toContain(name);
    expect(text).toContain("$49.00");
    expectNoFurniture(text);
  });

  it("keeps a grid of bare cards (a link and a price) and its section headings that are links", () => {
    const grid = (category: string, names: string[]) =>
      `<section><h2><a href="/${category.toLowerCase()}">${category}</a></h2><div class="grid">${names
        .map((name) => `<div class="tile"><a href="/p/${name.length}">${name}</a> <span>$30</span></div>`)
        .join("")}</div></section>`;
    const text = extract(
      sitePage(
        "All products",
        `<h1>All products</h1>${grid("Kettles", ["Steel Kettle", "Travel Kettle", "Glass Kettle"])}
        ${grid("Toasters", ["Two-Slice Toaster", "Four-Slice Toaster", "Long-Slot Toaster"])}`,
      ),
    );
    expect(text).toContain("Kettles\n\nSteel Kettle $30");
    expect(text).toContain("Toasters\n\nTwo-Slice Toaster $30");
    expect(text).toContain("Long-Slot Toaster $30");
    expectNoFurniture(text);
  });

  it("leaves out a row of links that comes before any heading of the landmark", () => {
    const text = extract(
      sitePage(
        "Help center",
        `<ul class="quick"><li><a href="/login">Sign in</a></li><li><a href="/register">Create account</a></li></ul>
        <h1>Help center</h1><section><h2>Orders</h2><ul><li><a href="/a">Where is my parcel</a></li>
        <li><a href="/b">Changing an order</a></li><li><a href="/c">Cancelling an order</a></li></ul></section>`,
      ),
    );
    expect(text).toContain("Where is my parcel");
    expect(text).not.toContain("Sign in");
  });

  it("still prefers an article's prose to the rest of a <main> it shares with unmarked link lists", () => {
    const paragraphs = Array.from(
      { length: 6 },
      (_, index) =>
        `Paragraph ${index + 1} of the story explains, at some length and with full sentences, how kettles are tested before they are sold to anyone.`,
    );
    const more = Array.from(
      { length: 80 },
      (_, index) => `<li><a href="/s/${index}">Other story ${index}</a></li>`,
    );
    const text = extract(
      sitePage(
        "Testing kettles",
        `<div class="story"><h1>Testing kettles</h1>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div>
        <div class="list"><ul>${more.join("")}</ul></div>`,
      ),
    );
    expect(text).toBe(paragraphs.join("\n\n"));
  });

  it("survives a hub nested far deeper than the call stack allows", () => {
    const depth = 10_000;
    const list = `<h2>Orders</h2><ul><li><a href="/a">Where is my parcel</a></li><li><a href="/b">Changing an order</a></li></ul>`;
    const html = `<html><body><main>${"<div>".repeat(depth)}${list}${"</div>".repeat(depth)}</main></body></html>`;
    expect(extract(html)).toBe("Orders\n\nWhere is my parcel\nChanging an order");
  });
});

describe("a help article made of lists under their lead-in headings", () => {
  /** A question heading, two lead-ins each with its list (long items, then short ones), then related articles. */
  const ARTICLE = `<article><h1>Which kettles can I return?</h1>
<h2>What can I send back?</h2>
<h3>We take back these items:</h3>
<ul>
  <li><strong>Unused kettles</strong> in their original box, within 30 days of delivery, with every part and the printed manual still inside.</li>
  <li><strong>Faulty kettles.</strong> A kettle that stops heating, leaks or trips the fuse within two years is replaced or refunded, as you prefer.</li>
  <li><strong>Gift orders.</strong> Whoever received the gift can return it for store credit without the buyer's receipt, using the order number.</li>
</ul>
<h3>We cannot take back:</h3>
<ul><li>Descaling tablets</li><li>Opened water filters</li><li>Engraved kettles</li><li>Clearance items</li></ul>
<h2>Related articles</h2>
<ul><li><a href="/help/refunds">When will I get my refund</a></li><li><a href="/help/parcel">Where is my parcel</a></li>
<li><a href="/help/faults">Reporting a faulty kettle</a></li></ul>
</article>`;

  it("keeps the whole article, not only its longest list", () => {
    const text = extract(sitePage("Which kettles can I return?", ARTICLE));
    for (const line of [
      "What can I send back?",
      "We take back these items:",
      "Unused kettles in their original box",
      "We cannot take back:",
      "Descaling tablets\nOpened water filters\nEngraved kettles\nClearance items",
    ]) {
      expect(text).toContain(line);
    }
    expect(text.indexOf("We take back these items:")).toBeLessThan(text.indexOf("Unused kettles"));
    expect(text.indexOf("Gift orders")).toBeLessThan(text.indexOf("We cannot take back:"));
    expectNoFurniture(text);
  });

  it("does not widen for a row of links alone: an article that is one list, a heading and links keeps its list", () => {
    const list = ARTICLE.slice(ARTICLE.indexOf("<ul>"), ARTICLE.indexOf("</ul>") + 5);
    const text = extract(
      sitePage(
        "Returns",
        `<article><h1>Returns</h1>${list}<h2>Popular topics</h2><ul><li><a href="/help/refunds">When will I get my refund</a></li>
        <li><a href="/help/parcel">Where is my parcel</a></li></ul></article>`,
      ),
    );
    expect(text).toContain("Unused kettles in their original box");
    expect(text).not.toContain("Popular topics");
  });

  it("does the same in the Markdown rendering", () => {
    const markdown = extractMainMarkdown(parseHtml(sitePage("Which kettles can I return?", ARTICLE)));
    expect(markdown).toContain("### We cannot take back:");
    expect(markdown).toContain("- Engraved kettles");
  });
});
