// Collection and listing pages (shop categories, lists of courses, news rivers): each test is a small hand-made
// page built on a pattern that repeats across many sites in the WCXB benchmark (see docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const page = (main: string) => `<!doctype html><html><head><title>Hiking boots | Outfitters</title></head>
<body><header class="site-header"><a href="/">Example Outfitters</a><nav><a href="/men">Men</a><a href="/women">Women</a></nav></header>
<main id="main">${main}</main>
<footer class="site-footer"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a></footer></body></html>`;

const INTRO = `<h1>Hiking boots</h1>
<p>Boots for day hikes and long trips: waterproof leather, light synthetic uppers and stiff soles for rough trails.</p>
<p>Not sure which pair fits your feet? Our fitters measure both feet and help you try several lasts before you buy.</p>`;

const BOOTS = ["Moab 3 Mid Waterproof", "Targhee IV Mid", "Renegade GTX Mid", "Quest 4 GTX", "Crestone Mid"];
const grid = BOOTS.map(
  (name, index) =>
    `<div class="product-card"><a href="/p/${index}"><h2>${name} Hiking Boots</h2></a><span class="price">$${150 + index * 10}.00</span></div>`,
).join("\n");

describe("main content of collection and listing pages", () => {
  it("leaves out screen-reader status lines (role=status, role=alert, aria-live) around a product grid", () => {
    const text = extract(
      page(`${INTRO}<div role="status">Loaded 338 results</div>
<div aria-live="polite"><p>Item added to your cart</p></div>
<div role="alert">Your session has expired. Please refresh the page and try again.</div>
<div class="product-grid">${grid}</div>`),
    );
    expect(text).toContain("Boots for day hikes and long trips");
    for (const name of BOOTS) expect(text).toContain(name);
    expect(text).not.toContain("Loaded 338 results");
    expect(text).not.toContain("added to your cart");
    expect(text).not.toContain("session has expired");
  });

  it("leaves out hover tooltips (role=tooltip) inside the cards", () => {
    const cards = BOOTS.map(
      (name, index) =>
        `<div class="product-card"><a href="/p/${index}"><h2>${name} Hiking Boots</h2></a><p>Rated ${index + 3} on our waterproof scale</p>
<span class="info" role="tooltip">The waterproof scale counts the hours a boot stays dry in our soaking tank</span></div>`,
    ).join("\n");
    const text = extract(page(`${INTRO}<div class="product-grid">${cards}</div>`));
    for (const name of BOOTS) expect(text).toContain(name);
    expect(text).toContain("Rated 3 on our waterproof scale");
    expect(text).not.toContain("soaking tank");
  });

  it("keeps a large live region: a list of results that updates in place", () => {
    const results = Array.from(
      { length: 10 },
      (_, index) =>
        `<li><a href="/trail/${index}"><h3>Trail number ${index + 1} along the river</h3></a><p>A loop of ${index + 3} miles through oak woods and along the river bank, with a steep climb to the ridge and views of the valley.</p></li>`,
    ).join("\n");
    const text = extract(page(`<h1>Trails near Houston</h1><ul aria-live="polite">${results}</ul>`));
    expect(text).toContain("Trail number 1 along the river");
    expect(text).toContain("A loop of 10 miles through oak woods");
  });

  it("keeps each list item's title block that a class name calls a header", () => {
    const jobs = [
      "Senior Ruby on Rails Developer",
      "Staff Product Engineer",
      "Design Verification Team Leader",
    ];
    const items = jobs
      .map(
        (title, index) => `<li class="listing"><a href="/jobs/${index}">
<div class="listing__header"><h3 class="listing__header-title">${title}</h3><span>${index + 2}d</span></div>
<div class="listing__details"><p>Full-time, remote anywhere in the world, with a salary band published up front.</p></div></a></li>`,
      )
      .join("\n");
    const text = extract(
      page(`<div class="board-header"><h2>Job board for remote work</h2></div><h1>Full-stack programming jobs</h1>
<p>Remote full-stack roles at companies that hire across time zones, updated every day by our editors.</p><ul>${items}</ul>`),
    );
    for (const title of jobs) expect(text).toContain(title);
    expect(text).toContain("remote anywhere in the world");
    // A header outside any list item is still the page's own.
    expect(text).not.toContain("Job board for remote work");
  });

  it("keeps a category page's title block that a class name calls a header (its h1 and intro)", () => {
    const html = `<!doctype html><html><head><title>GPS watches | Runners</title></head>
