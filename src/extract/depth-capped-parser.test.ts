import type { ChildNode, Element, ParentNode } from "domhandler";
import { getElementsByTagName, textContent } from "domutils";
import { describe, expect, it } from "vitest";
import { MAX_ELEMENT_DEPTH, MAX_WRAPPER_DEPTH } from "./depth-capped-parser.js";
import { parseHtml } from "./parse-html.js";

function maxDepth(root: { children?: unknown[] }): number {
  let deepest = 0;
  const stack: Array<[Element, number]> = [];
  for (const child of (root.children ?? []) as Element[]) stack.push([child, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Element, number];
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    deepest = Math.max(deepest, depth);
    for (const child of node.children as Element[]) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe("parseHtml on deep markup", () => {
  it("leaves ordinary nesting as it is", () => {
    const document = parseHtml(
      `<html><body>${"<div>".repeat(300)}<p>deep</p>${"</div>".repeat(300)}<p>after</p>`,
    );
    expect(maxDepth(document)).toBe(303);
    expect(getElementsByTagName("p", document).map((p) => textContent(p))).toEqual(["deep", "after"]);
  });

  it("flattens wrappers beyond the cap, keeps their text, and closes them where they end", () => {
    const depth = 5000;
    const document = parseHtml(
      `<body>${"<div class=x>q".repeat(depth)}${"</div>".repeat(depth)}<p id=after>after</p><script>var x="<b>"</script>`,
    );
    expect(maxDepth(document)).toBe(MAX_WRAPPER_DEPTH);
    expect(textContent(document)).toBe(`${"q".repeat(depth)}aftervar x="<b>"`);
    const [after] = getElementsByTagName("p", document);
    expect((after?.parent as Element | undefined)?.name).toBe("body");
  });

  it("keeps headings, lists and links beyond the wrapper cap, up to the hard cap", () => {
    const html = `<body>${"<div>".repeat(2000)}<h2>Orders</h2><ul><li><a href="/a">Parcel</a></li></ul>${"</div>".repeat(2000)}<p>after</p>`;
    const document = parseHtml(html);
    const [link] = getElementsByTagName("a", document);
    expect(link?.attribs.href).toBe("/a");
    expect((link?.parent as Element | undefined)?.name).toBe("li");
    expect(getElementsByTagName("h2", document)).toHaveLength(1);
    expect(maxDepth(parseHtml(`<body>${"<ul><li>".repeat(5000)}x`))).toBe(MAX_ELEMENT_DEPTH);
  });

  it("does not let script text spill into content when a script sits beyond the cap", () => {
    const document = parseHtml(`<body>${"<div>".repeat(2000)}<script>if (a < b) alert("x")</script>text`);
    const [script] = getElementsByTagName("script", document);
    expect(script && textContent(script)).toBe(`if (a < b) alert("x")`);
  });

  it("links every node to its parent and siblings, whatever the number of children", () => {
    const html = `<body>${[1, 2, 3, 4, 5, 6, 20].map((count) => `<ul>${"<li>x</li>".repeat(count)}</ul>`).join(" ")}`;
    const document = parseHtml(html);
    const lists = getElementsByTagName("ul", document);
    expect(lists.map((list) => list.children.length)).toEqual([1, 2, 3, 4, 5, 6, 20]);
    const check = (parent: ParentNode) => {
      parent.children.forEach((child: ChildNode, index: number) => {
        expect(child.parent).toBe(parent);
        expect(child.prev).toBe(parent.children[index - 1] ?? null);
        expect(child.next).toBe(parent.children[index + 1] ?? null);
        if ("children" in child) check(child as ParentNode);
      });
    };
    check(document);
  });
});
