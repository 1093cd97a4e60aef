// A form's sent / failed messages, hidden by the stylesheet until the form is sent: never the page's text.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const ARTICLE = `<h1>What is catering?</h1>
<p>Catering is the business of preparing food at one place and serving it at another, for an event or a client.</p>
<p>Caterers plan menus with their clients, cook in their own kitchens and deliver, set up and serve the meal.</p>
<p>Many restaurants run a catering service beside their dining room to use their kitchen on quiet days.</p>`;

function page(form: string): string {
  return `<!doctype html><html><head><title>Catering</title></head><body><div class="post">${ARTICLE}
<p>Get our guide to opening a kitchen, free, in your inbox.</p>
<form><input type="email" name="email"><input type="submit" value="Send"></form>
${form}</div></body></html>`;
}

describe("a form's state messages", () => {
  it.each([
    ['<div class="w-form-done"><div>Thank you! Your submission has been received!</div></div>', "submission"],
    [
      '<div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div>',
      "Oops",
    ],
    ['<p class="box__success-message">Thanks, you are on the list now.</p>', "on the list"],
    ['<p class="form-error">Please enter a valid email address and try again.</p>', "valid email"],
  ])("leaves out %s", (form, words) => {
    const text = extractMainText(parseHtml(page(form)));
    expect(text).toContain("Caterers plan menus");
    expect(text).not.toContain(words);
  });

  it("keeps a paragraph whose class only names a message or a form", () => {
    const text = extractMainText(parseHtml(page('<p class="form-message">We send one email a month.</p>')));
    expect(text).toContain("one email a month");
  });
});
