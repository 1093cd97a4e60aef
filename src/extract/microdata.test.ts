import { describe, expect, it } from "vitest";
import { extractMicrodata } from "./microdata.js";
import { parseHtml } from "./parse-html.js";

const pageUrl = "https://example.com/events/list";

function microdata(html: string) {
  return extractMicrodata(parseHtml(html), { pageUrl });
}

describe("extractMicrodata", () => {
  it("reads a top-level item with its types, id and text properties", () => {
    const result = microdata(`
      <div itemscope itemtype="https://schema.org/Event  https://schema.org/MusicEvent" itemid="/events/42">
        <h2 itemprop="name">Jazz   in the
          Park</h2>
        <p itemprop="description keywords">Free <b>outdoor</b> concert</p>
      </div>`);
    expect(result).toEqual([
      {
        type: ["https://schema.org/Event", "https://schema.org/MusicEvent"],
        id: "https://example.com/events/42",
        properties: {
          name: ["Jazz in the Park"],
          description: ["Free outdoor concert"],
          keywords: ["Free outdoor concert"],
        },
      },
    ]);
  });

  it("takes each element's value as the HTML spec says", () => {
    const [item] = microdata(`
      <div itemscope>
        <meta itemprop="m" content="meta content">
        <a itemprop="a" href="../tickets?utm_source=x">Buy</a>
        <link itemprop="link" href="https://schema.org/InStock">
        <img itemprop="img" src="/img/poster.jpg" alt="Poster">
        <video itemprop="video" src="clip.mp4"></video>
        <iframe itemprop="iframe" src="https://player.example.org/embed/1"></iframe>
        <object itemprop="object" data="doc.pdf"></object>
        <data itemprop="data" value="42">forty-two</data>
        <meter itemprop="meter" value="0.7">70%</meter>
        <time itemprop="start" datetime="2026-12-05T19:30">Dec 5, 7:30pm</time>
        <time itemprop="plainTime">tomorrow</time>
        <a itemprop="email" href="mailto:box@example.com">Mail</a>
        <span itemprop="empty"></span>
      </div>`);
    expect(item?.properties).toEqual({
      m: ["meta content"],
      a: ["https://example.com/tickets"],
      link: ["https://schema.org/InStock"],
      img: ["https://example.com/img/poster.jpg"],
      video: ["https://example.com/events/clip.mp4"],
      iframe: ["https://player.example.org/embed/1"],
      object: ["https://example.com/events/doc.pdf"],
      data: ["42"],
      meter: ["0.7"],
      start: ["2026-12-05T19:30"],
      plainTime: ["tomorrow"],
      email: ["mailto:box@example.com"],
      empty: [""],
    });
  });

  it("nests items that are properties of another, and does not list them at the top level", () => {
    const result = microdata(`
      <div itemscope itemtype="https://schema.org/Event">
        <span itemprop="name">Gala</span>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place">
          <span itemprop="name">Town Hall</span>
          <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
            <span itemprop="addressLocality">Springfield</span>
          </div>
        </div>
        <span itemprop="performer">Band A</span>
        <span itemprop="performer">Band B</span>
      </div>
      <div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Org</span></div>`);
    expect(result).toEqual([
      {
        type: ["https://schema.org/Event"],
        properties: {
          name: ["Gala"],
          location: [
            {
              type: ["https://schema.org/Place"],
              properties: {
                name: ["Town Hall"],
                address: [
                  {
                    type: ["https://schema.org/PostalAddress"],
                    properties: { addressLocality: ["Springfield"] },
                  },
                ],
              },
            },
          ],
          performer: ["Band A", "Band B"],
        },
      },
      { type: ["https://schema.org/Organization"], properties: { name: ["Org"] } },
    ]);
  });

  it("follows itemref to properties elsewhere in the page, in tree order", () => {
    const result = microdata(`
      <p id="when"><time itemprop="startDate" datetime="2026-01-02">Jan 2</time></p>
      <div itemscope itemtype="https://schema.org/Event" itemref="venue when missing">
        <span itemprop="name">Talk</span>
      </div>
      <p id="venue" itemprop="location">Library</p>`);
    expect(result).toEqual([
      {
        type: ["https://schema.org/Event"],
        properties: { startDate: ["2026-01-02"], name: ["Talk"], location: ["Library"] },
      },
    ]);
  });

  it("cuts itemref cycles instead of looping", () => {
    const result = microdata(`
      <div itemscope itemref="a"><span itemprop="name">Root</span></div>
      <div id="a" itemprop="first" itemscope itemref="b"><span itemprop="name">A</span></div>
      <div id="b" itemprop="second" itemscope itemref="a"><span itemprop="name">B</span></div>
      <div id="self" itemscope itemref="self"><span itemprop="name">Self</span></div>`);
    const itemB = { type: [], properties: { name: ["B"] } };
    const itemA = { type: [], properties: { name: ["A"], second: [itemB] } };
    expect(result).toEqual([
      { type: [], properties: { name: ["Root"], first: [itemA] } },
      { type: [], properties: { name: ["Self"] } },
    ]);
  });

  it("keeps a property named __proto__ as an ordinary key", () => {
    const [item] = microdata(`<div itemscope><span itemprop="__proto__">x</span></div>`);
    expect(Object.keys(item?.properties ?? {})).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(item?.properties)).toBe(Object.prototype);
  });

  it("returns nothing for a page without microdata, and URLs as written without a page URL", () => {
    expect(microdata(`<p itemprop="orphan">x</p>`)).toEqual([]);
    const [item] = extractMicrodata(parseHtml(`<div itemscope><a itemprop="url" href="/x">x</a></div>`));
    expect(item?.properties.url).toEqual(["/x"]);
  });
});
