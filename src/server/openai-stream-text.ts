// The answer streamed to OpenAI clients without a link from page text ever reaching them: deltas are sent a
// whole line at a time, each line rewritten as the final answer will be (Markdown links to their text, bare URLs
// as code; see answer-links.ts) but with no source exempt, since the sources are only known at the end.
import { keepOnlySourceLinks } from "../agents/support/answer-links.js";

export interface SafeTextStream {
  /** Text that may be sent now (often "": a line is held until it ends). */
  push(delta: string): string;
  /** The rest of the final answer after what was sent. */
  finish(finalAnswer: string): string;
}

export function createSafeTextStream(): SafeTextStream {
  let raw = "";
  let sent = "";
  return {
    push(delta) {
      raw += delta;
      const lineEnd = raw.lastIndexOf("\n");
      if (lineEnd < 0) return "";
      const safe = keepOnlySourceLinks(raw.slice(0, lineEnd + 1), []);
      // A later line can change how an earlier one reads (a link split over lines): wait for the final answer.
      if (!safe.startsWith(sent)) return "";
      const next = safe.slice(sent.length);
      sent = safe;
      return next;
    },
    finish(finalAnswer) {
      let common = 0;
      while (common < sent.length && sent[common] === finalAnswer[common]) common++;
      sent = finalAnswer;
      return finalAnswer.slice(common);
    },
  };
}
