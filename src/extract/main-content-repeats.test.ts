// Text a page shows twice or hides from screen readers only: small hand-made pages built on patterns that repeat
// across the WCXB benchmark's shops, listings and landing pages.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const page = (body: string) => `<!doctype html><html><head><title>Trail Mug | Example Pottery</title></head>
<body><header class="site-header"><a href="/">Example Pottery</a>
<nav><a href="/mugs">Mugs</a> <a href="/bowls">Bowls</a> <a href="/about">About</a></nav></header>
${body}
<footer class="site-footer"><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>`;

const DESCRIPTION =
  "Every mug is thrown by hand on the wheel, glazed in a matte speckled white and fired twice, so no two are alike.";
const CARE =
  "Safe in the dishwasher and the microwave; stack with care, as the raw clay foot can mark the glaze.";

describe("a description rendered once per layout", () => {
  const html = page(`<main><h1>Trail Mug</h1>
<div class="layout-mobile"><p>${DESCRIPTION}</p><p>${CARE}</p></div>
<div class="layout-desktop"><p>${DESCRIPTION}</p><p>${CARE}</p></div>
<p>Holds 350 ml. Each piece varies slightly in size and colour from the photographs.</p></main>`);

  it("keeps one copy of each paragraph the page holds twice (a mobile and a desktop layout)", () => {
    const text = extract(html);
    expect(occurrences(text, DESCRIPTION)).toBe(1);
    expect(occurrences(text, CARE)).toBe(1);
    expect(text).toContain("Holds 350 ml.");
  });

  it("does the same in the Markdown rendering", () => {
    expect(occurrences(extractMainMarkdown(parseHtml(html)), DESCRIPTION)).toBe(1);
  });

  it("keeps a paragraph the page repeats three times or more on purpose (an interview's question to each guest)", () => {
    const question =
      "What do you cook for yourself on a weekday evening, when nobody is watching or taking photos?";
    const guests = ["Anna", "Boris", "Clara"]
      .map(
        (name) =>
          `<h2>${name}</h2><p>${question}</p><p>${name} answers at length about soups, bread and the market near home, where the stalls open early.</p>`,
      )
      .join("\n");
    const text = extract(page(`<main><h1>Three cooks</h1>${guests}</main>`));
    expect(occurrences(text, question)).toBe(3);
  });

  it("keeps one copy of a long paragraph the page holds three times (one layout per breakpoint)", () => {
    const story = `${DESCRIPTION} The clay comes from a pit two valleys away, and the glaze is mixed in the studio from wood ash and feldspar, then left to settle for a week.`;
    const layouts = ["mobile", "tablet", "desktop"]
      .map((name) => `<div class="layout-${name}"><p>${story}</p></div>`)
      .join("\n");
    const text = extract(page(`<main><h1>Trail Mug</h1>${layouts}<p>${CARE}</p></main>`));
    expect(occurrences(text, story)).toBe(1);
    expect(text).toContain(CARE);
  });

  it("keeps a meal plan's dish said on each day it is eaten (a template under 250 characters)", () => {
    const dish =
      "Asian Chicken Zoodles [1 cup zucchini noodles (sauteed using nonstick spray), 4 oz. cooked chicken, 1/2 cup edamame, 1 tsp. sesame oil, 1 tsp. soy sauce, 1 tsp. grated ginger, sliced green onion to taste]";
    const days = ["Monday", "Wednesday", "Friday"]
      .map((day) => `<h2>${day}</h2><p>Breakfast: two eggs and a slice of toast on ${day}.</p><p>${dish}</p>`)
      .join("\n");
    const text = extract(page(`<main><h1>A week of meal prep</h1>${days}</main>`));
    expect(occurrences(text, dish)).toBe(3);
  });

  it("keeps repeated notes in a text with code (documentation repeats them per language tab)", () => {
    const note =
      "Do not put credentials in the code of a production app; read them from the environment instead.";
    const tabs = ["node", "python"]
      .map(
        (language) =>
          `<section><h2>${language}</h2><p>${note}</p><pre>client = connect("${language}")</pre></section>`,
      )
      .join("\n");
    const text = extract(page(`<main><h1>Quickstart</h1><p>Send your first message.</p>${tabs}</main>`));
    expect(occurrences(text, note)).toBe(2);
  });
});

describe("a listing whose cards render their title and date once per layout", () => {
  it("keeps each card's title and date once, and the short lines every card repeats", () => {
    const events = [
      ["Reverse-engineering old shops for a modern stack", "Wednesday at 4:00 PM EDT"],
      ["How to get clients from networking events", "Tomorrow at 12:00 PM GMT"],
      ["Earning from home with machine learning tools", "Wed, Mar 18, 12:00 AM GMT"],
    ]
      .map(
        ([title, when], index) => `<li class="card">
