// The support agent's shared state, as in the seed design; URLs are referred to by index in all_discovered_urls
// and page text lives once in the page store (url_content only keeps a summary per page).
import { Annotation } from "@langchain/langgraph";
import { emptyUsage, type Usage } from "../../llm/index.js";
import type { Evidence } from "./evidence.js";

/** One answered question, kept for follow-ups. */
export interface Turn {
  question: string;
  answer: string;
  refused: boolean;
  /** Page indices cited, in citation order ([1] is the first). */
  sources: number[];
  /** The titles they were cited under, in the same order ("Warranty terms (PDF), p. 3": a PDF's page is not
   * in its page title). Absent in turns saved before it was kept. */
  sourceTitles?: string[];
}

export interface PageSummary {
  title: string;
  status: "ok" | "skipped" | "blocked" | "failed";
  reason?: string;
}

/** The seed's limits with their defaults. */
export const SUPPORT_DEFAULTS = {
  max_iterations: 5,
  max_pages: 100,
  content_max_chars: 10_000,
  links_max_chars: 500,
  url_truncation_buffer: 10,
  max_links_per_page: 300,
  max_urls_per_iteration: 5,
  /** Wall-clock limit for one question, after which the agent answers with what it has. */
  max_seconds: 120,
} as const;

export type SupportLimits = { -readonly [K in keyof typeof SUPPORT_DEFAULTS]: number };

/** A channel that keeps the last value written, with a default. */
const value = <T>(initial: () => T) =>
  Annotation<T>({ reducer: (_previous, next) => next, default: initial });

export const SupportState = Annotation.Root({
  user_question: value<string>(() => ""),
  conversation_history: value<Turn[]>(() => []),
  instruction: value<string>(() => ""),
  allowed_domains: value<string[]>(() => []),
  max_iterations: value<number>(() => SUPPORT_DEFAULTS.max_iterations),
  max_pages: value<number>(() => SUPPORT_DEFAULTS.max_pages),
  content_max_chars: value<number>(() => SUPPORT_DEFAULTS.content_max_chars),
  links_max_chars: value<number>(() => SUPPORT_DEFAULTS.links_max_chars),
  url_truncation_buffer: value<number>(() => SUPPORT_DEFAULTS.url_truncation_buffer),
  max_links_per_page: value<number>(() => SUPPORT_DEFAULTS.max_links_per_page),
  max_urls_per_iteration: value<number>(() => SUPPORT_DEFAULTS.max_urls_per_iteration),
  max_seconds: value<number>(() => SUPPORT_DEFAULTS.max_seconds),
  /** Indices queued for the next crawl_and_extract. */
  urls_to_process: value<number[]>(() => []),
  /** Indices already fetched (or tried), in visit order. */
  visited_urls: value<number[]>(() => []),
  all_discovered_urls: value<string[]>(() => []),
  /** Best anchor text seen for each discovered URL index. */
  url_anchor_text: value<Record<number, string>>(() => ({})),
  /** The page index each URL was first found on (absent for start and sitemap URLs). */
  url_found_on: value<Record<number, number>>(() => ({})),
  url_content: value<Record<number, PageSummary>>(() => ({})),
  /** Page index → indices of the allowed links found on it. */
  url_graph: value<Record<number, number[]>>(() => ({})),
  current_iteration: value<number>(() => 0),
  /** Requests made for this question; never exceeds max_pages. */
  pages_fetched: value<number>(() => 0),
  /** Epoch ms after which the agent must answer. */
  deadline_at: value<number>(() => Number.POSITIVE_INFINITY),
  final_answer: value<string>(() => ""),
  refused: value<boolean>(() => false),
  /** Page indices cited by the answer, [1] first. */
  answer_sources: value<number[]>(() => []),
  /** How each cited source is named, in the same order: its title, or a PDF's with the page ("…(PDF), p. 3"). */
  answer_source_titles: value<string[]>(() => []),
  /** The passages the answer was drafted from; this question's only (turns in the history do not keep it). */
  answer_evidence: value<Evidence[]>(() => []),
  useful_visited_indices: value<number[]>(() => []),
  decision_reasoning: value<string>(() => ""),
  /** Steps where the LLM failed and the offline engine stood in, with why. */
  fallbacks: value<string[]>(() => []),
  usage: value<Usage>(emptyUsage),
});

export type SupportStateValue = typeof SupportState.State;
export type SupportStateUpdate = typeof SupportState.Update;
