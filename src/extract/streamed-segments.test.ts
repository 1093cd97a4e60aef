// React's streamed Suspense segments, put where React's inline script puts them (parseHtml does it).
import { getElementById, getElementsByTagName, textContent } from "domutils";
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const mainText = (html: string) => textContent(getElementsByTagName("main", parseHtml(html)));

describe("streamed segments", () => {
  it("replaces a boundary's fallback with its segment, nested boundaries in the fallback included", () => {
    const html =
      '<body><main><h1>Keyboard</h1><!--$?--><template id="B:0"></template><p>Loading…</p>' +
      "<!--$--><p>inner fallback</p><!--/$--><!--/$--><p>After.</p></main>" +
      '<div hidden id="S:0"><p>Switches: brown.</p><p>Weight: 653 g.</p></div></body>';
    expect(mainText(html)).toBe("KeyboardSwitches: brown.Weight: 653 g.After.");
    expect(getElementById("S:0", parseHtml(html).children)).toBeNull();
  });

  it("fills a P: placeholder and segments named in base 36 (S:a into B:a)", () => {
    const html =
      '<body><main><template id="P:1"></template><!--$?--><template id="B:a"></template><!--/$--></main>' +
      '<div hidden id="S:1"><p>one</p></div><div hidden id="S:a"><p>ten</p></div></body>';
    expect(mainText(html)).toBe("oneten");
  });

  it("removes nothing when the fallback's end marker is missing", () => {
    const html =
      '<body><main><!--$?--><template id="B:0"></template><p>kept</p></main>' +
      '<div hidden id="S:0"><p>placed</p></div></body>';
    expect(mainText(html)).toBe("placedkept");
  });

  it("leaves a hidden element alone when no placeholder matches it", () => {
    const html = '<body><main><p>text</p></main><div hidden id="S:7"><p>orphan</p></div></body>';
    expect(mainText(html)).toBe("text");
    expect(textContent(getElementById("S:7", parseHtml(html).children) ?? [])).toBe("orphan");
  });

  it("reads a product page whose spec sheet arrives in a segment, not the disclaimer beside it", () => {
    const specs = [
      ["Chassis material", "Plastic"],
      ["Switch plate material", "Aluminum"],
      ["Switch plate color", "Black"],
      ["Stabilizers", "Plate-mounted"],
      ["Keycap material", "ABS"],
      ["Lettering", "Shine-through keycaps"],
      ["Connectivity", "Bluetooth 5.1 and USB Type-C"],
      ["Battery capacity", "4000 mAh"],
      ["Height", "3.2 cm"],
      ["Width", "31.0 cm"],
      ["Depth", "12.0 cm"],
      ["Weight", "653 g"],
      ["Included items", "Cable, keycap puller, extra keycaps"],
      ["Polling rate", "1000 Hz wired, 90 Hz wireless"],
    ].flat();
    const rows = specs.map((cell) => `<div class="cell"><span>${cell}</span></div>`).join("");
    const html = `<!doctype html><html><head><title>Keyboard review</title></head><body>
<header><nav><a href="/">Labs</a> <a href="/keyboards">Keyboards</a></nav></header>
<main><!--$?--><template id="B:0"></template><div class="skeleton"></div><!--/$--></main>
<footer><p>Labs tests hardware in its own lab.</p></footer>
<div hidden id="S:0"><h1>Wireless Mechanical Keyboard</h1><section><h2>Hardware</h2>${rows}</section>
<div class="price-box"><p>This website uses affiliate links.</p><p>Purchases made through these links may provide
compensation to the publisher.</p><p>Regional availability and other factors may cause prices to vary, so double
check the retailer's page before you buy.</p></div></div></body></html>`;
    const text = extractMainText(parseHtml(html));
    expect(text).toContain("Switch plate");
    expect(text).toContain("653 g");
  });
});
