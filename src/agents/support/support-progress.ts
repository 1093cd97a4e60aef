// What one question reports while it runs ("progress", never "event": events are real-world events), streamed to
// the CLI and the server. Each step is named noun-then-verb; its `type` is the wire name on POST /chat.

export type SupportProgress =
  | { type: "crawl-started"; iteration: number; urls: string[] }
  | {
      type: "page-fetched";
      url: string;
      title: string;
      textChars: number;
      links: number;
      cached: boolean;
      /** Set when the text came from the DOM a browser rendered (`--render`). */
      rendered?: true;
    }
  | { type: "page-skipped"; url: string; reason: string }
  | { type: "page-blocked"; url: string; reason: string }
  | { type: "page-failed"; url: string; reason: string; httpStatus?: number }
  | {
      type: "decision-made";
      iteration: number;
      decision: "answer" | "explore";
      reasoning: string;
      urls: string[];
      forced?: string;
    }
  | { type: "fallback-used"; step: "decide" | "draft"; reason: string }
  | { type: "answer-delta"; text: string }
  | { type: "answer-done"; answer: string; refused: boolean; sources: Array<{ url: string; title: string }> };

export type SupportProgressListener = (progress: SupportProgress) => void;
