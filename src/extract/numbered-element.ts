// Elements numbered by the parser in document order (0, 1, 2 … per document), so that a table of figures per
// element can be an array read by that number instead of a Map hashing each element (see element-stats-table.ts).
import { Element } from "domhandler";

/** An element the parser numbered; any other element (built by another parser, cloned) has no number. */
export class NumberedElement extends Element {
  constructor(
    name: string,
    attribs: Record<string, string>,
    /** The element's place among its document's elements, in document order. */
    readonly number: number,
  ) {
    super(name, attribs);
  }
}

/** The element's number, undefined when no parser of ours numbered it. */
export function elementNumber(element: Element): number | undefined {
  return (element as Partial<NumberedElement>).number;
}
