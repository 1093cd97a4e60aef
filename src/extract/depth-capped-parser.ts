// htmlparser2's Parser with a cap on element depth, so any input parses in linear time (its open-element stack
// uses unshift/shift/indexOf, quadratic on 100k nested tags) and yields a tree every recursive walk survives.
import type { ChildNode, DomHandlerOptions, Element } from "domhandler";
import { DomHandler } from "domhandler";
import { Parser, type ParserOptions } from "htmlparser2";
import { readLowerCaseName } from "./markup-names.js";
import { NumberedElement } from "./numbered-element.js";

/** Element depth beyond which no start tag opens a level. Real pages stay far below it. */
export const MAX_ELEMENT_DEPTH = 1024;
/** Depth beyond which only STRUCTURE_TAGS still open: a deep pile of wrappers keeps its content's shape. */
export const MAX_WRAPPER_DEPTH = 512;

/** Elements that shape the text (headings, lists, tables, paragraphs, links): kept up to MAX_ELEMENT_DEPTH. */
const STRUCTURE_TAGS = new Set([
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "pre", "code", "blockquote", "a", "noscript", "template"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "menu"],
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th"],
]);

/**
 * Elements whose content the tokenizer reads as raw text whatever the parser does: always opened, so script and
 * style text never spills into visible text. They hold no child elements, so depth grows by one at most.
 */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "title", "textarea", "xmp"]);

/** End tags the parser gives a meaning even when nothing of that name is open (implied <p>, <br>, foreign content). */
const END_TAGS_WITH_SIDE_EFFECTS = new Set(["p", "br", "svg", "math", "mi", "mo", "mn", "ms", "mtext"]);

/** End tags whose handling also switches between HTML and foreign content (svg, math and their text points). */
const FOREIGN_CONTEXT_TAGS = new Set([
  "math",
  "svg",
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

/** The Parser's state and method that the overrides below use (private in its typings). */
interface ParserInternals {
  attribname: string;
  /** The open elements' names, innermost first. */
  stack: string[];
  emitOpenTag(name: string): void;
}

const parserMethods = Parser.prototype as unknown as Partial<ParserInternals>;

/** A DomHandler that tells how deep it is and which element names are open, each in constant time. */
export class DepthCountingHandler extends DomHandler {
  private readonly openNames = new Map<string, number>();

  /** Open elements, the document not counted. */
  get depth(): number {
    return this.tagStack.length - 1;
  }

  /** The innermost open element's name (undefined at the document's level). */
  get innermostName(): string | undefined {
    return (this.tagStack[this.tagStack.length - 1] as Element).name;
  }

  /** Whether an element of this name is open. */
  isOpen(name: string): boolean {
    return (this.openNames.get(name) ?? 0) > 0;
  }

  /** Nodes keep their positions in the source: the stock handler adds them. */
  private readonly keepsIndices: boolean;

  /** Elements are XML's (typed as tags whatever their name): left to the stock handler. */
  private readonly xmlMode: boolean;

  constructor(...args: ConstructorParameters<typeof DomHandler>) {
    super(...args);
    const options = args[1];
    this.keepsIndices = options?.withStartIndices === true || options?.withEndIndices === true;
    this.xmlMode = options?.xmlMode === true;
  }

  /**
   * Adds the node as the stock handler does, but an element's first four children go into an array of their exact
   * size (pushing the first child gives it room for 17): a page's tree is about a sixth smaller, so every garbage
   * collection during its reading has less to copy. The document's own children are left to the stock handler.
   */
  protected override addNode(node: ChildNode): void {
    const parent = this.tagStack[this.tagStack.length - 1] as Element;
    const siblings = parent.children;
    if (this.keepsIndices || this.tagStack.length === 1 || siblings.length >= 4) {
      super.addNode(node);
      return;
    }
    const previousSibling = siblings[siblings.length - 1];
    parent.children =
      siblings.length === 0
        ? [node]
        : siblings.length === 1
          ? [siblings[0] as ChildNode, node]
          : siblings.length === 2
            ? [siblings[0] as ChildNode, siblings[1] as ChildNode, node]
            : [siblings[0] as ChildNode, siblings[1] as ChildNode, siblings[2] as ChildNode, node];
    if (previousSibling) {
      node.prev = previousSibling;
      previousSibling.next = node;
    }
    node.parent = parent;
    this.lastNode = null;
  }

  /** Elements are numbered as they open, in document order (see numbered-element.ts); not in XML mode. */
  private elementCount = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.xmlMode) super.onopentag(name, attribs);
    else {
      // As the stock handler does, with a numbered element.
      const element = new NumberedElement(name, attribs, this.elementCount++);
      this.addNode(element);
      this.tagStack.push(element);
    }
    this.openNames.set(name, (this.openNames.get(name) ?? 0) + 1);
  }

  override onclosetag(): void {
    const closing = this.tagStack[this.tagStack.length - 1] as Element | undefined;
    super.onclosetag();
    if (closing?.name !== undefined)
      this.openNames.set(closing.name, (this.openNames.get(closing.name) ?? 1) - 1);
  }
}

