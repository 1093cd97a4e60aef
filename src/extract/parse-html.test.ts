import { getElementsByTagName, textContent } from "domutils";
import { describe, expect, it } from "vitest";
import { parseHtml } from "./parse-html.js";

const bodyText = (html: string) => textContent(getElementsByTagName("body", parseHtml(html)));

describe("parseHtml and <![CDATA[", () => {
  it("reads an opener in HTML content as a comment up to the next >, as browsers do", () => {
    expect(bodyText("<body><p>a</p><![CDATA[ x <p>b</p> ]]><p>c</p></body>")).toBe("ab ]]>c");
  });

  it("leaves openers inside scripts and styles alone, whatever the end tag's case and spacing", () => {
    const html =
      '<body><script>//<![CDATA[\nvar a = "<p>";\n//]]></SCRIPT ><style>/*<![CDATA[*/p{}</style\n>' +
      "<p>text</p></body>";
    const document = parseHtml(html);
    expect(textContent(getElementsByTagName("script", document))).toContain("<![CDATA[");
    expect(textContent(getElementsByTagName("style", document))).toBe("/*<![CDATA[*/p{}");
    expect(textContent(getElementsByTagName("p", document))).toBe("text");
  });

  it("reads openers in any case, before, between and after scripts", () => {
    const html =
      "<body><p>a</p><![CDATA[<p>b</p><script>//<![CDATA[\n</script><p>c</p><![cdata[<p>d</p>" +
      "<script>var e;</script><p>e</p></body>";
    // Each opener in content hides up to the next `>` (the one of the <p> after it); script text is kept as is.
    expect(bodyText(html)).toBe("ab//<![CDATA[\ncdvar e;e");
  });

  it('does not take a tag whose name only starts with "script" for a script', () => {
    expect(bodyText("<body><p>a</p><scripts><![CDATA[<p>b</p>")).toBe("ab");
  });
});
