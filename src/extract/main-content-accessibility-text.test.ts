// Text a page writes for screen readers only, named by "a11y" beside a word for text ("a11y-new-window-message",
// "a11yText", "a11yLabel"), is left out like "sr-only" text: a shop theme's hidden list of announcements is not
// what a thin page is about. "a11y" alone (a skip link's target, "a11y-main-content") names no text.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const ANNOUNCEMENTS = `<ul hidden>
<li id="a11y-refresh-page-message">Choosing a selection results in a full page refresh.</li>
<li id="a11y-new-window-message">Opens in a new window.</li>
</ul>`;

describe("text named as written for screen readers", () => {
  it("leaves a theme's hidden announcements out of a page its scripts render", () => {
    const html = `<!doctype html><html><head><title>Dark Roast Coffee</title></head><body>
<div id="app"><p>LET'S DRINK COFFEE AND THROW THINGS AT HAPPY PEOPLE</p></div>
<div class="cart-drawer" hidden><p>Your cart is empty. Have an account? Log in to check out faster, or keep
shopping: every order over fifty dollars ships free to anywhere in the country.</p></div>
${ANNOUNCEMENTS}</body></html>`;
    const text = extract(html);
    expect(text).not.toContain("full page refresh");
    expect(text).not.toContain("Opens in a new window");
  });

  it("leaves out a rating's label named a11yText and keeps the product's text", () => {
    const html = `<!doctype html><html><head><title>Trail pack</title></head><body><main>
<h1>Trail pack 25</h1>
<p>A light day pack with a padded hip belt, a rain cover in its lid pocket and room for a 3-litre reservoir.</p>
<p>Its back panel is a ventilated mesh held away from the back by a steel frame that keeps the load close.</p>
<div class="stars"><span class="rating-a11yText">Rated 4.5 out of 5 stars by 212 customers</span></div>
</main></body></html>`;
    const text = extract(html);
    expect(text).toContain("A light day pack with a padded hip belt");
    expect(text).not.toContain("Rated 4.5 out of 5 stars");
  });

  it("keeps the block a skip link targets by an a11y id", () => {
    const html = `<!doctype html><html><head><title>Casual dresses</title></head><body><main>
<div id="a11y-main-content"><h2>Casual Dresses</h2>
<p>Easy dresses for every day: cotton shirt dresses, knit midis and sundresses for the warm months ahead.</p>
<p>Most of them have pockets, and every one of them can be washed at home on a cold, gentle cycle.</p></div>
</main></body></html>`;
    expect(extract(html)).toContain("Most of them have pockets");
  });
});
