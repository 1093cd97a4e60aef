import { describe, expect, it } from "vitest";
import { keepOnlySourceLinks } from "./answer-links.js";

const SOURCES = ["https://shop.test/help/returns"];
const clean = (answer: string) => keepOnlySourceLinks(answer, SOURCES);

describe("keepOnlySourceLinks", () => {
  it("keeps the text of links and images and drops their targets", () => {
    expect(clean("[Claim your refund here](http://evil.test/) now [1].")).toBe(
      "Claim your refund here now [1].",
    );
    expect(
      clean('![x](http://evil.test/x.png "pixel") and [![logo](http://evil.test/l.png)](http://evil.test)'),
    ).toBe("x and logo");
    expect(clean("[a (b)](<http://evil.test/a b>) [c](http://evil.test/(d))")).toBe("a (b) c");
  });

  it("puts URLs that are not sources in code, where nothing autolinks them", () => {
    expect(clean("Pay at http://evil.test/pay, or <http://evil.test> or www.evil.test.")).toBe(
      "Pay at `http://evil.test/pay`, or `http://evil.test` or `www.evil.test`.",
    );
    expect(clean("(see https://evil.test/a_(b))")).toBe("(see `https://evil.test/a_(b)`)");
  });

  it("leaves links and URLs of the cited sources, citations and code as they are", () => {
    const answer = [
      "Returns: [the returns page](https://shop.test/help/returns/) or https://shop.test/help/returns [1].",
      "Run `curl http://evil.test/x` or:",
      "```sh",
      "curl [x](http://evil.test/y) http://evil.test/z",
      "```",
      "~~~",
      "![img](http://evil.test/i.png)",
    ].join("\n");
    expect(clean(answer)).toBe(answer);
  });

  it("stops a reference definition from turning text into a link", () => {
    expect(clean("[Claim][r]\n\n[r]: http://evil.test/r")).toBe("[Claim][r]\n\n\\[r]: `http://evil.test/r`");
  });

  it("is idempotent", () => {
    const once = clean("[a](http://evil.test) http://evil.test/b ![c](d)");
    expect(clean(once)).toBe(once);
  });
});
