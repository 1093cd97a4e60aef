// A SupportAgent stand-in for server tests: records each ask, replays scripted events, and keeps sessions in
// memory. `hold` makes ask wait until released or aborted (for queue and disconnect tests).

import { SUPPORT_DEFAULTS } from "../../src/agents/support/state.js";
import type {
  AskOptions,
  AskResult,
  SessionView,
  SupportAgent,
} from "../../src/agents/support/support-agent.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";

export interface FakeAgent extends SupportAgent {
  asks: AskOptions[];
  sessions: Map<string, SessionView>;
  /** Events sent through onProgress before answering. */
  events: SupportProgress[];
  /** Thrown by ask instead of answering, when set. */
  failWith?: unknown;
  /** While set, ask waits for this promise (or its signal) before answering. */
  hold?: Promise<void>;
  /** Signals of asks that were aborted. */
  aborted: AskOptions[];
  /** The offline engine's stand-ins reported with each answer ("decide: reason"), when set. */
  fallbacks?: string[];
}

/** As the real agent: a new session takes `newSession`'s start URLs and instruction where the question has none. */
function withNewSessionDefaults(ask: AskOptions, sessions: Map<string, SessionView>): AskOptions {
  const defaults = ask.newSession;
  if (!defaults || (ask.sessionId !== undefined && sessions.has(ask.sessionId))) return ask;
  const ownStart = (ask.startUrls?.length ?? 0) > 0;
  if (!ownStart && defaults.startUrls.length === 0 && defaults.noStartUrls) throw defaults.noStartUrls();
  return {
    ...ask,
    startUrls: ownStart ? ask.startUrls : defaults.startUrls,
    allowedDomains: ownStart ? ask.allowedDomains : defaults.allowedDomains,
    instruction: ask.instruction ?? defaults.instruction,
  };
}

export function createFakeAgent(options: { answer?: string } = {}): FakeAgent {
  const answer = options.answer ?? "Returns are accepted within 30 days [1].";
  let counter = 0;
  const agent: FakeAgent = {
    asks: [],
    sessions: new Map(),
    aborted: [],
    events: [
      { type: "crawl-started", iteration: 1, urls: ["https://shop.test/"] },
      {
        type: "page-fetched",
        url: "https://shop.test/",
        title: "Shop",
        textChars: 10,
        links: 1,
        cached: false,
      },
      { type: "decision-made", iteration: 1, decision: "answer", reasoning: "covered", urls: [] },
      { type: "answer-delta", text: "Returns are accepted " },
      { type: "answer-delta", text: "within 30 days [1]." },
      {
        type: "answer-done",
        answer,
        refused: false,
        sources: [{ url: "https://shop.test/", title: "Shop" }],
      },
    ],
    async ask(asked) {
      const ask = withNewSessionDefaults(asked, agent.sessions);
      agent.asks.push(ask);
      if (agent.hold) {
        await new Promise<void>((resolve, reject) => {
          ask.signal?.addEventListener("abort", () => {
            agent.aborted.push(ask);
            reject(ask.signal?.reason);
          });
          agent.hold?.then(resolve);
        });
      }
      if (agent.failWith) throw agent.failWith;
      for (const event of agent.events) ask.onProgress?.(event);
      const id = ask.sessionId ?? `session-${++counter}`;
      const previous = agent.sessions.get(id);
      agent.sessions.set(id, {
        id,
        settings: {
          startUrls: ask.startUrls ?? previous?.settings.startUrls ?? [],
          allowedDomains: ask.allowedDomains ?? previous?.settings.allowedDomains ?? [],
          instruction: ask.instruction ?? previous?.settings.instruction ?? "",
          limits: { ...SUPPORT_DEFAULTS, ...ask.limits },
        },
        history: [
          ...(previous?.history ?? []),
          {
            question: ask.question,
            answer,
            refused: false,
            sources: [{ url: "https://shop.test/", title: "Shop" }],
          },
        ],
        pages: [{ url: "https://shop.test/", title: "Shop", status: "ok" }],
      });
      const result: AskResult = {
        session: id,
        answer,
        refused: false,
        sources: [{ url: "https://shop.test/", title: "Shop" }],
        evidence: [
          { url: "https://shop.test/", title: "Shop", text: "Returns are accepted within 30 days." },
        ],
        visited: ["https://shop.test/"],
        iterations: 1,
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
        language: "en",
        ...(agent.fallbacks ? { fallbacks: agent.fallbacks } : {}),
      };
      return result;
    },
    async getSession(id) {
      return agent.sessions.get(id);
    },
    async hasSession(id) {
      return agent.sessions.has(id);
    },
    async deleteSession(id) {
      return agent.sessions.delete(id);
    },
    async rateAnswer(id, turn, vote) {
      const turnView = agent.sessions.get(id)?.history[turn];
      if (!turnView) return false;
      turnView.vote = vote;
      return true;
    },
  };
  return agent;
}
