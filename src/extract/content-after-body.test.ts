import { getElementsByTagName, textContent } from "domutils";
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const ARTICLE = [
  "When defined in the simplest way possible, human resources is about the people who work for a company.",
  "Outsourcing it means a partner runs payroll, benefits or hiring for you, so your own team can do other work.",
  "Six kinds of such partners are common, from payroll services to firms that become the employer of record.",
];

describe("content after </body> or </html>", () => {
  it("is read into <body>, in document order, as a browser reads it", () => {
    const document = parseHtml(
      "<html><head><title>T</title></head><body><p>first</p></body><p>second</p></html><div>third</div> <!-- c -->",
    );
    const [body] = getElementsByTagName("body", document);
    expect(body && textContent(body)).toBe("firstsecondthird");
  });

  it("keeps an article a theme prints after closing the document", () => {
    const html = `<!doctype html><html><head><title>Six types of HR outsourcing</title></head><body>
<nav><a href="/">Home</a> <a href="/blog">Blog</a></nav><h1>Six types of HR outsourcing</h1></body></html>
<section><div class="blog-details-table"><div id="blog-content">${ARTICLE.map((text) => `<p>${text}</p>`).join("")}</div></div></section>
<footer>© Example</footer>`;
    const text = extractMainText(parseHtml(html));
    for (const paragraph of ARTICLE) expect(text).toContain(paragraph);
  });
});
