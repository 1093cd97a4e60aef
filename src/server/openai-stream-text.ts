// The answer streamed to OpenAI clients without a link from page text ever reaching them. Each delta extends the
// raw text; what is sent is that text rewritten as the final answer will be (Markdown links to their text, bare
// URLs as code; see answer-links.ts), with no source exempt since the sources are only known at the end, and only
// up to a point no later text can change: the last whitespace before anything still open (a `[` that may yet
// become a link, a code span not closed).
import { keepOnlySourceLinks } from "../agents/support/answer-links.js";

export interface SafeTextStream {
  /** Text that may be sent now (often "": a word is held until it ends). */
  push(delta: string): string;
  /** The rest of the final answer after what was sent. */
  finish(finalAnswer: string): string;
}

/** Where the text still open at the end of `text` begins: an unfinished `[…]` or an unclosed code span. */
function openFrom(text: string): number {
  let open = text.length;
  // A `[` whose `]` has not come yet, or came last (a `(` may follow), or whose `(` target is not closed: the link
  // may still form.
  for (let index = text.lastIndexOf("["); index >= 0; index = text.lastIndexOf("[", index - 1)) {
    const rest = text.slice(index);
    if (/^\[[^\]]*\](?:[^(]|\([^()\s]*\))/.test(rest)) break;
    open = index;
  }
  const backticks = text.match(/`/g)?.length ?? 0;
  if (backticks % 2 === 1) open = Math.min(open, text.lastIndexOf("`"));
  return open;
}

/** The longest stretch of `raw` that later deltas cannot change: up to the last whitespace before anything open. */
function settled(raw: string): string {
  const upTo = raw.slice(0, openFrom(raw));
  const lastSpace = Math.max(upTo.lastIndexOf(" "), upTo.lastIndexOf("\n"), upTo.lastIndexOf("\t"));
  return lastSpace < 0 ? "" : upTo.slice(0, lastSpace + 1);
}

export function createSafeTextStream(): SafeTextStream {
  let raw = "";
  let sent = "";
  return {
    push(delta) {
      raw += delta;
      const safe = keepOnlySourceLinks(settled(raw), []);
      // What was sent must stay a prefix of what will be sent; if a later part changes it, wait for the end.
      if (!safe.startsWith(sent)) return "";
      const next = safe.slice(sent.length);
      sent = safe;
      return next;
    },
    finish(finalAnswer) {
      let common = 0;
      while (common < sent.length && sent[common] === finalAnswer[common]) common++;
      const diverged = common < sent.length;
      sent = finalAnswer;
      // After a part that came out differently, a space keeps a sent `]` and a following `(` from making a link.
      return `${diverged ? " " : ""}${finalAnswer.slice(common)}`;
    },
  };
}
