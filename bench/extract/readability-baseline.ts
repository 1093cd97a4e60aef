// The baseline we race: @mozilla/readability on linkedom's DOM (devDependencies, never used by src/).
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

/**
 * Parses the page with linkedom and returns Readability's article text ("" when it finds none, or when it
 * throws: it does on some real pages whose markup linkedom parses without a <body>).
 */
export function readabilityText(html: string): string {
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document as unknown as Document).parse();
    return article?.textContent ?? "";
  } catch {
    return "";
  }
}
