import { DomHandler } from "domhandler";
import { getOuterHTML } from "domutils";
import { Parser, Tokenizer } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { randomMarkup } from "#test/helpers/random-markup.js";
import { SkippingTokenizer } from "./skipping-tokenizer.js";

/** The tree `html` parses into with one tokenizer, as markup that keeps every attribute and entity apart. */
function treeWith(tokenizer: typeof Tokenizer, html: string): string {
  const handler = new DomHandler();
  new Parser(handler, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    Tokenizer: tokenizer,
  }).end(html);
  return getOuterHTML(handler.root, { decodeEntities: false, encodeEntities: "utf8" });
}

const TRICKY_PAGES = [
  "<p>plain text &amp; an entity, &copy; &#169; &#xA9; &notanentity; & alone, &amp</p>",
  `<a href="/x?a=1&amp;b=2&c" title='it&apos;s "quoted"' data-x=unquoted&amp;v>link</a>`,
  "<script>if (a < b && c > d) { s = '</scr' + 'ipt>'; }</script><p>after</p>",
  "<style>p > a { content: '<'; }</style><title>A &amp; B</title><textarea><b>&lt;</textarea>",
  "<!-- a comment with <tags> & entities --><!----><!-- - -- --->text<!bogus>more<?pi?>",
  "text < not a tag, a <3 heart, <<double, </> empty end, </ p>",
  "<div class=\"a&#x20;b\" id='c'>unterminated &am",
  "<p>ends inside text",
  '<p title="unterminated value',
  "<svg><![CDATA[ x < y ]]></svg><p>x</p>",
  "<script>never closed < & >",
  `<DIV Class="a" data-Long-Name=x id=y/><Section\tclass\n=\f"b"></SECTION\r>text</ div ><br/ ><input disabled>`,
  "<a-very-long-custom-element-name some-very-long-attribute-name=1>x</a-very-long-custom-element-name >",
  "<p class",
  "<p class=",
  "</p",
];

const FRAGMENTS = [
  "<p>",
  "</p>",
  "<div class='x'>",
  '<a href="a&amp;b">',
  "</a>",
  "text ",
  "&amp;",
  "&",
  "<",
  ">",
  '"',
  "'",
  "<script>",
  "</script>",
  "<style>",
  "</style>",
  "<!--",
  "-->",
  "<![CDATA[",
  "]]>",
  "<br/>",
  "<img src=x alt='a\"b'>",
  "&#x3c;",
  "<title>",
  "</title>",
  "\n",
  "<DIV CLASS",
  " id",
  "=",
  "/",
  "</Div ",
  "<section",
  "data-x-y",
];

describe("SkippingTokenizer", () => {
  it("builds the same tree as htmlparser2's Tokenizer on tricky markup", () => {
    for (const html of TRICKY_PAGES)
      expect(treeWith(SkippingTokenizer, html)).toBe(treeWith(Tokenizer, html));
  });

  it("builds the same tree on a few thousand random pieces of markup", () => {
    for (const html of randomMarkup(12, FRAGMENTS, 3000))
      expect(treeWith(SkippingTokenizer, html), html).toBe(treeWith(Tokenizer, html));
  });
});
