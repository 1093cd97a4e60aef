// Runs one question of a session through the graph: creates or continues the session, streams progress, and
// returns the `ask --json` result. Sessions (pages, link graph, history) persist in SQLite across restarts.

import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { BaseCheckpointSaver, CheckpointTuple } from "@langchain/langgraph";
import type { PageFetcher } from "../../crawl/index.js";
import { UsageError, WebscoutError } from "../../errors/index.js";
import { emptyUsage, type Usage } from "../../llm/index.js";
import type { AnswerVote, PageStore, SessionSettings, SessionStore } from "../../storage/index.js";
import {
  defaultAllowedDomains,
  fetchFailureHints,
  invalidStartUrl,
  normalizeUrl,
  parseAllowedDomains,
} from "../../web/index.js";
import type { SupportDependencies } from "./dependencies.js";
import type { Evidence } from "./evidence.js";
import { buildSupportGraph } from "./graph.js";
import { PrefetchedCheckpointer } from "./prefetched-checkpointer.js";
import type { Reasoner } from "./reasoner.js";
import { type ReplyLanguage, replyLanguage } from "./reply-language.js";
import { createSessionKnowledge } from "./session-knowledge.js";
import { starterQuestions } from "./starter-topics.js";
import { SUPPORT_DEFAULTS, type SupportLimits, type SupportStateValue, type Turn } from "./state.js";
import type { SupportProgressListener } from "./support-progress.js";

export interface AskOptions {
  question: string;
  /** Continue this session; a new id is made when absent. A new session needs `startUrls`. */
  sessionId?: string;
  startUrls?: string[];
  /** Default: the start URLs' hosts. */
  allowedDomains?: string[];
  instruction?: string;
  limits?: Partial<SupportLimits>;
  /**
   * What a session starts with when `sessionId` is absent or names no session (the server's configured site), where
   * the question gives none: so a caller need not look the session up first to know whether it is new.
   */
  newSession?: NewSessionDefaults;
  signal?: AbortSignal;
  onProgress?: SupportProgressListener;
}

/** A new session's start URLs, allowed domains and instruction where the question gave none (AskOptions.newSession). */
export interface NewSessionDefaults {
  /** Used when the question has no start URLs of its own (with `allowedDomains`). */
  startUrls: string[];
  allowedDomains?: string[];
  /** Used when the question has no instruction of its own. */
  instruction?: string;
  /** The error for a new session left without any start URL. Default: a UsageError naming the session. */
  noStartUrls?: () => Error;
}

/** The `ask --json` object. */
export interface AskResult {
  session: string;
  answer: string;
  refused: boolean;
  sources: Array<{ url: string; title: string }>;
  /**
   * The passages the drafting step received (for a model: exactly those in its prompt), one entry per passage,
   * grouped per page; a refusal carries those it weighed. Only for this answer: turns do not keep it.
   */
  evidence: Evidence[];
  /** Pages read (fetched or reused from the store) for this question. */
  visited: string[];
  iterations: number;
  usage: Usage;
  /** LLM steps the offline engine stood in for, with why (absent when none). */
  fallbacks?: string[];
  /** The language the engine replied in, from the question's script: UIs show the answer's labels in it. */
  language: ReplyLanguage;
  /** Lines addressed to an AI on pages of this session ("ignore all previous instructions…"), with their page:
   * kept out of evidence, prompts and answers (absent when none). */
  instructionLike?: Array<{ url: string; text: string }>;
}

/** A past turn as shown to people: its sources as URLs and titles, not internal page indices. */
export interface TurnView extends Omit<Turn, "sources" | "sourceTitles"> {
  sources: Array<{ url: string; title: string }>;
  /** The visitor's thumbs up (1) or down (-1) on this answer, when given. */
  vote?: AnswerVote;
}

export interface SessionView {
  id: string;
  settings: SessionSettings;
  history: TurnView[];
  pages: Array<{ url: string; title: string; status: string }>;
}

export interface SupportAgent {
  ask(options: AskOptions): Promise<AskResult>;
  getSession(id: string): Promise<SessionView | undefined>;
  /** Whether session `id` exists: one read of its record, without loading its state as getSession does. */
  hasSession(id: string): Promise<boolean>;
  deleteSession(id: string): Promise<boolean>;
  /** Records a thumbs up or down on answer `turn` (0-based) of a session; false when there is no such answer. */
  rateAnswer(id: string, turn: number, vote: AnswerVote): Promise<boolean>;
  /** Starter questions from the titles of pages already read that the start pages link to (starter-topics.ts). */
  starterQuestions?(options: { startUrls: readonly string[]; limit?: number }): Promise<string[]>;
}