<body><div id="wholepage" role="main">
<div class="site-header"><a href="/">Runners</a><nav><a href="/shoes">Shoes</a><a href="/watches">Watches</a></nav>
<form action="/search"><input name="q"></form></div>
<div class="browse-header"><h1>GPS watches</h1>
<p>Want to know how far you ran? These watches use satellites to give you the distance, time and pace of every run, hills included.</p></div>
<div class="browse-content"><h2>Free shipping and returns</h2>
<p>Not sure about buying a new running watch? Orders over $99 ship free, and we take a watch back within 30 days if it does not suit you.</p>
<p>Our staff run with these watches themselves and can help you choose one at any of our stores, by phone or by chat.</p></div>
<div class="site-footer"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a></div></div></body></html>`;
    const text = extract(html);
    expect(text).toContain("These watches use satellites");
    expect(text).toContain("Orders over $99 ship free");
    // The site's header (navigation, search) stays out.
    expect(text).not.toContain("Runners");
    expect(text).not.toContain("Terms of use");
  });

  it("leaves out a site footer whose terms hold more prose than a product grid", () => {
    const products = [
      "Wireless charging pad with a braided cable",
      "Bluetooth tracker tag for keys and bags",
      "Pocket power bank with two USB ports",
      "USB-C travel hub with card reader",
      "Noise cancelling earbuds with case",
      "Smart plug with energy monitoring",
    ];
    const cards = products
      .map(
        (name, index) =>
          `<li class="product"><a href="/p/${index}"><h2>${name}</h2></a><span class="price">$${19 + index * 10}.99</span> <span>In stock, ships today</span></li>`,
      )
      .join("\n");
    const html = `<!doctype html><html><head><title>Electronics | Gadget shop</title></head>
<body><div class="site"><div class="top"><a href="/">Gadget shop</a> <a href="/new">New</a></div>
<div class="page"><h1>Electronics and gadgets</h1><ul class="products">${cards}</ul></div>
<footer><div class="disclaimer"><p>Rewards points are earned on every purchase and expire two years after the month in which they were earned, unless the account is closed earlier.</p>
<p>If items are returned, the points earned for those items are deducted from your balance, which can leave a negative balance until new purchases are made.</p></div>
<p>Copyright 2026 Gadget shop. All rights reserved.</p></footer></div></body></html>`;
    const text = extract(html);
    for (const name of products) expect(text).toContain(name);
    expect(text).not.toContain("Rewards points are earned");
    expect(text).not.toContain("All rights reserved");
  });

  it("keeps an archive's intro above its <main> and the entries' titles the <main> holds", () => {
    // A blog or recipe theme's category page: the description sits above the content column, whose <main>
    // holds only teasers (an image link and a headline link each): the intro wins on prose, the entries are lost.
    const recipes = [
      "Sticky Air Fryer Chicken Thighs",
      "Crispy Air Fryer Sweet Potato Fries",
      "Air Fryer Brussels Sprouts with Hot Honey",
      "Air Fryer Zucchini with Parmesan",
      "Easy Air Fryer Salmon",
      "Air Fryer Pork Tenderloin",
    ];
    const entries = recipes
      .map(
        (title, index) => `<article class="post-${index} post type-post entry"><header class="entry-header">
<a class="entry-image-link" href="/r/${index}" aria-hidden="true" tabindex="-1"><img src="/${index}.jpg" alt=""></a>
<h2 class="entry-title"><a class="entry-title-link" href="/r/${index}">${title}</a></h2></header></article>`,
      )
      .join("\n");
    const html = `<!doctype html><html><head><title>Air fryer recipes</title></head>
<body><header class="site-header"><a href="/">Fit Kitchen</a><nav><a href="/recipes">Recipes</a> <a href="/about">About</a></nav></header>
<div class="archive-description taxonomy-archive-description"><h1 class="archive-title">Healthy air fryer recipes</h1>
<p>Quick and healthy air fryer recipes, from breakfast to snacks to weeknight dinners, all crispy with little to no oil.</p>
<p>We love how the air fryer makes vegetables crisp in minutes: start with the zucchini or the sprouts if you are new to it.</p>
<p>For meal prep, make a batch of turkey bacon and hard boiled eggs on Sunday and keep them in the fridge for the week.</p></div>
<div class="site-inner"><div class="content-sidebar-wrap"><main class="content" id="genesis-content">${entries}</main>
<aside class="sidebar"><p>Sign up for the newsletter and get a free cookbook with our twenty-five favourite recipes.</p></aside></div></div>
<footer class="site-footer"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a></footer></body></html>`;
    const text = extract(html);
    expect(text).toContain("little to no oil");
    for (const title of recipes) expect(text).toContain(title);
    expect(text.indexOf("little to no oil")).toBeLessThan(text.indexOf(recipes[0] as string));
    expect(text).not.toContain("free cookbook");
    expect(text).not.toContain("Terms of use");
  });

  // Thirty-one priced boots with long names: more characters than the few paragraphs beside them, fewer words.
  const MORE_BOOTS = [
    "Ultralight",
    "Snowfield",
    "Backcountry",
    "Switchback",
    "Highlander",
    "Streamside",
    "Wilderness",
    "Moorland",
    "Glacierline",
    "Timberline",
    "Riverstone",
    "Stormproof",
    "Northfacing",
    "Ridgewalker",
    "Heathland",
    "Canyonlands",
    "Scrambler",
    "Pathfinder",
    "Fellrunner",
    "Woodlander",
    "Bogtrotter",
    "Saltmarsh",
    "Coastwalker",
    "Peakbagger",
    "Dalesman",
    "Lakelander",
    "Hillwalker",
    "Rockhopper",
    "Crestrunner",
    "Snowdonian",
    "Mistwalker",
  ].map((name) => `${name} Waterproof Mountaineering Boots`);
  const bigGrid = MORE_BOOTS.map(
    (name, index) =>
      `<div class="product-card"><a href="/p/${index}">${name}</a> <span class="price">$${150 + index}</span></div>`,
  ).join("\n");
  const MORE_PROSE = `<p>Gaiters keep snow and grit out of low boots; our staff wear them on every winter hike and on sandy desert trails.</p>
