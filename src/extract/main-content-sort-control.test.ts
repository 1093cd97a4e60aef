// A listing's sort control ("Sort by:", "Price: low to high") is not content; a sortable table's header, a section
// whose id says "sorting" and a post tagged "sorting" are.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const watch = (name: string, price: string) => `<li class="product-tile">
  <a href="/p/${price}"><h3>${name}</h3></a><p>Tracks pace, distance and heart rate on every run, with two weeks of battery.</p>
  <div class="price">$${price}</div></li>`;

const category = `<!doctype html><html><head><title>GPS watches | Stride Shop</title></head><body><main>
<h1>GPS watches</h1>
<p>Every watch we stock has been worn on a marathon by one of our staff before it reached the shelf.</p>
<div class="browse-header_sort"><span class="browse-header_sort-label">Sort by:</span>
<ul><li><a href="?sort=popular">Popular now</a></li><li><a href="?sort=newest">New arrivals</a></li>
<li><a href="?sort=price-lowest">Price: low to high</a></li><li><a href="?sort=price-highest">Price: high to low</a></li></ul></div>
<ul class="products">${watch("Forerunner lite", "199")}${watch("Trail pro", "449")}${watch("Pace one", "129")}</ul>
</main></body></html>`;

describe("a listing's sort control", () => {
  it("leaves out the ways to order the items and keeps the items", () => {
    const text = extractMainText(parseHtml(category));
    expect(text).toContain("Trail pro");
    expect(text).toContain("Tracks pace, distance and heart rate");
    expect(text).toContain("$129");
    expect(text).not.toMatch(/sort by|low to high|new arrivals/i);
  });
});

const table = `<!doctype html><html><head><title>Cities by population</title></head><body><main>
<h1>Cities by population</h1>
<p>The table lists each city's population at the last census, with its area and the year it was founded.</p>
<table class="dataTable"><thead><tr><th class="sorting sorting_asc">City</th><th class="sorting">Population</th>
<th class="sorting">Founded</th></tr></thead><tbody>
<tr><td>Springfield</td><td>30,720</td><td>1796</td></tr><tr><td>Shelbyville</td><td>26,115</td><td>1801</td></tr>
<tr><td>Ogdenville</td><td>12,300</td><td>1823</td></tr></tbody></table>
</main></body></html>`;

const guide = `<!doctype html><html><head><title>Sorting how-to</title></head><body><main><article>
<h1>Sorting how-to</h1>
<p>Lists have a built-in method that modifies the list in place, and a function that builds a new sorted list.</p>
<section id="sorting-basics"><h2>Sorting basics</h2>
<p>A simple ascending sort is very easy: just call the function, and it returns a new list in order.</p>
<p>You can also use the method of a list, which changes the list itself and returns nothing at all.</p></section>
<section id="key-functions"><h2>Key functions</h2>
<p>Both take a key parameter to name a function to be called on each element before comparisons are made.</p>
<p>A common pattern is to sort complex objects using some of the object's fields as keys, one after the other.</p></section>
<section id="stability"><h2>Sort stability and complex sorts</h2>
<p>Sorts are guaranteed to be stable: when several records have the same key, their original order is kept.</p>
<p>This property lets you build complex sorts in a series of steps, first by grade and then by age, for example.</p></section>
</article></main></body></html>`;

describe("what a sort control is not", () => {
  it("keeps a data table's sortable column headers", () => {
    const text = extractMainText(parseHtml(table));
    expect(text).toContain("City | Population | Founded");
    expect(text).toContain("Shelbyville | 26,115");
  });

  it("keeps a section whose id says sorting", () => {
    const text = extractMainText(parseHtml(guide));
    expect(text).toContain("Sorting basics");
    expect(text).toContain("A simple ascending sort is very easy");
  });
});