<div class="card-small"><h3><a href="/e/${index}">${title}</a></h3><p>${when}</p><p>Free</p><p>Organised by Tech Hub ${index}</p></div>
<div class="card-wide"><h3><a href="/e/${index}">${title}</a></h3><p>${when}</p><p>Free</p></div></li>`,
      )
      .join("\n");
    const text = extract(
      page(`<main><h1>Online tech conferences</h1><ul class="results">${events}</ul></main>`),
    );
    expect(occurrences(text, "How to get clients from networking events")).toBe(1);
    expect(occurrences(text, "Tomorrow at 12:00 PM GMT")).toBe(1);
    expect(text).toContain("Organised by Tech Hub 2");
    expect(occurrences(text, "Free")).toBe(6);
  });
});

describe("a guide that says a short sentence twice on purpose", () => {
  it("keeps a repeated short sentence (a chapter's summary said again where the chapter starts)", () => {
    const summary = "Learn how search engines find, crawl and rank pages.";
    const body = `<main><h1>The beginner's guide</h1><h2>Chapters</h2><p>${summary}</p>
<p>Then learn how to research keywords and write for the people who search them.</p>
<h2>How search engines work</h2><p>${summary}</p><p>${DESCRIPTION}</p></main>`;
    expect(occurrences(extract(page(body)), summary)).toBe(2);
  });
});

describe("a teaser's summary link hidden from screen readers only", () => {
  it("keeps each teaser's summary that sits in an aria-hidden link taken out of the tab order", () => {
    const teasers = [
      [
        "Walmart gets two new headphone colours",
        "Two retailer-exclusive colourways of the over-ear model arrive in stores this week.",
      ],
      [
        "Hands on with live translation in earbuds",
        "We tried the translation feature on a noisy street and in a quiet office, with mixed results.",
      ],
      [
        "New firmware for the over-ear model",
        "The update ships without release notes; here is what changed in our first day of use.",
      ],
      [
        "The adapter for wired headphones is gone",
        "The small dongle that let phones use wired headphones appears to be discontinued.",
      ],
    ]
      .map(
        ([title, summary], index) => `<article class="river-article">
<a href="/a/${index}" aria-hidden="true" tabindex="-1"><img src="/i/${index}.jpg" alt=""></a>
<header><h2><a href="/a/${index}">${title}</a></h2>
<p class="river-desc"><a href="/a/${index}" aria-hidden="true" tabindex="-1">${summary}</a></p></header></article>`,
      )
      .join("\n");
    const text = extract(
      page(`<div class="col-main"><h1>headphones</h1><section>${teasers}</section></div>`),
    );
    expect(text).toContain("Hands on with live translation in earbuds");
    expect(text).toContain("We tried the translation feature on a noisy street");
    expect(text).toContain("appears to be discontinued");
  });

  it("still leaves out an aria-hidden block that is not such a link (a decorative duplicate)", () => {
    const body = `<main><h1>Trail Mug</h1><p>${DESCRIPTION}</p><p>${CARE}</p>
<div aria-hidden="true"><p>Marquee text that scrolls across the banner, duplicated for the animation loop.</p></div></main>`;
    expect(extract(page(body))).not.toContain("Marquee text");
  });
});
