// A block whose class hides it ("hide", "hidden", "d-none") is furniture however much text it holds: a shop's
// data list of every colour's image and price tier can outweigh the product's description. A page whose
// content waits, hidden by class, for a script to reveal it is still read (the reading of hidden content).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const COLOURS = [
  "Bone",
  "Mushroom",
  "Powder",
  "Atlantic",
  "Chestnut",
  "Ecru",
  "Pistachio",
  "Camel",
  "Cypress",
  "Navy",
];

const DESCRIPTION = `<p>Our everyday tee, in a regular fit, is knitted from combed cotton of a middle weight that keeps
its shape wash after wash.</p>
<p>Ribbing at the neck, side seams and double-needle hems make it last, and it is shrunk before it is sewn.</p>
<p>The cotton is grown without irrigation on farms we visit every year, spun into a yarn of twenty-eight singles
and knitted into a jersey that feels soft from the first wear and softens further with every wash.</p>
<p>It takes a screen print, a transfer or embroidery equally well, which is why printers order it by the hundred,
and it comes in more than seventy colours, from the palest bone to the darkest navy, in sizes from XS to 5XL.</p>
<p>Wash it cold with like colours and hang it to dry: it keeps its length and its colour for years, and when it
finally wears through, send it back to us and we will turn it into insulation for the next building we fit out.</p>`;

function productPage(dataClass: string): string {
  const data = COLOURS.map(
    (
      colour,
    ) => `<dt>thumb_${colour}:</dt><dd>https://cdn.example.com/images/tee/${colour.toUpperCase()}_THUMB_160x160.jpg</dd>
<dt>note_${colour}:</dt><dd>The ${colour} dye lot of this season may differ slightly from the swatch shown in earlier catalogues.</dd>`,
  ).join("\n");
  return `<!doctype html><html><head><title>Staple Tee | Tees</title></head><body>
<header class="site-header"><a href="/">Tees</a><nav><a href="/men">Men</a> <a href="/women">Women</a></nav></header>
<div class="product-view"><h1>Staple Tee</h1><p class="price">$20.00</p>
<div class="product-description">${DESCRIPTION}</div>
<dl class="${dataClass}">${data}</dl></div>
<footer class="site-footer"><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>`;
}

describe("blocks hidden by their class", () => {
  it("leaves out a hidden data list that holds more text than the description", () => {
    const text = extractMainText(parseHtml(productPage("product-info hide")));
    expect(text).toContain("knitted from combed cotton");
    expect(text).not.toContain("dye lot");
    expect(text).not.toContain("THUMB");
  });

  it("keeps the same list when its class does not hide it", () => {
    const text = extractMainText(parseHtml(productPage("product-info")));
    expect(text).toContain("dye lot");
  });

  it("keeps a block at visibility:hidden by class (a carousel a script starts) when it holds the page's prose", () => {
    const quotes = [
      "The roller was recommended to me for training, and rolling the soles of my feet after a run is wonderful.",
      "Fast delivery and easy payment; customer service answered my question about sizes within the hour.",
      "My physiotherapist told me to roll my calves every evening, and a month later the cramps have stopped.",
    ];
    const html = `<!doctype html><html><head><title>Fascia rollers | Rollers</title></head><body>
<header class="site-header"><a href="/">Rollers</a><nav><a href="/shop">Shop</a> <a href="/about">About</a></nav></header>
<main><h1>Fascia rollers</h1><p>Rollers of three hardnesses for the back, the legs and the feet, each shaped
for the muscles it works: a long one for the back, a narrow one for the calves and a small ball for the soles,
all of a closed-cell foam that neither soaks up sweat nor loses its shape.</p>
<div class="testimonials-slider invisible">${quotes.map((quote) => `<p>${quote}</p>`).join("")}</div></main>
<footer class="site-footer"><a href="/terms">Terms</a></footer></body></html>`;
    const text = extractMainText(parseHtml(html));
    for (const quote of quotes) expect(text).toContain(quote);
  });

  it("still reads a thin page whose only content waits, hidden by class, for a script", () => {
    const story = [
      "I replaced the fan in my laptop last week and it still overheats when I compile anything large.",
      "Check the thermal paste first, because a new fan cannot help if the paste has dried out completely.",
    ];
    const html = `<!doctype html><html><body><div class="hidden" id="app">${story.map((line) => `<p>${line}</p>`).join("")}</div>
<div class="cookie-note">We use cookies.</div></body></html>`;
    const text = extractMainText(parseHtml(html));
    for (const line of story) expect(text).toContain(line);
  });
});

describe("blocks hidden on phones and shown at desktop widths", () => {
  for (const hiddenClass of ["hidden lg:block", "d-none d-md-block"]) {
    it(`leaves out a desktop-only block ("${hiddenClass}")`, () => {
      const html = `<!doctype html><html><head><title>Repotting an orchid | Greenhouse</title></head><body>
<main><h1>Repotting an orchid</h1>
<p>Repot a moth orchid every two years, after it has flowered, when the bark it grows in has started to break down
and the roots have begun to climb out of the pot in search of air.</p>
<div class="${hiddenClass}"><p>Members read every guide without adverts and get ten percent off their first order of
bark, pots and fertiliser from our partner nursery.</p></div>
<p>Soak the roots for ten minutes, cut away the dead ones with clean scissors, and set the plant in fresh bark at the
same height it grew before, without pressing the bark down around the roots.</p></main></body></html>`;
      const text = extractMainText(parseHtml(html));
      expect(text).toContain("Repot a moth orchid every two years");
      expect(text).toContain("Soak the roots for ten minutes");
      expect(text).not.toContain("Members read every guide");
    });
  }
});
