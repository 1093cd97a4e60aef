// The whole page's visible text, line by line, for pages where main-content extraction keeps too little (a
// short event page whose date line looks like furniture). Navigation, footers and asides stay out.
import type { Document, Element } from "domhandler";
import { findFirst } from "../../extract/index.js";
import { isHidden, isNeverText } from "../../extract/main-content/boilerplate-rules.js";
import { renderText } from "../../extract/main-content/render-text.js";

const LEFT_OUT = new Set(["nav", "footer", "aside"]);

/** Structured text of the <body> (or the whole document when it has none); "" for an empty page. */
export function pageText(document: Document): string {
  const body =
    findFirst((element) => element.name === "body", document) ??
    ({ type: "tag", name: "body", attribs: {}, children: document.children } as unknown as Element);
  return renderText({
    root: body,
    isSkipped: (element) => isNeverText(element) || isHidden(element) || LEFT_OUT.has(element.name),
  });
}