/** Where a support agent keeps what it reads and what it was asked. */
export interface SupportStores {
  pages: PageStore;
  sessions: SessionStore;
  /** The graph's state per session (pages by index, link graph, history). */
  checkpointer: BaseCheckpointSaver;
}

export interface CreateSupportAgentOptions {
  stores: SupportStores;
  fetcher: PageFetcher;
  reasoner: Reasoner;
  sitemapUrls?: SupportDependencies["sitemapUrls"];
  concurrency?: number;
  now?: () => number;
}

function normalizeStartUrls(urls: string[]): string[] {
  return urls.map((raw) => {
    const url = normalizeUrl(raw);
    if (!url) {
      throw invalidStartUrl(raw);
    }
    return url;
  });
}

export function createSupportAgent(options: CreateSupportAgentOptions): SupportAgent {
  const { now = Date.now } = options;
  const { pages: pageStore, sessions, checkpointer } = options.stores;
  const threadOf = (id: string) => ({ configurable: { thread_id: id } });

  /** The session's state as its latest checkpoint holds it (one read, no graph built for it). */
  const stateOf = (tuple: CheckpointTuple | undefined): SupportStateValue | undefined => {
    const values = tuple?.checkpoint.channel_values as Partial<SupportStateValue> | undefined;
    if (!values?.all_discovered_urls) return undefined;
    return {
      ...values,
      visited_urls: values.visited_urls ?? [],
      url_content: values.url_content ?? {},
      conversation_history: values.conversation_history ?? [],
    } as SupportStateValue;
  };
  const loadState = async (id: string) => stateOf(await checkpointer.getTuple(threadOf(id)));

  return {
    async ask(ask) {
      const question = ask.question.trim();
      if (question === "") throw new UsageError("the question is empty");
      const id = ask.sessionId ?? randomUUID();
      let startUrls = normalizeStartUrls(ask.startUrls ?? []);
      // A follow-up (no start URLs) reads its session and bumps its time in one statement; a new id has no record.
      const existing =
        ask.sessionId === undefined
          ? undefined
          : startUrls.length === 0
            ? await sessions.touch(id)
            : await sessions.get(id);
      // A new session takes the defaults it was given (the server's site) where the question has none.
      const defaults = existing ? undefined : ask.newSession;
      const defaultStart = startUrls.length === 0 && defaults !== undefined;
      if (defaultStart) startUrls = normalizeStartUrls(defaults.startUrls);
      if (!existing && startUrls.length === 0 && defaults?.noStartUrls) throw defaults.noStartUrls();
      if (!existing && startUrls.length === 0) {
        throw new UsageError(`session "${id}" is new and needs at least one start URL`, {
          hint: "pass --url <start URL> (or --demo)",
        });
      }
      const allowedDomains = ask.allowedDomains?.length
        ? ask.allowedDomains
        : (existing?.settings.allowedDomains ??
          (defaultStart && defaults?.allowedDomains?.length
            ? defaults.allowedDomains
            : defaultAllowedDomains(startUrls)));
      parseAllowedDomains(allowedDomains);
      const limits: SupportLimits = { ...SUPPORT_DEFAULTS, ...existing?.settings.limits, ...ask.limits };
      const settings: SessionSettings = {
        startUrls: existing ? [...new Set([...existing.settings.startUrls, ...startUrls])] : startUrls,
        allowedDomains,
        instruction: ask.instruction ?? existing?.settings.instruction ?? defaults?.instruction ?? "",
        limits,
      };
      // Written when new or changed (start URLs added, an admin's instruction, other limits); touched otherwise.
      if (!existing || !isDeepStrictEqual(settings, existing.settings)) await sessions.save(id, settings);

      const savedTuple = await checkpointer.getTuple(threadOf(id));
      const previous = stateOf(savedTuple);
      const knowledge = createSessionKnowledge({
        pageStore,
        ...(options.fetcher.checkAddress
          ? { checkAddress: options.fetcher.checkAddress.bind(options.fetcher) }
          : {}),
      });
      await knowledge.ensurePages(
        (previous?.visited_urls ?? []).map((index) => ({
          pageIndex: index,
          url: previous?.all_discovered_urls[index] as string,
        })),
      );
      const discovered = [...(previous?.all_discovered_urls ?? [])];
      const queued: number[] = [];
      for (const url of startUrls) {
        let index = discovered.indexOf(url);
        if (index < 0) index = discovered.push(url) - 1;
        if (!previous?.visited_urls.includes(index)) queued.push(index);
      }
      const graph = buildSupportGraph(
        {
          fetcher: options.fetcher,
          sitemapUrls: options.sitemapUrls,
          pageStore,
          knowledge,
          reasoner: options.reasoner,
          concurrency: options.concurrency,
          now,
          onProgress: ask.onProgress,
        },
        // The graph starts from the checkpoint just read rather than reading it again.
        new PrefetchedCheckpointer({ store: checkpointer, threadId: id, tuple: savedTuple }),
      );
      const visitedBefore = new Set(previous?.visited_urls ?? []);
      const final = (await graph.invoke(
        {
          user_question: question,
          instruction: settings.instruction,
          allowed_domains: allowedDomains,
          ...limits,
          all_discovered_urls: discovered,
          urls_to_process: queued,
          current_iteration: 0,
          pages_fetched: 0,
          deadline_at: now() + limits.max_seconds * 1000,
          final_answer: "",
          refused: false,
          answer_sources: [],
          answer_source_titles: [],
          answer_evidence: [],
          useful_visited_indices: [],
          fallbacks: [],
          usage: emptyUsage(),
        },
        {
          ...threadOf(id),
          signal: ask.signal,
          recursionLimit: 4 * limits.max_iterations + 10,
          // Only a question's last checkpoint is ever read (the next question, getSession, export): writing one
          // per step cost ~6 checkpoints and ~6 sets of writes a question for nothing, and a run killed midway
          // now leaves the session as its last answer did rather than half a crawl.
          durability: "exit",
        },
      )) as SupportStateValue;

      const readNow = final.visited_urls.filter((index) => !visitedBefore.has(index));
      if (!previous && !readNow.some((index) => final.url_content[index]?.status === "ok")) {
        const failures = readNow.map((index) => ({
          url: final.all_discovered_urls[index],
          reason: final.url_content[index]?.reason ?? "not read",
        }));
        const reasons = failures.map(({ url, reason }) => `${url}: ${reason}`).join("; ");
        // What to try follows from why the pages failed; a page the address guard refused already names its flag.
        const hint = fetchFailureHints(failures.map(({ reason }) => reason)) ?? "check the URLs";
        throw new WebscoutError("start-unreachable", `none of the start pages could be read (${reasons})`, {
          hint,
        });
      }
      return {
        session: id,
        answer: final.final_answer,
        refused: final.refused,
        sources: final.answer_sources.map((index, position) => ({
          url: final.all_discovered_urls[index] as string,
          title: final.answer_source_titles[position] ?? final.url_content[index]?.title ?? "",
        })),
        evidence: final.answer_evidence,
        visited: readNow
          .filter((index) => final.url_content[index]?.status === "ok")
          .map((index) => final.all_discovered_urls[index] as string),
        iterations: final.current_iteration,
        usage: final.usage,
        language: replyLanguage(question),
        ...(final.fallbacks.length > 0 ? { fallbacks: final.fallbacks } : {}),
        ...(knowledge.instructionLike.length > 0 ? { instructionLike: [...knowledge.instructionLike] } : {}),
      };
    },

    async getSession(id) {
      const record = await sessions.get(id);
      if (!record) return undefined;
      const state = await loadState(id);
      const votes = await sessions.answerVotes(id);
      return {
        id,
        settings: record.settings,
        history: (state?.conversation_history ?? []).map(({ sourceTitles, ...turn }, index) => ({
          ...turn,
          ...(votes.has(index) ? { vote: votes.get(index) } : {}),
          // As cited: a PDF source keeps its page ("Warranty terms (PDF), p. 3").
          sources: turn.sources.map((index, position) => ({
            url: state?.all_discovered_urls[index] as string,
            title: sourceTitles?.[position] ?? state?.url_content[index]?.title ?? "",
          })),
        })),
        pages: (state?.visited_urls ?? []).map((index) => ({
          url: state?.all_discovered_urls[index] as string,
          title: state?.url_content[index]?.title ?? "",
          status: state?.url_content[index]?.status ?? "failed",
        })),
      };
    },

    async hasSession(id) {
      return (await sessions.get(id)) !== undefined;
    },

    async rateAnswer(id, turn, vote) {
      if (!(await sessions.get(id))) return false;
      const history = (await loadState(id))?.conversation_history ?? [];
      if (!Number.isInteger(turn) || turn < 0 || turn >= history.length) return false;
      await sessions.rateAnswer(id, turn, vote);
      return true;
    },

    starterQuestions: ({ startUrls, limit }) => {
      const { fetcher } = options;
      const check = fetcher.checkAddress?.bind(fetcher);
      return starterQuestions({
        pages: pageStore,
        startUrls,
        limit,
        ...(check ? { admits: async (url: string) => (await check(url)) === undefined } : {}),
      });
    },

    async deleteSession(id) {
      await checkpointer.deleteThread(id);
      return sessions.delete(id);
    },
  };
}
