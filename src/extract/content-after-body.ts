// Content a page puts after its </body> or </html> (a theme that closes the document early, then prints the
// article): a browser's parser reads it into <body> ("after body" and "after after body" insertion modes);
// htmlparser2 leaves it beside <body> or beside <html>, where extractors that start from <body> never see it.
import type { ChildNode, Document, Element } from "domhandler";
import { appendChild } from "domutils";

/** Moves elements and non-blank text that follow <body> (inside <html>) or <html> (in the document) into <body>. */
export function moveContentAfterBodyIntoBody(document: Document): void {
  const html = document.children.find((node) => isElementNamed(node, "html")) as Element | undefined;
  if (!html) return;
  const body = html.children.find((node) => isElementNamed(node, "body")) as Element | undefined;
  if (!body) return;
  const stray = [
    ...html.children.slice(html.children.indexOf(body) + 1),
    ...document.children.slice(document.children.indexOf(html) + 1),
  ].filter(
    (node) => node.type === "tag" || node.type === "script" || node.type === "style" || isNonBlankText(node),
  );
  for (const node of stray) appendChild(body, node);
}

function isElementNamed(node: ChildNode, name: string): boolean {
  return node.type === "tag" && (node as Element).name === name;
}

function isNonBlankText(node: ChildNode): boolean {
  return node.type === "text" && node.data.trim() !== "";
}
