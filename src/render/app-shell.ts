// Whether a page's HTML is an application shell that only a browser fills in: little text in the body, and a
// root mount element, script bundles or a <noscript> asking for JavaScript.
import { findEvery, findFirst, parseHtml, visibleText } from "../extract/index.js";

/** Ids frameworks mount into (React, Vue, Next.js, Nuxt, Gatsby, Svelte, Angular's usual wrappers). */
const MOUNT_IDS = new Set(["root", "app", "__next", "__nuxt", "___gatsby", "svelte", "main", "application"]);
/** Below this many characters of visible body text a page is "empty" enough to need a browser. */
const SHELL_MAX_TEXT = 200;

export interface AppShellSignals {
  /** Visible characters in the body (scripts, styles, templates and noscript left out). */
  textChars: number;
  mountElement: boolean;
  scriptBundles: number;
  noscriptAsksForJavaScript: boolean;
}

export function appShellSignals(html: string): AppShellSignals {
  const document = parseHtml(html);
  const body = findFirst((element) => element.name === "body", document) ?? document;
  const tags = findEvery(() => true, body);
  const noscripts = tags.filter((element) => element.name === "noscript");
  // visibleText leaves scripts, styles, templates and noscript out.
  const textChars = visibleText(body.children).replace(/\s+/g, "").length;
  return {
    textChars,
    mountElement: tags.some(
      (element) =>
        MOUNT_IDS.has((element.attribs.id ?? "").toLowerCase()) ||
        "data-reactroot" in element.attribs ||
        "ng-version" in element.attribs ||
        element.name === "app-root",
    ),
    scriptBundles: findEvery(
      (element) =>
        element.name === "script" && (element.attribs.src !== undefined || element.attribs.type === "module"),
      document,
    ).length,
    noscriptAsksForJavaScript: noscripts.some((element) =>
      /javascript|\bjs\b/i.test(visibleText(element.children)),
    ),
  };
}

/** The `auto` rule: little text, and at least one sign that scripts write the page. */
export function looksLikeAppShell(html: string): boolean {
  const signals = appShellSignals(html);
  return (
    signals.textChars < SHELL_MAX_TEXT &&
    (signals.mountElement || signals.scriptBundles > 0 || signals.noscriptAsksForJavaScript)
  );
}
