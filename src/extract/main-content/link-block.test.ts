import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { parseHtml } from "../parse-html.js";
import { analyseTree } from "./analyse-tree.js";
import { isLinkBlock } from "./link-block.js";

/** Parses a fragment and measures it as the extractor does; returns the element with `id`, and the stats. */
function measured(html: string, id: string) {
  const document = parseHtml(`<!doctype html><html><body>${html}</body></html>`);
  const body = (document.children.find((node) => node.type === "tag") as Element).children.find(
    (node) => node.type === "tag" && (node as Element).name === "body",
  ) as Element;
  const stats = analyseTree({ root: body, treatment: () => "measure" });
  const find = (element: Element): Element | undefined => {
    if (element.attribs.id === id) return element;
    for (const child of element.children) {
      if (child.type !== "tag") continue;
      const found = find(child as Element);
      if (found) return found;
    }
    return undefined;
  };
  return { element: find(body) as Element, stats };
}

const SUMMARY =
  "Scientists discover mountain ranges, towers of coral and never-before-seen sea creatures on a survey.";

describe("isLinkBlock", () => {
  it("reads a list of links and a 'Read more' line as link blocks", () => {
    const list = measured(
      `<ul id="x"><li><a href="/a">Home</a></li><li><a href="/b">World</a></li></ul>`,
      "x",
    );
    expect(isLinkBlock(list.element, list.stats)).toBe(true);
    const more = measured(`<p id="x"><a href="/story">Read the whole story of our studio</a></p>`, "x");
    expect(isLinkBlock(more.element, more.stats)).toBe(true);
  });

  it("does not read a card whose headline and summary paragraph make one link as a link block", () => {
    const card = measured(
      `<div id="x"><a href="/n/1"><div><h2 id="h">Underwater mountains found</h2><p>${SUMMARY}</p></div></a></div>`,
      "x",
    );
    expect(isLinkBlock(card.element, card.stats)).toBe(false);
    const summary = measured(`<p id="x"><a href="/n/1">${SUMMARY}</a></p>`, "x");
    expect(isLinkBlock(summary.element, summary.stats)).toBe(false);
  });

  it("does not read the linked headline right before a linked summary as a link block", () => {
    const entry = measured(
      `<article><h2 id="x"><a href="/n/1">Underwater mountains found</a></h2><p><a href="/n/1">${SUMMARY}</a></p></article>`,
      "x",
    );
    expect(isLinkBlock(entry.element, entry.stats)).toBe(false);
    const lone = measured(
      `<article><h2 id="x"><a href="/n/1">Underwater mountains found</a></h2><p>Short note.</p></article>`,
      "x",
    );
    expect(isLinkBlock(lone.element, lone.stats)).toBe(true);
  });
});
