// Pages that are not news articles: each test is a small hand-made page built on a pattern that repeats
// across many sites in the WCXB benchmark (see docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const SENTENCES = [
  "I replaced the fan in my laptop last week and it still overheats when I compile anything large.",
  "Check the thermal paste first, because a new fan cannot help if the paste has dried out completely.",
  "Also make sure the vents are not blocked by dust; a can of compressed air usually fixes that in minutes.",
  "Thanks, the paste was the problem. Temperatures dropped by twenty degrees after I replaced it today.",
];

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const siteChrome = (
  inner: string,
) => `<!doctype html><html><head><title>Laptop overheats | Example</title></head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Forums</a><a href="/b">Members</a></nav></header>
${inner}
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a> <a href="/privacy">Privacy</a></footer></body></html>`;

describe("main content of pages other than articles", () => {
  it("keeps every post of a forum thread whose posts have an author link, a date link and a reply link", () => {
    const posts = SENTENCES.map(
      (sentence, index) => `<article class="message message--post">
<div class="message-user"><a href="/members/${index}">member_${index}</a></div>
<div class="message-attribution"><a href="/posts/${index}">Mar 12, 2025</a> <a href="/posts/${index}/reply">Reply</a></div>
<div class="message-body">${sentence}</div></article>`,
    ).join("\n");
    const text = extract(siteChrome(`<div class="block-body">${posts}</div>`));
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("keeps an Elementor-like page whose content sits in 'elementor-widget-wrap' containers", () => {
    const widgets = SENTENCES.map(
      (
        sentence,
      ) => `<div class="elementor-column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${sentence}</p></div></div>
</div></div>`,
    ).join("\n");
    const text = extract(siteChrome(`<div class="elementor elementor-42">${widgets}</div>`));
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("keeps a docs page whose <main> carries a sidebar-like class, and section ids that are slugs", () => {
    const html =
      siteChrome(`<div class="layout"><nav class="docs-nav"><a href="/1">Intro</a><a href="/2">Setup</a></nav>
<main class="sidebar-sidecar-layout_main lowercase-headers"><h2 id="sharing-with-the-community">Sharing with the community</h2>
${SENTENCES.map((sentence) => `<p>${sentence}</p>`).join("\n")}</main></div>`);
    const text = extract(html);
    expect(text).toContain("Sharing with the community");
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Intro");
  });

  it("still leaves out furniture named by whole words: share bars, promos, sidebars", () => {
    const html = siteChrome(`<div class="content"><div class="node node--promoted">
${SENTENCES.map((sentence) => `<p>${sentence}</p>`).join("\n")}</div>
<div class="share-buttons"><a href="/s">Share this on every network you know about</a></div>
<div class="promo-box">Subscribe today and save forty percent on your first year of access</div>
<div class="sidebarLeft"><p>Popular threads this week, with many replies and opinions from members.</p></div></div>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Share this");
    expect(text).not.toContain("Subscribe today");
    expect(text).not.toContain("Popular threads");
  });

  it("keeps the product facts a page publishes only as JSON-LD when its visible text is thin", () => {
    const product = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", name: "Example Shop", description: "We sell things online since 2001." },
        {
          "@type": "Product",
          name: "Trail Runner 3",
          description:
            "A light trail shoe with a grippy outsole, a rock plate and a breathable mesh upper for long days out.",
        },
      ],
    };
    const html = siteChrome(`<main><div id="app"><button>Add to cart</button></div></main>
<script type="application/ld+json">${JSON.stringify(product)}</script>`);
    const text = extract(html);
    expect(text).toContain("Trail Runner 3");
    expect(text).toContain("A light trail shoe with a grippy outsole");
    expect(text).not.toContain("We sell things online");
  });

  it("reads a thread served inside <noscript> when the page renders everything else by script", () => {
    const html = siteChrome(`<div id="app"></div><noscript><div id="main-outlet" role="main">
${SENTENCES.map((sentence) => `<div class="post"><p>${sentence}</p></div>`).join("\n")}</div></noscript>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("reads past an unclosed <![CDATA[ in the body as a browser does", () => {
    const html = siteChrome(`<![CDATA[<div id="jump"></div><article>
${SENTENCES.map((sentence) => `<p>${sentence}</p>`).join("\n")}</article>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("weighs an unpunctuated Chinese post by its script, so short replies do not outweigh it", () => {
    const post = [
      "今天终于把家里的网络重新布线了",
      "路由器放在客厅中间以后信号好了很多",
      "卧室和书房现在都能跑满千兆速度",
    ]
      .map((line) => `<p>${line}</p>`)
      .join("");
    const replies = ["支持一下", "厉害了", "学习了", "mark"]
      .map((reply) => `<div class="reply"><span>${reply}</span></div>`)
      .join("");
    const html = siteChrome(`<div class="thread"><div class="post-main">${post}</div>
<div class="replies"><p>回复：这个方法很实用，我也准备这样试试，谢谢楼主分享经验。</p>${replies}</div></div>`);
    const text = extract(html);
    expect(text).toContain("路由器放在客厅中间以后信号好了很多");
  });
});

describe("listings without a <main>", () => {
  it("keeps a list of links that is the page's content, not only the two-sentence intro above it", () => {
    const concerts = [
      "Spring Gala with the City Orchestra",
      "Jazz in the Park: Late Summer Session",
      "Chamber Music at the Old Library",
      "Choir Festival of the Northern Towns",
      "Organ Recital: Bach and His Sons",
      "Film Music Night with the Youth Band",
      "String Quartets by Candlelight",
      "New Year Concert of the Brass Ensemble",
    ]
      .map((title, index) => `<li><a href="/events/${index}">${title}</a> <span>May ${index + 3}</span></li>`)
      .join("");
    const html =
      siteChrome(`<div class="page"><div class="intro"><p>Our venue hosts concerts all year round, from orchestras to choirs.
Tickets go on sale four weeks before each date, and members can book a week earlier.</p></div>
<h2>Upcoming concerts</h2><ul class="events">${concerts}</ul></div>`);
    const text = extract(html);
    expect(text).toContain("Tickets go on sale four weeks before each date");
    expect(text).toContain("Upcoming concerts");
    expect(text).toContain("Jazz in the Park: Late Summer Session May 4");
    expect(text).not.toContain("Terms and conditions");
  });
});

describe("service and landing pages", () => {
  /** A landing page: sections of prose, the longest one under half of it, and a long row of links. */
  function landingPage(wrapper: "main" | "div"): string {
    const details = [
      "Our team plans every move with you, from the first survey of your home to the last box unpacked.",
      "We wrap furniture in padded blankets, label every box by room, and load the truck in a set order.",
      "On moving day a coordinator stays reachable by phone, so changes to the schedule never get lost.",
      "Fitness equipment is taken apart by trained technicians and reassembled and tested at your new home.",
      "Storage is available for a night or a year, in clean, climate-controlled rooms with full insurance.",
      "After the move we collect the empty boxes and the packing material, and we recycle all of it for you.",
      "Every crew member is employed by us directly, vetted, and trained for at least a month before a first move.",
    ].join(" ");
    const tiles = [
      "Fixed quotes: the price we give after the survey is the price you pay, with no hidden fees later.",
      "Insured moves: every item is covered at replacement value while it is in our care and on the road.",
      "Flexible dates: book up to a year ahead, and change the date for free until a week before the move.",
      "Packing service: we bring the boxes, tape and paper, and pack a whole home in a single day for you.",
      "Cleaning included: after loading, a crew cleans the rooms you leave so you can hand back the keys.",
      "Pets welcome: we plan the day around your cat or dog, and keep one room quiet and closed for them.",
    ]
      .map((tile) => `<div class="tile"><p>${tile}</p></div>`)
      .join("");
    // Case studies: a row of links that counts against any container holding it.
    const cases = Array.from(
      { length: 40 },
      (_, index) => `<a href="/cases/${index}">Case study ${index}: an office move across the city</a>`,
    ).join(" ");
    return siteChrome(`<${wrapper} class="page">
<section class="cases">${cases}</section>
<section class="hero"><h1>Home moving services</h1><p>Moving house is stressful enough. We take care of the heavy lifting, so you can settle in sooner.</p></section>
<section class="features">${tiles}</section>
<section class="details"><h2>How a move works</h2><p>${details}</p></section>
<section class="faq"><h2>Do you move pianos?</h2><p>Yes. Pianos and safes are moved by a specialist crew with the right equipment, at a fixed extra price.</p>
<h2>How early should I book?</h2><p>Four to six weeks ahead is best in summer; in winter a week is often enough.</p></section>
</${wrapper}>`);
  }

  it.each([
    ["a <main>", "main"],
    ["a page without <main>", "div"],
  ] as const)(
    "keeps every section of %s whose prose is spread over many sections, not only the longest one",
    (_, wrapper) => {
      const text = extract(landingPage(wrapper));
      expect(text).toContain("We take care of the heavy lifting");
      expect(text).toContain("Flexible dates: book up to a year ahead");
      expect(text).toContain("Storage is available for a night or a year");
      expect(text).toContain("Four to six weeks ahead is best in summer");
      expect(text).not.toContain("Terms and conditions");
    },
  );
});

describe("class names that are a site's own words for content", () => {
  it("keeps the sections of a <main> when furniture-like names would leave out most of it", () => {
    const sections = SENTENCES.map(
      (sentence, index) =>
        `<section id="teaser-${(index * 7919).toString(16)}a3f" class="sc-91c285dd-10"><h2>Benefit ${index + 1}</h2><p>${sentence}</p></section>`,
    ).join("\n");
    const html = siteChrome(`<main><section id="benefits"><h2>Why teams choose us</h2>
<p>Support teams answer faster with every channel in one place, and customers notice the difference quickly.</p></section>
${sections}
<div class="comments"><p>Great product, we use it every day and would not go back to email threads again!</p></div></main>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).toContain("Support teams answer faster");
    // Readers' comments are furniture whatever their share.
    expect(text).not.toContain("Great product, we use it every day");
  });

  it("still leaves out related-product carousels that cover most of a thin product page's <main>", () => {
    const related = ["Trail shoe", "Road shoe", "Hiking boot", "Sandal"]
      .map(
        (name, index) =>
          `<li class="carousel__item"><a href="/p/${index}"><h3>${name} with a grippy outsole, model ${index}</h3></a>
<span>Was $${120 + index}.00, now $${99 + index}.00 with free delivery</span></li>`,
      )
      .join("\n");
    const html = siteChrome(`<main><h1>Merrell Moab 3 hiking shoe</h1>
<p>A breathable, waterproof hiking shoe with a cushioned footbed for long days on rough ground.</p>
<div id="related_products_carousel" class="product-related-products"><h2>Customers also viewed</h2><ul>${related}</ul></div>
<div class="product-recommendations"><h2>You may also like</h2><ul>${related}</ul></div></main>`);
    const text = extract(html);
    expect(text).toContain("A breathable, waterproof hiking shoe");
    expect(text).not.toContain("Customers also viewed");
    expect(text).not.toContain("grippy outsole");
  });
});

describe("pages whose content a script reveals", () => {
  const story = SENTENCES.map((sentence) => `<p>${sentence}</p>`).join("\n");

  it("reads React's streamed segment held in a hidden div until a script swaps it in", () => {
    const html = `<!doctype html><html><body><div hidden=""></div><template id="B:0"></template>
<script>requestAnimationFrame(function(){})</script>
<div hidden id="S:0"><nav><a href="/">Home</a><a href="/blog">Blog</a></nav><article><h1>Fixing an overheating laptop</h1>${story}</article></div></body></html>`;
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Blog");
  });

  it("reads a page kept at visibility:hidden until its styles load, still leaving out display:none", () => {
    const html =
      siteChrome(`<div style="visibility:hidden;min-height:100vh"><div class="menu-drawer" style="display:none"><a href="/x">A drawer menu entry</a></div>
<div class="content">${story}</div></div>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("A drawer menu entry");
  });

  it("keeps a page's <main> that an unclosed <aside> wraps", () => {
    const html = `<!doctype html><html><body><aside class="announcement"><a href="/news">We joined a bigger company</a>
<main><h1>Lessons from 25 years of startups</h1>${story}</main><footer><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });

  it("keeps a news river of teaser cards when they are all the page has", () => {
    const teasers = [
      "Linux 7.1 Released With New Scheduler Work",
      "Mesa 26.0 Brings Faster Ray Tracing For Radeon",
      "Benchmarking The Newest Desktop Processors On Linux",
      "Wine 11.0 Released With Better Wayland Support",
    ]
      .map(
        (title, index) =>
          `<article><header><a href="/news/${index}">${title}</a></header><div class="details">Written by Sam, 3 hours ago</div>
<p>${SENTENCES[index]}</p></article>`,
      )
      .join("\n");
    const html = siteChrome(`<div id="content"><div id="main">${teasers}</div></div>`);
    const text = extract(html);
    expect(text).toContain("Mesa 26.0 Brings Faster Ray Tracing For Radeon");
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("keeps a hub's teaser cards when its only prose is the featured story's summary", () => {
    const titles = [
      "Central bank holds rates as inflation cools",
      "Oil prices climb after the supply talks stall",
      "Chip makers race to build factories in Europe",
      "Shipping costs fall as the canal reopens fully",
      "Retail sales beat forecasts in the holiday month",
      "Airlines expect record summer travel this year",
    ];
    const cards = titles
      .map(
        (title, index) => `<div class="card"><h3><a href="/economy/${index}">${title}</a></h3>
<p>A short summary of the story, with one more detail.</p></div>`,
      )
      .join("\n");
    const html =
      siteChrome(`<div class="hub"><div class="featured"><h2><a href="/economy/top">Markets rally on trade deal</a></h2>
<p>${SENTENCES[0]} ${SENTENCES[1]} ${SENTENCES[2]}</p></div>
<div class="river">${cards}</div></div>`);
    const text = extract(html);
    expect(text).toContain(SENTENCES[1]);
    for (const title of titles) expect(text).toContain(title);
  });

  it("keeps a shop's grid of product links when the page has no prose besides a newsletter line", () => {
    const products = [
      "Joco Cup 4oz Amberlight",
      "Joco Cup 6oz Bluestone",
      "Joco Cup 8oz Butterrum",
      "Joco Cup 12oz Flaxen",
      "Joco Cup 16oz Lilac",
      "Joco Cup 20oz Meadowlark",
      "Joco Cup 8oz Mood Indigo",
      "Joco Cup 12oz Ruby Wine",
    ];
    const grid = products
      .map(
        (name, index) => `<li class="product"><a href="/p/${index}"><span>${name}</span></a>
<a href="/p/${index}"><span class="price">$29.95</span></a></li>`,
      )
      .join("\n");
    const html = siteChrome(`<div class="shop"><ul class="products">${grid}</ul></div>
<div id="newsletter"><p>This field is for validation purposes and should be left unchanged.</p></div>`);
    const text = extract(html);
    for (const name of products) expect(text).toContain(name);
    expect(text).not.toContain("Terms and conditions");
  });

  it("keeps the comments of a thread page whose only text is its comments", () => {
    const comments = SENTENCES.map(
      (sentence, index) => `<li class="comments_subtree"><div class="comment" id="c_${index}">
<div class="byline"><a href="/~user${index}">user${index}</a> 2 hours ago</div><div class="comment_text"><p>${sentence}</p></div></div></li>`,
    ).join("\n");
    const html =
      siteChrome(`<div id="inside"><ol class="stories"><li class="story"><a href="https://example.org/post">Why my laptop overheats</a></li></ol>
<ol class="comments">${comments}</ol></div>`);
    const text = extract(html);
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("falls back to the meta description when the page has no content before its scripts run", () => {
    const description =
      "I am new to astronomy and would love advice on a first telescope that is beginner friendly but powerful.";
    const html = `<!doctype html><html><head><meta name="description" content="${description.slice(0, 60)}…">
<meta property="og:description" content="${description}"></head>
<body><section id="d-splash"><div class="dots"></div></section><div id="data-preloaded" class="hidden"></div><section id="main"></section></body></html>`;
    expect(extract(html)).toBe(description);
  });
});

describe("forum threads whose replies quote earlier posts", () => {
  const thread = (quote: string) =>
    siteChrome(
      `<main><div class="posts">${SENTENCES.map(
        (
          sentence,
          index,
        ) => `<article class="message"><div class="user"><a href="/u/${index}">member_${index}</a></div>
<div class="message-body">${index === 2 ? `<blockquote class="bbCodeBlock--quote"><div class="attribution">member_1 said:</div><div>${quote}</div><div>Click to expand...</div></blockquote>` : ""}<p>${sentence}</p></div></article>`,
      ).join("\n")}</div></main>`,
    );

  it("leaves out a quote that repeats an earlier post of the thread, keeping the reply", () => {
    const text = extract(thread(SENTENCES[1] as string));
    expect(text.split(SENTENCES[1] as string)).toHaveLength(2);
    expect(text).not.toContain("member_1 said:");
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
  });

  it("leaves out the signatures under each post", () => {
    const posts = SENTENCES.map(
      (
        sentence,
        index,
      ) => `<article class="message"><div class="user"><a href="/u/${index}">member_${index}</a></div>
<div class="message-body"><p>${sentence}</p></div>
<div class="signaturecontainer">Proud owner of a ThinkPad T480, an old Dell and far too many cables since 2009.</div></article>`,
    ).join("\n");
    const text = extract(siteChrome(`<main><div class="posts">${posts}</div></main>`));
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Proud owner");
  });

  it("leaves out a Stack Exchange-style user card signed under each answer, and the notice after the answers", () => {
    const answers = SENTENCES.map(
      (
        sentence,
        index,
      ) => `<div class="answer"><div class="s-prose js-post-body"><p>${sentence}</p><p>${SENTENCES.join(" ")}</p></div>
<div class="post-signature"><div class="user-info"><div class="user-action-time">answered Jul ${index + 1}, 2012 at 3:07</div>
<div class="user-details"><a href="/users/${index}">helper${index}</a><span class="reputation-score">23.8k</span> 14 gold badges 88 silver badges</div></div></div></div>`,
    ).join("\n");
    const notice = `<div class="js-bottom-notice"><h2>Not the answer you're looking for?</h2><p>Browse other questions tagged with laptops, or ask your own question today.</p></div>`;
    const text = extract(siteChrome(`<main><div id="answers">${answers}${notice}</div></main>`));
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("gold badges");
    expect(text).not.toContain("Browse other questions");
  });

  it("leaves out the member statistics beside each post (XenForo's userExtras, phpBB's postprofile)", () => {
    const posts = SENTENCES.map(
      (
        sentence,
        index,
      ) => `<article class="message"><section class="message-user"><a href="/u/${index}">member_${index}</a>
<div class="message-userExtras"><dl class="pairs"><dt>Joined</dt><dd>Mar 3, 2011</dd></dl><dl class="pairs"><dt>Messages</dt><dd>4,032</dd></dl><dl class="pairs"><dt>Reaction score</dt><dd>1,288</dd></dl></div></section>
<div class="message-body"><p>${sentence}</p></div></article>
<div class="post"><dl class="postprofile"><dt><a href="/u/x${index}">other_${index}</a></dt><dd class="profile-posts"><strong>Posts:</strong> 65703</dd><dd class="profile-joined"><strong>Joined:</strong> Dec 11, 2021</dd></dl>
<div class="postbody"><div class="content">${sentence.replace("I ", "We ")}</div></div></div>`,
    ).join("\n");
    const text = extract(siteChrome(`<main><div class="posts">${posts}</div></main>`));
    for (const sentence of SENTENCES) expect(text).toContain(sentence);
    expect(text).not.toContain("Reaction score");
    expect(text).not.toContain("Joined:");
  });

  it("keeps a quote of text that is not on the page", () => {
    const quote =
      "The manual says the fan curve can be changed in the firmware settings under the advanced tab.";
    const text = extract(thread(quote));
    expect(text).toContain(quote);
    expect(text).toContain("member_1 said:");
  });
});

describe("product pages", () => {
  const DESCRIPTION = [
    "A breathable, waterproof hiking shoe with a cushioned footbed for long days on rough and rocky ground.",
    "The Vibram outsole grips on wet stone, and the closed-cell foam tongue keeps out dust, sand and debris.",
  ];
  const REVIEWS = [
    "Bought these for a trip to the Alps and they were comfortable from the very first day on the trail.",
    "The sizing runs a little small, so order half a size up if you wear thick wool socks in the winter.",
    "After six months of weekly hikes the soles are still fine, though the laces frayed and needed replacing.",
  ];
  const page = (head: string) =>
    siteChrome(`${head}<main><h1>Merrell Moab 3 hiking shoe</h1><p>$120.00</p>
<div class="product-description">${DESCRIPTION.map((sentence) => `<p>${sentence}</p>`).join("")}</div>
<section id="reviews" class="product-reviews"><h2>Customer reviews</h2>${REVIEWS.map(
      (review, index) =>
        `<div class="review-item"><div class="review-author">Hiker ${index}</div><p>${review}</p></div>`,
    ).join("")}</section></main>`);

  it("leaves out the customer reviews of a page that declares a Product with an offer", () => {
    const product = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Merrell Moab 3",
      offers: { "@type": "Offer", price: "120.00", priceCurrency: "USD" },
    };
    const text = extract(page(`<script type="application/ld+json">${JSON.stringify(product)}</script>`));
    for (const sentence of DESCRIPTION) expect(text).toContain(sentence);
    for (const review of REVIEWS) expect(text).not.toContain(review);
  });

  it("keeps the reviews of a page that declares no product for sale (a review article)", () => {
    const article = { "@context": "https://schema.org", "@type": "NewsArticle", headline: "Moab 3 reviewed" };
    const text = extract(page(`<script type="application/ld+json">${JSON.stringify(article)}</script>`));
    for (const review of REVIEWS) expect(text).toContain(review);
  });
});
