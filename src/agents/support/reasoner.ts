// The one interface both reasoners (offline and LLM) implement: decide the next step, then draft the answer.
import type { ScoredPassage } from "../../knowledge/index.js";
import type { Usage } from "../../llm/index.js";
import type { Evidence } from "./evidence.js";
import type { Turn } from "./state.js";
import type { TermWeights } from "./term-weights.js";

/** An unvisited link the agent may explore, numbered by its index in all_discovered_urls. */
export interface FrontierLink {
  index: number;
  /** Truncated for prompts (links_max_chars, url_truncation_buffer). */
  url: string;
  anchor: string;
  /** Title of the page it was found on, if any. */
  foundOn?: string;
}

export interface VisitedPage {
  index: number;
  url: string;
  title: string;
  /** Share of the page's text that is link text (0..1): high on hubs, category lists and home pages of blurbs. */
  linkShare?: number;
}

export interface DecisionContext {
  question: string;
  /** The question as retrieval sees it (a follow-up joined with what it follows). */
  query: string;
  /** Rarity weight of each key term of the query. */
  termWeights: TermWeights;
  history: Turn[];
  instruction: string;
  passages: ScoredPassage[];
  frontier: FrontierLink[];
  visited: VisitedPage[];
  iteration: number;
  maxUrls: number;
}

export type Decision =
  | { decision: "answer"; reasoning: string; usefulVisitedIndices: number[] }
  | { decision: "explore"; reasoning: string; selectedUrlIndices: number[] };

export interface DraftContext {
  question: string;
  query: string;
  termWeights: TermWeights;
  history: Turn[];
  instruction: string;
  passages: ScoredPassage[];
  /** Every page read in the session, to say what the sites cover when refusing. */
  visited: VisitedPage[];
  /** Hosts of the start URLs, to name them in a refusal. */
  siteNames: string[];
}

export interface Draft {
  answer: string;
  refused: boolean;
  /** Page indices cited, [1] first. */
  citedPageIndices: number[];
  /**
   * The passages the answer was written from, when that is not all of `DraftContext.passages` in their order
   * (a prompt trimmed for its budget says what it sent). Absent: all of them, as given.
   */
  evidence?: Evidence[];
}

export interface ReasonerCallbacks {
  onDelta?: (text: string) => void;
  onUsage?: (usage: Usage) => void;
  /** Called when an LLM step failed and the offline engine stood in. */
  onFallback?: (step: "decide" | "draft", reason: string) => void;
  signal?: AbortSignal;
}

export interface Reasoner {
  /** "offline" or "provider:model". */
  readonly name: string;
  decide(context: DecisionContext, callbacks?: ReasonerCallbacks): Promise<Decision>;
  draft(context: DraftContext, callbacks?: ReasonerCallbacks): Promise<Draft>;
}
