import { describe, expect, it } from "vitest";
import { spaShell } from "#test/helpers/spa-site.js";
import { appShellSignals, looksLikeAppShell } from "./app-shell.js";

const article = `<p>${"Our tents are tested in wind and rain before they leave the workshop. ".repeat(5)}</p>`;

describe("looksLikeAppShell", () => {
  it("sees an empty mount element with a script bundle and a noscript asking for JavaScript", () => {
    expect(appShellSignals(spaShell())).toEqual({
      textChars: 0,
      mountElement: true,
      scriptBundles: 1,
      noscriptAsksForJavaScript: true,
    });
    expect(looksLikeAppShell(spaShell())).toBe(true);
    expect(
      looksLikeAppShell('<html><body><app-root></app-root><script type="module" src="/main.js"></script>'),
    ).toBe(true);
  });

  it("leaves pages with their text alone, scripts or not, and tiny pages without any script", () => {
    expect(
      looksLikeAppShell(`<body><div id="root">${article}</div><script src="/app.js"></script></body>`),
    ).toBe(false);
    expect(looksLikeAppShell("<body><h1>Not found</h1></body>")).toBe(false);
  });
});
