// Leaves out a notice asking the visitor to turn JavaScript on ("You need to enable JavaScript to run this app.",
// "This site is best viewed with JavaScript enabled."). An app's served HTML holds it for browsers without
// scripts: it says nothing about the page, and when it is all the page holds, the page has no content of its own
// (an app shell: rendering it is the way to its content).

/** Short blocks only: a sentence about JavaScript inside a longer paragraph is prose. */
const MAX_NOTICE_CHARS = 200;
/** Asking for JavaScript: enabling it, or saying it is off or needed for the page to work. */
const NOTICE =
  /\b(?:enable|turn on|activate|allow|switch on)\s+(?:your\s+|the\s+)?javascript\b|\bjavascript\s+(?:is\s+|must\s+be\s+|needs\s+to\s+be\s+)?(?:disabled|required|turned off|not enabled|must be enabled)\b|\bwith\s+javascript\s+(?:enabled|turned on)\b|\b(?:requires?|needs?)\s+javascript\b|\bjavascript\s+to\s+(?:run|use|view|work)\b/i;

/** Drops the blank-line-separated blocks that are a notice asking for JavaScript. */
export function withoutJavaScriptNotices(text: string): string {
  if (!/javascript/i.test(text)) return text;
  const blocks = text.split("\n\n");
  const kept = blocks.filter((block) => {
    const trimmed = block.trim();
    return !(trimmed.length <= MAX_NOTICE_CHARS && NOTICE.test(trimmed));
  });
  return kept.length === blocks.length ? text : kept.join("\n\n");
}
