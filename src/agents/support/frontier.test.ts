import { describe, expect, it } from "vitest";
import { buildFrontier, inboundLinks } from "./frontier.js";
import { SUPPORT_DEFAULTS, type SupportStateValue } from "./state.js";

const ORIGIN = "https://shop.test";

function stateOf(options: {
  urls: string[];
  anchors: Record<number, string>;
  graph: Record<number, number[]>;
  visited: number[];
}): SupportStateValue {
  return {
    ...SUPPORT_DEFAULTS,
    all_discovered_urls: options.urls.map((path) => `${ORIGIN}${path}`),
    url_anchor_text: options.anchors,
    url_found_on: {},
    url_graph: options.graph,
    visited_urls: options.visited,
    url_content: Object.fromEntries(
      options.visited.map((index) => [index, { title: `Page ${index}`, status: "ok" }]),
    ),
  } as unknown as SupportStateValue;
}

describe("buildFrontier", () => {
  const state = stateOf({
    urls: ["/", "/help", "/careers", "/shipping", "/returns", "/blog/post-1"],
    anchors: { 2: "Careers", 3: "Shipping", 4: "Returns policy", 5: "A post" },
    // Both pages read link to /shipping; only one links to /careers and /blog/post-1.
    graph: { 0: [2, 3, 5], 1: [3, 4] },
    visited: [0, 1],
  });

  it("counts how many pages read link to each URL", () => {
    expect(inboundLinks(state)).toEqual(
      new Map([
        [2, 1],
        [3, 2],
        [5, 1],
        [4, 1],
      ]),
    );
  });

  it("lists relevant links first, then equally scored links by how many pages link to them", () => {
    const frontier = buildFrontier(state, { weights: new Map([["polic", 1]]) });
    expect(frontier.map((link) => link.index)).toEqual([4, 3, 2, 5]);
  });
});