<p>Insoles change the fit more than most people expect, so bring yours along when you come in to try on new boots.</p>
<p>Resoling is worth it for leather boots: a cobbler can replace a worn sole twice before the uppers give out.</p>
<ul><li>Waterproof leather</li><li>Vibram soles</li><li>Wide fits</li><li>Vegan uppers</li><li>Free resoling</li><li>Sixty-day returns</li><li>Price match</li><li>Half sizes</li><li>Narrow fits</li><li>Insulated linings</li><li>Gore-Tex membranes</li><li>Recycled laces</li><li>Toe caps</li><li>Ankle support</li><li>Lifetime warranty on stitching</li><li>Gift wrapping</li><li>Boot bags</li><li>Spare laces</li><li>Waxing kits</li><li>Store pickup</li><li>Fitting appointments</li></ul>`;

  it("keeps a category page's grid beside an intro of a few paragraphs in the same <main>", () => {
    // The intro wins on prose (over 500 characters, a short page's bound) but the <main> is the content.
    const guide = `<div class="category-intro"><h1>Hiking boots</h1>
<p>Boots for day hikes and long trips: waterproof leather, light synthetic uppers and stiff soles for rough and rocky trails.</p>
<p>Not sure which pair fits your feet? Our fitters measure both feet and help you try several lasts before you buy a pair.</p>
<p>Break new boots in on short walks first, wear the socks you will hike in, and lace them firmly over the instep.</p>
<p>Leather needs wax once a season; synthetic uppers dry faster and only need a rinse after a muddy day on the trail.</p>
<p>Every pair can be returned within sixty days if it has only been worn indoors, so you can test the fit at home.</p>${MORE_PROSE}</div>`;
    const text = extract(page(`${guide}<div class="product-grid">${bigGrid}</div>`));
    expect(text).toContain("Break new boots in");
    for (const name of MORE_BOOTS) expect(text).toContain(name);
  });

  it("still keeps a short article alone beside the lists of its <main>", () => {
    const story = `<article><h1>Hiking boots we tested this spring</h1>
<p>We walked two hundred miles in five pairs of boots this spring, on rocky ridges, muddy forest paths and wet meadows.</p>
<p>The lightest pair dried fastest after river crossings; the leather pair held up best on scree and sharp granite.</p>
<p>None of the five needed a long break-in, but two pinched at the toe on steep descents, which matters on long days.</p>
<p>Our favourite was the mid-height synthetic boot: light, grippy and stable, with a sole that lasted the whole test.</p>
<p>We will keep wearing all five through the summer and report back on how the soles and seams hold up over time.</p>${MORE_PROSE}</article>`;
    const text = extract(page(`${story}<div class="product-grid">${bigGrid}</div>`));
    expect(text).toContain("two hundred miles");
    for (const name of MORE_BOOTS) expect(text).not.toContain(name);
  });

  describe("an archive's intro followed by its entries (no <main>)", () => {
    const posts = [
      "What is planned obsolescence?",
      "A guide to sustainability labels",
      "Ten plastic-free swaps to start with",
      "Going green: a beginner's guide",
      "Four things to learn to repair",
      "The best refillable water bottles",
    ];
    // Title-only teasers: an image link and a headline link in a <header> named as furniture.
    const teasers = posts
      .map(
        (title, index) => `<article class="excerpt post-${index} post type-post category-beginners">
<div class="excerpt-thumb"><a href="/blog/${index}"><img src="/${index}.jpg" alt="${title}"></a></div>
<header class="excerpt-header"><h2 class="excerpt-title"><a href="/blog/${index}">${title}</a></h2></header></article>`,
      )
      .join("\n");
    const INTRO_PROSE = `<p>Welcome to the zero waste community! My motto is that it is not about perfection, it is about making better choices every day.</p>
