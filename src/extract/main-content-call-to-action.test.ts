// A call to action inside a post ("Ready for a quote? Talk to an agent", "Start your free trial") is not part of
// the story; a landing page's call-to-action bands, and a box that holds much of its article, are content.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const paragraphs = `<p>Most homeowners insure the house itself and forget what the policy says about the things inside it.</p>
<p>A standard policy pays the depreciated value of your furniture, which is often a fraction of its price.</p>
<p>Replacement cost coverage pays what it takes to buy the same item new, for a slightly higher premium.</p>
<p>Check the limits for jewellery, art and electronics: most policies cap them unless you list them.</p>`;

const post = `<!doctype html><html><head><title>What your home policy covers</title></head><body><main>
<article class="post"><h1>What your home policy covers</h1><div class="entry-content">${paragraphs}
<div class="call-to-action"><h3>Ready for a personalized quote?</h3><p>Find a Mutual agent near you today.</p>
<a href="/agents">Find an agent</a></div>
<p>Review the policy every year, and again after any renovation, so that the limits follow the house.</p>
<div class="post-cta"><p>Start your free trial</p><a href="/signup">No credit card required</a></div>
</div></article></main></body></html>`;

describe("a call to action inside a post", () => {
  it("is left out, and the post stays whole", () => {
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("Replacement cost coverage pays");
    expect(text).toContain("Review the policy every year");
    expect(text).not.toMatch(/personalized quote|find an agent|free trial|credit card/i);
  });
});

const landing = `<!doctype html><html><head><title>Payroll for small teams</title></head><body><main>
<section class="hero"><h1>Payroll for small teams</h1>
<p>Run payroll in minutes, file taxes automatically and pay your people on time, every time.</p></section>
<section class="cta-band"><h2>Hire your first employee with confidence</h2>
<p>We set up your state tax accounts, new-hire reporting and benefits the day you add someone.</p>
<a href="/start">Get started</a></section>
<section class="features"><h2>Everything in one place</h2>
<p>Time tracking, benefits and compliance live beside payroll, so nothing has to be typed twice.</p></section>
</main></body></html>`;

const builtOfBoxes = `<!doctype html><html><head><title>Work with a resume writer</title></head><body><main>
<article class="page"><h1>Work with a resume writer</h1>
<div class="home-cta"><h2>Work with the top rated resume writing service</h2>
<p>"The first time I used my new resume to apply for a position, I had an interview within two days."</p>
<p>"They created a resume that landed me several great offers, and I would recommend them to anyone."</p>
<a href="/start">Get started</a></div>
<p>Our writers have hired for the roles you apply to, and they write the resume those recruiters look for.</p>
<p>Each order starts with a call: your writer asks about the work you did, not only the titles you held.</p>
<p>You get a first draft within five days, and as many rounds of changes as it takes until it reads right.</p>
</article></main></body></html>`;

const productPage = `<!doctype html><html><head><title>Walnut desk organiser</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Walnut desk organiser",
"offers":{"@type":"Offer","price":"49.00","priceCurrency":"USD"}}</script></head><body>
<div class="main-content"><h1>Walnut desk organiser</h1><p>$49.00</p>
<div class="buybox-cta"><p>Only 3 left: order within 4 hours for delivery on Friday.</p>
<a href="/checkout">Buy It Now</a></div>
<p>Solid walnut, oiled by hand, with three trays for pens, cards and a phone that stands upright while it charges.</p>
<p>Each organiser is cut from one board, so the grain runs unbroken from the left tray to the right one.</p>
<p>Felt feet keep it from sliding and from marking the desk; the trays lift out for cleaning.</p>
</div></body></html>`;

describe("what a call to action is not", () => {
  it("keeps a product page's purchase box", () => {
    const text = extractMainText(parseHtml(productPage));
    expect(text).toContain("Only 3 left: order within 4 hours");
    expect(text).toContain("Buy It Now");
    expect(text).toContain("Solid walnut, oiled by hand");
  });

  it("keeps a landing page's call-to-action band", () => {
    const text = extractMainText(parseHtml(landing));
    expect(text).toContain("Hire your first employee with confidence");
    expect(text).toContain("new-hire reporting");
  });

  it("keeps a box that holds a large share of its article", () => {
    const text = extractMainText(parseHtml(builtOfBoxes));
    expect(text).toContain("landed me several great offers");
    expect(text).toContain("Our writers have hired");
  });
});
