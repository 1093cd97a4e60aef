import { DomHandler } from "domhandler";
import { getOuterHTML } from "domutils";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { randomMarkup } from "#test/helpers/random-markup.js";
import { parseDepthCapped } from "./depth-capped-parser.js";
import { readLowerCaseName } from "./markup-names.js";

const OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/** The tree as markup that keeps every attribute and entity apart. */
function markup(root: DomHandler["root"]): string {
  return getOuterHTML(root, { decodeEntities: false, encodeEntities: "utf8" });
}

function stockTree(html: string): string {
  const handler = new DomHandler();
  new Parser(handler, OPTIONS).end(html);
  return markup(handler.root);
}

const TRICKY_NAMES = [
  `<DIV CLASS="a" Id=b><Span TITLE=x>one</SPAN></div><div class=c id=d>two</Div>`,
  `<a href="/1" HREF="/2" Href="/3">duplicate names, the first kept</a><p __proto__=x constructor=y>z</p>`,
  "<p>a<div>implied close</div></p></br><br></br><img src=x></img><input></input>text",
  "<ul><li>one<li>two</ul><table><tr><td>a<td>b<tr><td>c</table><b><i>mis</b>nested</i>",
  `<svg viewBox="0 0 1 1"><title>t</title><path d="M0"/></svg><math><mi>x</mi></math><p>after</p>`,
  `<x-${"long".repeat(20)} data-${"long".repeat(20)}=1>long names</x-${"long".repeat(20)}>`,
  `<dİv clİss=a>non-ASCII</dİv><div data-x=1 data-X=2 DATA-y=3>`,
  "<section><article><header>h</header><main>m</main></article></section></section></ARTICLE>",
];

const FRAGMENTS = [
  "<div class=a>",
  "<DIV CLASS=A>",
  "</div>",
  "</DIV>",
  "<p id=x>",
  "</p>",
  "<li>",
  "</li>",
  "<svg>",
  "</svg>",
  "<title>",
  "</title>",
  "<br>",
  "</br>",
  "<a href=b HREF=c>",
  "</a>",
  "text",
  "<table><tr><td>",
  "</td>",
];

describe("parseDepthCapped's names read by position", () => {
  it("builds the same tree as htmlparser2's Parser on tricky names", () => {
    for (const html of TRICKY_NAMES)
      expect(markup(parseDepthCapped(html, OPTIONS)), html).toBe(stockTree(html));
  });

  it("builds the same tree on a few thousand random pieces of markup", () => {
    for (const html of randomMarkup(26, FRAGMENTS, 3000))
      expect(markup(parseDepthCapped(html, OPTIONS)), html).toBe(stockTree(html));
  });

  it("reads a name lowercased, whether met before or written with capitals", () => {
    const html = "<div class><DIV Class><div class>";
    expect(readLowerCaseName(html, 1, 4)).toBe("div");
    expect(readLowerCaseName(html, 12, 15)).toBe("div");
    expect(readLowerCaseName(html, 16, 21)).toBe("class");
    expect(readLowerCaseName(html, 23, 26)).toBe("div");
    expect(readLowerCaseName(html, 27, 32)).toBe("class");
  });
});
