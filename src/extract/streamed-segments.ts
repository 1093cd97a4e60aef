// Puts React's streamed Suspense segments where the page's own inline script puts them. Server rendering sends
// the late parts of a page as `<div hidden id="S:4">…</div>` at the end of <body>, with a placeholder where each
// belongs (`<template id="B:4">` after a `<!--$?-->` marker, whose fallback runs to the matching `<!--/$-->`; or
// `<template id="P:4">`), and React's `$RC` / `$RS` move each segment into place as it arrives. Every browser
// that runs scripts shows the page so; the served HTML without it reads as a shell whose content is hidden.
import type { ChildNode, Comment, Document, Element, ParentNode } from "domhandler";
import { prepend, removeElement } from "domutils";

const SEGMENT_ID = /^S:([0-9a-z]+)$/;
const PLACEHOLDER_ID = /^[BP]:[0-9a-z]+$/;

/** Moves each segment into its placeholder (by number: S:4 into B:4, else P:4), in document order. */
export function placeStreamedSegments(document: Document): void {
  const segments: Element[] = [];
  const placeholders = new Map<string, Element>();
  const stack: ChildNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop() as ChildNode;
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const element = node as Element;
    const id = element.attribs.id;
    if (id !== undefined) {
      if (element.attribs.hidden !== undefined && SEGMENT_ID.test(id)) segments.push(element);
      else if (PLACEHOLDER_ID.test(id) && !placeholders.has(id)) placeholders.set(id, element);
    }
    for (let index = element.children.length - 1; index >= 0; index--) {
      stack.push(element.children[index] as ChildNode);
    }
  }
  // The stack visits in document order when children are pushed in reverse.
  for (const segment of segments) {
    const number = SEGMENT_ID.exec(segment.attribs.id as string)?.[1];
    const placeholder = placeholders.get(`B:${number}`) ?? placeholders.get(`P:${number}`);
    if (!placeholder?.parent || isInside(placeholder, segment)) continue;
    const before = placeholder.attribs.id?.startsWith("B:") ? removeFallback(placeholder) : placeholder;
    for (const child of [...segment.children]) prepend(before, child);
    if (before !== placeholder) removeElement(placeholder);
    removeElement(segment);
  }
}

/**
 * Removes a boundary's fallback (what follows its `<!--$?-->` marker up to the matching `<!--/$-->`, nested
 * boundaries skipped) and returns the node the content goes before: the end marker, or the placeholder itself
 * when the markers are missing.
 */
function removeFallback(placeholder: Element): ChildNode {
  if (!isMarker(placeholder.prev, "$?")) return placeholder;
  const fallback: ChildNode[] = [];
  let depth = 0;
  for (let node = placeholder.next; node; node = node.next) {
    if (node.type === "comment") {
      const data = (node as Comment).data;
      if (data === "/$") {
        if (depth === 0) {
          for (const part of fallback) removeElement(part);
          return node;
        }
        depth--;
      } else if (data === "$" || data === "$?" || data === "$!") depth++;
    }
    fallback.push(node);
  }
  // No end marker: nothing is known to be fallback.
  return placeholder;
}

function isMarker(node: ChildNode | null, data: string): boolean {
  return node?.type === "comment" && (node as Comment).data === data;
}

function isInside(node: ChildNode, ancestor: ParentNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}
