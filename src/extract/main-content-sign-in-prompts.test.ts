// A bare sign-in prompt ("Sign in to add this item to your wishlist", "Log in to set a price alert on this
// product.") is not content; a tutorial's step that signs in elsewhere ("Log in to your console and …") and an
// offer ("Sign in for free shipping") are. A hand-made product page on a pattern seen across the WCXB benchmark.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const page = `<!doctype html><html><head><title>Trail Runner 3</title></head><body><main>
<h1>Trail Runner 3</h1>
<p>$129.00</p>
<p>Sign in to add this item to your wishlist, follow it, or mark it as ignored</p>
<p>A light trail shoe with a rock plate, a 4 mm drop and a lugged outsole that sheds mud on the climb.</p>
<p>Log in to set a price alert on this product.</p>
<p>Sign in for free shipping</p>
<h2>Setting up the tracker</h2>
<p>Log in to your Garmin Connect account and pair the shoe's pod under Devices, then start a run.</p>
<p>Please create an account or log in to access all these features</p>
<h2>Orders</h2>
<p>Log in to track your order and change its delivery address.</p>
</main></body></html>`;

describe("a bare sign-in prompt", () => {
  it("leaves out the prompts and keeps the product's text", () => {
    const text = extractMainText(parseHtml(page));
    expect(text).toContain("A light trail shoe with a rock plate");
    expect(text).not.toContain("Sign in to add this item");
    expect(text).not.toContain("Log in to set a price alert");
    expect(text).not.toContain("Please create an account or log in");
  });

  it("keeps a step that signs in elsewhere, an offer and how to do what a visitor asks about", () => {
    const text = extractMainText(parseHtml(page));
    expect(text).toContain("Log in to track your order and change its delivery address.");
    expect(text).toContain("Log in to your Garmin Connect account and pair the shoe's pod");
    expect(text).toContain("Sign in for free shipping");
  });

  it("leaves the prompts out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(page));
    expect(markdown).not.toContain("Log in to set a price alert");
    expect(markdown).toContain("A light trail shoe with a rock plate");
  });
});