<p>No one is perfectly zero waste. We are all doing the best we can, and a whole bunch of people making small changes adds up to a massive impact.</p>
<p>Here is a list of all my posts for beginners. Click a picture to read the full post, or save it for later with the pin button.</p>`;
    const archive = (
      intro: string,
    ) => `<!doctype html><html><head><title>Zero waste for beginners</title></head>
<body><header class="site-header"><a href="/">Going Green</a><nav><a href="/blog">Blog</a> <a href="/shop">Shop</a></nav></header>
<div class="content-posts"><h1 class="page-title">Zero waste for beginners</h1>${intro}
<div class="clr">${teasers}</div></div>
<footer class="site-footer"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a></footer></body></html>`;

    it("keeps the entries' titles after a category page's description", () => {
      const text = extract(archive(`<div class="category-description post">${INTRO_PROSE}</div>`));
      expect(text).toContain("massive impact");
      for (const title of posts) expect(text).toContain(title);
      expect(text).not.toContain("Terms of use");
    });

    it("leaves out a rail of title-only teasers after an article", () => {
      const text = extract(archive(`<article class="post-body">${INTRO_PROSE}</article>`));
      expect(text).toContain("massive impact");
      for (const title of posts) expect(text).not.toContain(title);
    });
  });

  describe("without a <main> or other landmark", () => {
    // A page whose only structure is layout divs: the content is found by its text, not by a landmark.
    const bare = (content: string) => `<!doctype html><html><head><title>Outfitters</title></head>
<body><div class="top-bar"><a href="/">Example Outfitters</a> <a href="/men">Men</a> <a href="/women">Women</a> <a href="/sale">Sale</a></div>
<div class="container"><div class="row"><div class="col-12">${content}</div></div></div>
<div class="bottom"><a href="/terms">Terms of use</a> <a href="/privacy">Privacy</a> <a href="/contact">Contact</a></div></body></html>`;

    it("keeps the linked name of each card of a grid whose cards show text of their own (a price)", () => {
      const watches = [
        "DuMonde Automatic Watch",
        "Dashtronic Gold Watch",
        "Meisterzeit Timepiece",
        "Ritorno Wristwatch",
      ];
      const cards = watches
        .map(
          (name, index) => `<div class="col-6 col-md-3"><div class="card">
<div class="card-img"><a href="/item/${index}"><img src="/${index}.jpg" alt="${name}"></a></div>
<div class="card-body"><div class="fw-bold"><a href="/item/${index}">${name}</a></div>
<div class="text-muted">Item# ${59370 + index} <span>$499.00</span> <span>$199.00</span></div></div></div></div>`,
        )
        .join("\n");
      const text = extract(
        bare(`<h1>Automatic watches</h1>
<p>Want the power to control time? These watches wind themselves as you move, so they never need a battery.</p>
<div class="row">${cards}</div>`),
      );
      for (const name of watches) expect(text).toContain(name);
      expect(text).toContain("Item# 59370");
      expect(text).not.toContain("Terms of use");
    });

    it("keeps the linked headline of each entry of a news feed", () => {
      const stories = [
        "City council passes the new transit budget",
        "Library opens a second branch downtown",
        "Harbor cleanup finishes a month early",
        "School board names a new superintendent",
      ];
      const items = stories
        .map(
          (
            title,
            index,
          ) => `<li class="feed__item row"><div class="col-4"><a href="/news/${index}"><img src="/${index}.jpg" alt=""></a></div>
<div class="col-8"><h3 class="feed__title"><a href="/news/${index}">${title}</a></h3>
<p class="feed__description">The story in brief: what was decided this week, who voted for it and what changes for residents next.</p>
<span class="label">Dec. ${index + 10}, 2025</span></div></li>`,
        )
        .join("\n");
      const text = extract(bare(`<h1>Local news</h1><ul class="feed">${items}</ul>`));
      for (const title of stories) expect(text).toContain(title);
      expect(text).toContain("what was decided this week");
      expect(text).not.toContain("Terms of use");
    });

    it("still leaves out a row of bare links after a heading (navigation, not cards)", () => {
      const links = ["Dress watches", "Pocket watches", "Watch straps", "Gift cards"]
        .map((name, index) => `<div class="tile"><a href="/c/${index}">${name}</a></div>`)
        .join("");
      const text = extract(
        bare(`<h1>Automatic watches</h1>
<p>Want the power to control time? These watches wind themselves as you move, so they never need a battery.</p>
<p>Each one is tested for a week before it ships, and every movement is covered by a two-year guarantee.</p>
<h2>More to browse</h2><div class="tiles">${links}</div>`),
      );
      expect(text).toContain("tested for a week");
      expect(text).not.toContain("Pocket watches");
    });
  });
});
