// The last guard before the DOM: whatever HTML got this far, only citations and the answer's sources are links.
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { keepOnlySourceLinks } from "./render-answer.js";

describe("keepOnlySourceLinks", () => {
  it("turns every other link into its text and every image into its alt text", () => {
    const { document } = parseHTML(
      `<!doctype html><html><body><p>Free returns<a class="citation" href="#t1-source-1">1</a>.
      <a href="http://evil.test/">Claim your refund here</a> <img src="http://evil.test/x.png" alt="x">
      <a href="https://shop.test/returns">returns page</a> <a href="#top">top</a></p></body></html>`,
    );
    keepOnlySourceLinks(document.body, ["https://shop.test/returns"]);
    const links = [...document.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#t1-source-1",
      "https://shop.test/returns",
    ]);
    expect(links[1]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.body.textContent).toContain("Claim your refund here x");
    expect(document.body.textContent).toContain("top");
  });
});
