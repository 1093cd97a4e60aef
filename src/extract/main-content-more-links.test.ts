// A card's bare call to action ("Learn more", "Read more →") is not content; a line or a sentence that says more
// is. Hand-made pages on a pattern that repeats across the WCXB benchmark's service and landing pages (a grid of
// offerings, each ending in its "Learn more" link) and its blogs (teasers ending in "Read more").
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const offerings = `<!doctype html><html><head><title>Consulting services | Acme Advisory</title></head><body><main>
<h1>Consulting services</h1>
<p>We help mid-sized companies plan, build and run the systems their finance and people teams depend on, from the
first audit to the day the new process runs without us.</p>
<div class="card"><h3>Finance and accounting</h3><p>Close the books in days rather than weeks with integrated
tools and real-time reporting.</p><p><a class="btn" href="/finance">Learn more</a></p></div>
<div class="card"><h3>Workforce</h3><p>Reshape payroll and HR around data you can trust, with fewer manual steps
and clearer ownership.</p><p><a class="btn" href="/workforce">Learn More →</a></p></div>
<div class="card"><h3>Operations</h3><p>Make the supply chain and production planning faster and steadier with
forecasting that your planners keep up to date.</p><a class="btn" href="/operations">Read more…</a></div>
<p>Want the details first? <a href="/pricing">Learn more about our pricing</a> or read more in our yearly report,
which compares the results of forty projects.</p>
</main></body></html>`;

describe("bare 'Learn more' / 'Read more' lines", () => {
  it("leaves out each card's call to action and keeps the cards' text", () => {
    const text = extractMainText(parseHtml(offerings));
    expect(text).toContain("Close the books in days");
    expect(text).toContain("Reshape payroll and HR");
    expect(text).toContain("forecasting that your planners keep");
    expect(text).not.toMatch(/^\s*(?:learn|read) more\W*$/im);
  });

  it("keeps a line that says what there is more of, and a sentence holding the words", () => {
    const text = extractMainText(parseHtml(offerings));
    expect(text).toContain("Learn more about our pricing");
    expect(text).toContain("read more in our yearly report");
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(offerings));
    expect(markdown).toContain("### Workforce");
    expect(markdown).not.toMatch(/^\s*(?:learn|read) more\W*$/im);
  });
});

const specs = `<!doctype html><html><head><title>Vertical mouse | Acme</title></head><body><main>
<h1>Vertical mouse</h1>
<p>A mouse held at a 57-degree angle, so the forearm rests in a handshake position instead of turning flat.</p>
<h2>Specifications</h2>
<ul><li>Height: 78.9 mm</li><li>Weight: 135 g</li><li>Battery: 4 months on a full charge</li></ul>
<div class="spec-toggle" role="button" tabindex="0">Show more</div>
<h2>In the box</h2>
<p>The mouse, a receiver and a USB-C charging cable.</p>
<p><span class="more">View all +</span></p>
<p>See all our accessories in the store, from spare receivers to travel cases.</p>
</main></body></html>`;

describe("bare 'See more' / 'View all' lines", () => {
  it("leaves out a list's bare 'Show more' and 'View all' and keeps a sentence holding the words", () => {
    const text = extractMainText(parseHtml(specs));
    expect(text).toContain("Battery: 4 months on a full charge");
    expect(text).toContain("See all our accessories in the store");
    expect(text).not.toMatch(/^\s*(?:show more|view all)\W*$/im);
  });
});

const sections = `<!doctype html><html><head><title>Smart lighting | Lumen Home</title></head><body><main>
<h1>Smart lighting</h1>
<p>Our bulbs and strips dim, warm up and switch on a schedule from the app, and each one works with the hubs and
voice assistants you already own, so nothing in the house has to be replaced to start.</p>
<section><h2>Bulbs</h2><p>Standard E26 and GU10 bases in white and full colour, rated for twenty-five thousand hours of
use, each one paired in under a minute from the app.</p><a class="link" href="/bulbs">See all</a></section>
<section><h2>Light strips</h2><p>Cut-to-length strips for shelves, cabinets and the back of a television, with an
adhesive that comes off clean when you move out.</p><a class="link" href="/strips">View All →</a></section>
<section><h2>Guides</h2><p>Setting up a routine takes two steps in the app; see all the routines other owners share
in the community gallery once your first bulb is paired.</p><p><a href="/guides">Show more</a></p></section>
</main></body></html>`;

describe("bare 'See all' / 'View all' / 'Show more' lines", () => {
  it("leaves out a section's bare link to the rest and keeps the sections' text", () => {
    const text = extractMainText(parseHtml(sections));
    expect(text).toContain("rated for twenty-five thousand hours");
    expect(text).toContain("Cut-to-length strips for shelves");
    expect(text).not.toMatch(/^\s*(?:see|view|show) (?:all|more)\W*$/im);
  });

  it("keeps a sentence holding the words", () => {
    const text = extractMainText(parseHtml(sections));
    expect(text).toContain("see all the routines other owners share");
  });
});
