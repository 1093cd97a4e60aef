// Replies of a forum thread that the software marks up as comments ("ItemComment", "comment-container"): their
// message bodies are built exactly as the opening post's (Vanilla's `Message userContent`, Lemmy's `md-div`),
// which readers' comments under an article are not (`entry-content` vs `comment-content`).
import type { Element } from "domhandler";
import { hasCommentName } from "./boilerplate-rules.js";
import { signatureOf } from "./thread-posts.js";

/** How far above the chosen root the opening post's message body is looked for (root → body → post). */
const MAX_CLIMB = 2;
/** Fewest message bodies built as the opening post's that make a thread of replies. */
const MIN_REPLIES = 2;

export interface FindThreadRepliesOptions {
  /** The root chosen by prose: the opening post, or its body. */
  root: Element;
  body: Element;
  /** Furniture found on the page; the replies found leave it. */
  excluded: Set<Element>;
}

/**
 * The comment-named furniture blocks (outermost) that hold, or sit just inside, a block built as the root or
 * one of its near ancestors (same tag and classes): the thread's replies. They and their comment-named parts are removed from
 * `excluded`; the caller measures the page again and widens the root to hold them.
 */
export function findThreadReplies({ root, body, excluded }: FindThreadRepliesOptions): Element[] {
  const postSignatures = new Set<string>();
  let node: Element | null = root;
  for (let climbed = 0; climbed <= MAX_CLIMB && node && node !== body; climbed++) {
    if (node.type !== "tag" || excluded.has(node)) break;
    const signature = signatureOf(node);
    if (signature !== undefined) postSignatures.add(signature);
    node = node.parent as Element | null;
  }
  if (postSignatures.size === 0) return [];
  const replies: Element[] = [];
  let bodies = 0;
  // Comment-named bodies inside blocks built as the post's count once per block: one shared "content" wrapper
  // around a whole comment section is not a reply each.
  const alikeBlocks = new Set<Element>();
  for (const element of excluded) {
    if (!hasCommentName(element) || hasExcludedAncestor(element, excluded)) continue;
    if (isAncestor(element, root)) continue;
    const count = countSignatures(element, postSignatures);
    const block = count === 0 ? alikeBlockAround(element, root, postSignatures) : undefined;
    if (count === 0 && block === undefined) continue;
    bodies += count;
    if (block) alikeBlocks.add(block);
    replies.push(element);
  }
  bodies += alikeBlocks.size;
  // One match is a shared wrapper class; a thread has several replies, each with its message body.
  if (bodies < MIN_REPLIES) return [];
  const replySet = new Set(replies);
  for (const element of [...excluded]) {
    if (replySet.has(element) || (hasCommentName(element) && hasAncestorIn(element, replySet))) {
      excluded.delete(element);
    }
  }
  return replies;
}

/** The deepest element holding all of `elements`. */
export function commonAncestor(elements: Element[]): Element {
  const [first, ...rest] = elements as [Element, ...Element[]];
  let ancestor: Element = first;
  while (!rest.every((element) => element === ancestor || isAncestor(ancestor, element))) {
    const parent = ancestor.parent as Element | null;
    if (parent?.type !== "tag") return ancestor;
    ancestor = parent;
  }
  return ancestor;
}

/** The block built as the opening post's (up to MAX_CLIMB + 1 up) that `element`, a reply's comment-named body, sits in. */
function alikeBlockAround(element: Element, root: Element, signatures: Set<string>): Element | undefined {
  let node = element.parent as Element | null;
  for (let climbed = 0; climbed <= MAX_CLIMB + 1 && node && node.type === "tag"; climbed++) {
    const signature = signatureOf(node);
    if (signature !== undefined && signatures.has(signature)) {
      return isAncestor(node, root) || node === root ? undefined : node;
    }
    node = node.parent as Element | null;
  }
  return undefined;
}

/** How many blocks under `element` are built as one of `signatures` (not counting blocks inside those). */
function countSignatures(element: Element, signatures: Set<string>): number {
  let count = 0;
  const stack: Element[] = [...childElements(element)];
  while (stack.length > 0) {
    const node = stack.pop() as Element;
    const signature = signatureOf(node);
    if (signature !== undefined && signatures.has(signature)) count++;
    else stack.push(...childElements(node));
  }
  return count;
}

function childElements(element: Element): Element[] {
  return element.children.filter((child): child is Element => child.type === "tag");
}

function hasAncestorIn(element: Element, elements: Set<Element>): boolean {
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    if (elements.has(node as Element)) return true;
  }
  return false;
}

function hasExcludedAncestor(element: Element, excluded: Set<Element>): boolean {
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    if (excluded.has(node as Element)) return true;
  }
  return false;
}

function isAncestor(ancestor: Element, element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
}