export interface DepthCappedParserOptions {
  /** The whole document, passed again to `end()`: tag names are read from it by offset. */
  html: string;
  handler: DepthCountingHandler;
  parserOptions: ParserOptions;
}

/** A start tag that was not opened, and the depth of the element that took its content. */
interface Flattened {
  name: string;
  depth: number;
}

/**
 * Start tags met at the cap are not opened: their content lands in the deepest open element, their end tags are
 * matched against them and dropped. Parse once with `end(html)`, the same string as `options.html`.
 */
export class DepthCappedParser extends Parser {
  private readonly html: string;
  private readonly handler: DepthCountingHandler;
  /** The start tags not opened, innermost last. */
  private readonly flattened: Flattened[] = [];
  /** How many of each name `flattened` holds, so an end tag that matches none of them costs one lookup. */
  private readonly flattenedCounts = new Map<string, number>();

  /** Tag and attribute names are read from `html` (see markup-names.ts), the parser's state moved as it would. */
  private readonly readsNames: boolean;

  constructor(options: DepthCappedParserOptions) {
    super(options.handler, options.parserOptions);
    this.html = options.html;
    this.handler = options.handler;
    const {
      xmlMode = false,
      lowerCaseTags = !xmlMode,
      lowerCaseAttributeNames = !xmlMode,
    } = options.parserOptions;
    this.readsNames =
      !xmlMode &&
      lowerCaseTags &&
      lowerCaseAttributeNames &&
      typeof parserMethods.emitOpenTag === "function" &&
      Array.isArray(this.internals.stack);
  }

  private get internals(): ParserInternals {
    return this as unknown as ParserInternals;
  }

  override onattribname(start: number, endIndex: number): void {
    if (!this.readsNames) {
      super.onattribname(start, endIndex);
      return;
    }
    this.startIndex = start;
    this.internals.attribname = readLowerCaseName(this.html, start, endIndex);
  }

  override onopentagname(start: number, endIndex: number): void {
    const name = readLowerCaseName(this.html, start, endIndex);
    const depth = this.handler.depth;
    if (depth >= MAX_WRAPPER_DEPTH) {
      const opens =
        this.isVoidElement(name) ||
        RAW_TEXT_ELEMENTS.has(name) ||
        (depth < MAX_ELEMENT_DEPTH && STRUCTURE_TAGS.has(name));
      if (!opens) {
        // The attributes that follow find no open tag and are dropped with it.
        this.flattened.push({ name, depth });
        this.flattenedCounts.set(name, (this.flattenedCounts.get(name) ?? 0) + 1);
        return;
      }
    }
    if (!this.readsNames) {
      super.onopentagname(start, endIndex);
      return;
    }
    // As the stock parser does, with the name read once.
    this.endIndex = endIndex;
    this.internals.emitOpenTag(name);
  }

  override onclosetag(start: number, endIndex: number): void {
    const name = this.tagName(start, endIndex);
    if ((this.flattenedCounts.get(name) ?? 0) > 0) {
      // Closes the innermost flattened tag of that name and every flattened tag inside it.
      let popped: Flattened | undefined;
      do {
        popped = this.popFlattened();
      } while (popped !== undefined && popped.name !== name);
      this.startIndex = endIndex + 1;
      return;
    }
    if (!this.handler.isOpen(name) && !END_TAGS_WITH_SIDE_EFFECTS.has(name)) {
      // Nothing to close: the parser would search its whole stack for it, once per stray end tag.
      this.startIndex = endIndex + 1;
      return;
    }
    const { stack } = this.internals;
    if (
      this.readsNames &&
      stack[0] === name &&
      !this.isVoidElement(name) &&
      !FOREIGN_CONTEXT_TAGS.has(name)
    ) {
      // It closes the innermost open element (most end tags do): as the stock parser would, without a new slice.
      this.endIndex = endIndex;
      stack.shift();
      this.handler.onclosetag();
      this.startIndex = endIndex + 1;
    } else super.onclosetag(start, endIndex);
    // A flattened tag ends with the open element that took its content.
    while ((this.flattened.at(-1)?.depth ?? -1) > this.handler.depth) this.popFlattened();
  }

  private popFlattened(): Flattened | undefined {
    const popped = this.flattened.pop();
    if (popped !== undefined)
      this.flattenedCounts.set(popped.name, (this.flattenedCounts.get(popped.name) ?? 1) - 1);
    return popped;
  }

  private tagName(start: number, endIndex: number): string {
    // Most end tags close the innermost open element: its name, read without a copy.
    const innermost = this.handler.innermostName;
    if (
      innermost !== undefined &&
      endIndex - start === innermost.length &&
      this.html.startsWith(innermost, start)
    )
      return innermost;
    return readLowerCaseName(this.html, start, endIndex);
  }
}

/** Parses `html` into a Document whose elements nest at most MAX_ELEMENT_DEPTH deep. */
export function parseDepthCapped(
  html: string,
  options: ParserOptions & DomHandlerOptions,
): DepthCountingHandler["root"] {
  const handler = new DepthCountingHandler(undefined, options);
  new DepthCappedParser({ html, handler, parserOptions: options }).end(html);
  return handler.root;
}
