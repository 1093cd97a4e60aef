// A block furniture only by its class or id word that reads as a long run of prose is content inside the chosen
// root: a documentation section whose anchor is its heading's slug ("cookies"), not a cookie banner.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const SENTENCES = [
  "The framework keeps the request's data in an object that every view function can read while it handles it.",
  "Values that must survive from one request to the next are kept on the client and signed with a secret key.",
  "A signed value can be read by the user but not changed, because the signature no longer matches once it is.",
  "Set the secret key from the environment in production, never from a file that is kept in version control.",
  "When the key changes, every value signed with the old key is rejected and users start again from scratch.",
  "Large values slow every request down, since the browser sends them back with each page it asks the server for.",
  "Keep only an identifier on the client and the rest in a database the server reads when the request arrives.",
  "The test client keeps these values between requests, so a test can log in once and then visit other pages.",
  "Expired values are dropped by the browser itself; the server never sees them again after their expiry date.",
  "Each of these settings has a default that suits development and a safer value to choose before you deploy.",
];

/** A section of six paragraphs of prose (about 1,100 visible characters), each said once on the page. */
function section(id: string, title: string, offset: number): string {
  const sentence = (index: number) => SENTENCES[(offset + index) % SENTENCES.length];
  const paragraphs = [0, 1, 2, 3, 4, 5]
    .map((index) => `<p>${title}, part ${index + 1}: ${sentence(index)} ${sentence(index + 5)}</p>`)
    .join("\n");
  return `<section id="${id}"><h2>${title}</h2>\n${paragraphs}</section>`;
}

function page(namedSection: string): string {
  return `<!doctype html><html><head><title>Quickstart</title></head><body>
<nav class="sidebar"><a href="/">Home</a> <a href="/api">API</a> <a href="/changes">Changes</a></nav>
<div class="document"><h1>Quickstart</h1>
${section("routing", "Routing", 0)}
${section("templates", "Templates", 2)}
${namedSection}
${section("sessions-in-tests", "Sessions in tests", 6)}
</div>
<div class="share-bar"><a href="/share/x">Share on X</a> <a href="/share/mail">Share by mail</a></div>
</body></html>`;
}

describe("a named block of long prose inside the root", () => {
  it("keeps a documentation section whose id reads as a furniture word", () => {
    const text = extractMainText(parseHtml(page(section("cookies", "Cookies", 4))));
    expect(text).toContain("Cookies");
    expect(text).toContain("Routing");
    expect(text).toContain("Sessions in tests");
    expect(text).not.toContain("Share on X");
  });

  it("still leaves out a short block so named", () => {
    const notice = `<div id="cookies"><p>We use cookies to measure visits. Accept them or change your settings.</p></div>`;
    const text = extractMainText(parseHtml(page(notice)));
    expect(text).toContain("Routing");
    expect(text).not.toContain("We use cookies");
  });

  it("still leaves out a block of long prose furniture by its tag", () => {
    const aside = section("note", "A note", 4)
      .replace("<section", "<aside")
      .replace("</section>", "</aside>");
    const text = extractMainText(parseHtml(page(aside)));
    expect(text).toContain("Routing");
    expect(text).not.toContain("A note");
  });
});
