// The page's own footer: never its content, even when a script fills the content in and the footer is all the
// text the served HTML holds. Small hand-made pages built on patterns of the WCXB benchmark's shops and listings.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const FOOTER = `<footer><div class="site-footer">
<dl><dt><h5>Help</h5></dt><dd><a href="/help">Help Center</a>, <a href="/disputes">Disputes and reports</a>,
<a href="/returns">Return and refund policy</a></dd></dl>
<dl><dt><h5>Our sites in other languages</h5></dt><dd><a href="//fr.example.com">French</a>,
<a href="//de.example.com">German</a>, <a href="//es.example.com">Spanish</a></dd></dl>
<p>Example Market is operated by Example Trading Limited, registered in Dublin under number 123456, which
processes your personal data as described in our privacy notice and keeps it for as long as the law requires.</p>
</div></footer>`;

describe("the page's footer", () => {
  it("gives no text on a shop page whose product a script renders (the footer is all the HTML holds)", () => {
    const html = `<!doctype html><html><head><title>Keyboard</title></head><body>
<div id="header-placeholder"></div><div id="root"></div>${FOOTER}</body></html>`;
    const text = extract(html);
    expect(text).not.toContain("Example Trading Limited");
    expect(text).not.toContain("Our sites in other languages");
  });

  it("leaves the footer out of a short page whose list of items holds less prose than the footer", () => {
    const items = ["Treadmills", "Rowing machines", "Exercise bikes", "Weight benches"]
      .map((name) => `<li><a href="/rent/${name}">${name}</a> from $40 a day</li>`)
      .join("");
    const html = `<!doctype html><html><head><title>Rentals</title></head><body>
<div class="page"><h1>Fitness equipment rentals</h1><ul>${items}</ul></div>${FOOTER}</body></html>`;
    const text = extract(html);
    expect(text).toContain("Rowing machines");
    expect(text).not.toContain("Example Trading Limited");
  });

  it("still reads a <footer> that wraps the page's headline and text (an unclosed layout)", () => {
    const html = `<!doctype html><html><head><title>Notes</title></head><body><footer class="layout">
<h1>Why the river floods in spring</h1>
<p>Snow melts in the mountains for weeks before the first warm rain, and the river carries all of it at once.</p>
<p>Farmers along the banks have learned to move their animals to the hills when the ice begins to crack.</p>
</footer></body></html>`;
    expect(extract(html)).toContain("Farmers along the banks");
  });
});
