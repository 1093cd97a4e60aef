// The server's HTTP contract as the browser sees it (POST /chat events, /config, /sessions/:id, /health).
import type { SupportProgress } from "../../agents/support/support-progress.js";

export interface SourceRef {
  url: string;
  title: string;
}

/** One passage the answer was drafted from (plain text from a page: never to be rendered as HTML). */
export interface EvidenceRef {
  url: string;
  title: string;
  text: string;
}

/** A `progress` event: one step of the agent (page read or skipped, decision, fallback). */
export type ChatProgress = Exclude<SupportProgress, { type: "answer-delta" } | { type: "answer-done" }>;

export interface ChatUsage {
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** The `done` event: the `ask --json` object. Its answer replaces the streamed text. */
export interface ChatResult {
  session: string;
  answer: string;
  refused: boolean;
  sources: SourceRef[];
  /** The passages the answer was drafted from, grouped per page (absent from older servers). */
  evidence?: EvidenceRef[];
  visited: string[];
  iterations: number;
  usage?: ChatUsage;
  /** Where the offline engine stood in after unusable model output ("decide: reason"); absent when none. */
  fallbacks?: string[];
  /** The language the engine answered in ("en", "zh", "es" or "fr"); absent from older servers. */
  language?: string;
}

export interface ChatErrorData {
  code: string;
  message: string;
  hint?: string;
}

export type ChatStreamEvent =
  | { type: "progress"; data: ChatProgress }
  | { type: "answer-delta"; data: { text: string } }
  | { type: "sources"; data: SourceRef[] }
  | { type: "done"; data: ChatResult }
  | { type: "error"; data: ChatErrorData };

/** GET /admin: how this visitor may change settings. */
export type AdminAccess = "open" | "token" | "closed";

export interface PublicConfig {
  urls: string[];
  allowedDomains: string[];
  instruction: string;
  limits?: Record<string, number>;
}

export interface SessionPage {
  url: string;
  title: string;
  status: string;
}

export interface SessionTurn {
  question: string;
  answer: string;
  refused: boolean;
  /** Cited pages: {url, title} objects (used), or page indices (not resolvable from this view, ignored). */
  sources: Array<number | SourceRef>;
  /** The visitor's thumbs up (1) or down (-1), when given. */
  vote?: 1 | -1;
}

export interface SessionData {
  id: string;
  history: SessionTurn[];
  pages: SessionPage[];
}

export interface HealthData {
  status: string;
  version: string;
  engine: string;
  uptimeSeconds: number;
}
