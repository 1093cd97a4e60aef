// Typed progress events of one question, streamed to the CLI and the server (noun-then-verb names).

export type SupportEvent =
  | { type: "crawl-started"; iteration: number; urls: string[] }
  | { type: "page-fetched"; url: string; title: string; textChars: number; links: number; cached: boolean }
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

export type SupportEventListener = (event: SupportEvent) => void;
