// The model's answer as it streams, already as `resolveCitations` will leave it: citations renumbered in order of
// first use, the refusal marker and spaces before punctuation dropped. So what a reader sees while it is written
// (terminal, chat UI, OpenAI clients) is what the final answer says, not the prompt's page numbers.
import { resolveCitations } from "./resolve-citations.js";

export interface CitationStream {
  /** The text that can be shown now (often "": a citation or trailing space is held until it is complete). */
  push(delta: string): string;
  /** The rest of the answer, once the model is done. */
  end(): string;
}

const MARKER = "[no-answer]";

/** `pageOfSource`: the page index of each number the prompt gave a source, as for `resolveCitations`. */
export function createCitationStream(options: { pageOfSource: readonly number[] }): CitationStream {
  const { pageOfSource } = options;
  let raw = "";
  let sent = "";
  const next = (text: string) => {
    const answer = resolveCitations(text, pageOfSource).answer;
    // Each settled stretch resolves to an extension of the last; if not, the rest waits for the end.
    if (!answer.startsWith(sent)) return "";
    const added = answer.slice(sent.length);
    sent = answer;
    return added;
  };
  return {
    push(delta) {
      raw += delta;
      // Held: a citation not closed yet ("[1", "["), and the spaces before it or at the end (a citation that
      // resolves to nothing, or punctuation, may follow them).
      const open = /\[\d*$/.exec(raw);
      const settled = raw.slice(0, open ? open.index : raw.length).replace(/\s+$/, "");
      // Held while the answer may still turn out to start with the refusal marker.
      const head = settled.trimStart().toLowerCase();
      if (sent === "" && head.length < MARKER.length && MARKER.startsWith(head)) return "";
      return next(settled);
    },
    end() {
      return next(raw);
    },
  };
}
