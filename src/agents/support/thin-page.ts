// A page read with almost no text: most often one whose content a script builds in the browser. Said next to the
// page (CLI progress, the UI's page list) so an empty answer has a reason.

/** Characters of extracted text under which a read page counts as nearly empty. */
export const THIN_PAGE_CHARS = 100;

export function isThinPage(page: { textChars: number }): boolean {
  return page.textChars < THIN_PAGE_CHARS;
}

/** What to say about a nearly empty page, or undefined for one with text; `rendered`: read through Chromium. */
export function thinPageNote(page: { textChars: number; rendered?: boolean }): string | undefined {
  if (!isThinPage(page)) return undefined;
  return page.rendered
    ? "almost no text, even rendered in a browser"
    : "almost no text: the page may need JavaScript to show its content (--render always renders every page)";
}
