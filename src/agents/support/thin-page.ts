// A page read with almost no text: most often one whose content a script builds in the browser, which the
// crawler does not run. Said next to the page (CLI progress, the UI's page list) so an empty answer has a reason.

/** Characters of extracted text under which a read page counts as nearly empty. */
export const THIN_PAGE_CHARS = 100;

export const THIN_PAGE_NOTE = "almost no text: the page may need JavaScript to show its content";

export function isThinPage(page: { textChars: number }): boolean {
  return page.textChars < THIN_PAGE_CHARS;
}
