// One question and its reply: live progress while the agent works, the streamed answer, its sources and the
// pages explored. Shared by the chat page and the widget.

import { formatUsd } from "../../events/cost/format-usd.js";
import { type AnswerStrings, answerStrings } from "./answer-strings.js";
import { type AnswerVote, answerVoteButtons } from "./answer-vote.js";
import { ApiError } from "./api-error.js";
import type { ChatResult, ChatStreamEvent, SessionPage, SourceRef } from "./api-types.js";
import { answerAsText, copyAnswerButton } from "./copy-answer.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";
import { createPageList } from "./page-list.js";
import {
  describeProgress,
  INITIAL_PROGRESS,
  type ProgressPage,
  type ProgressState,
  reduceProgress,
  summarizeProgress,
} from "./progress-state.js";
import { createRefusalView } from "./refusal-view.js";
import { renderAnswer } from "./render-answer.js";
import { createSourcesView } from "./sources-view.js";

export interface TurnView {
  element: HTMLElement;
  handle(event: ChatStreamEvent): void;
  /** The request failed (network, HTTP error, stream cut). */
  fail(error: unknown): void;
  /** The user stopped the run. */
  stop(): void;
}

export interface TurnViewOptions {
  question: string;
  /** Unique per turn on the page; prefixes the source ids. */
  idPrefix: string;
  /** Called after every visible change (the conversation keeps the newest text in view). */
  onChange?: () => void;
  /** Records a thumbs up or down on the answer; without it no vote buttons are shown. */
  onVote?: (vote: AnswerVote) => Promise<void>;
  /** The vote already recorded (a restored turn). */
  vote?: AnswerVote;
  /** Rebuilt from history: which pages this turn read is not known. */
  restored?: boolean;
}

function questionRow(question: string): HTMLElement {
  return el("div", { class: "question-row" }, el("p", { class: "question", text: question }));
}

function replyShell(): { reply: HTMLElement; body: HTMLElement } {
  const body = el("div", { class: "reply-body" });
  const reply = el(
    "div",
    { class: "reply" },
    el("div", { class: "reply-avatar", attrs: { "aria-hidden": "true" } }, icon("compass")),
    body,
  );
  return { reply, body };
}

/** Makes citation links scroll to (and focus) their source instead of changing the URL fragment. */
function handleCitationClicks(root: HTMLElement): void {
  root.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a.citation");
    if (!link) return;
    const id = (link.getAttribute("href") ?? "").slice(1);
    const item = root.querySelector(`[id="${CSS.escape(id)}"]`);
    if (!item) return;
    event.preventDefault();
    item.scrollIntoView({ block: "nearest", behavior: "smooth" });
    item.classList.remove("flash");
    void (item as HTMLElement).offsetWidth;
    item.classList.add("flash");
    (item.querySelector("a") as HTMLElement | null)?.focus({ preventScroll: true });
  });
}

function notice(kind: "error" | "info", title: string, detail?: string): HTMLElement {
  return el(
    "div",
    { class: `notice notice-${kind}`, attrs: { role: kind === "error" ? "alert" : undefined } },
    icon(kind === "error" ? "alert" : "info"),
    el("div", {}, el("p", { class: "notice-title", text: title }), detail ? el("p", { text: detail }) : null),
  );
}

/** The collapsed "Pages explored (N)" panel under an answer; null when no page was met. */
function exploredPanel(options: {
  pages: ProgressPage[];
  summary?: string;
  reasoning?: string;
  strings: AnswerStrings;
}): HTMLElement | null {
  const { pages, strings } = options;
  if (pages.length === 0) return null;
  const list = createPageList();
  list.update(pages);
  const readCount = pages.filter((page) => page.status === "read").length;
  return el(
    "details",
    { class: "explored" },
    el(
      "summary",
      {},
      icon("chevron", "icon chevron"),
      el("span", { text: strings.pagesExplored(readCount) }),
      options.summary ? el("span", { class: "explored-summary", text: options.summary }) : null,
    ),
    options.reasoning ? el("p", { class: "progress-reasoning", text: options.reasoning }) : null,
    list.element,
  );
}

export function createTurnView(options: TurnViewOptions): TurnView {
  const { idPrefix, onChange = () => {} } = options;
  const sourceId = (n: number) => `${idPrefix}-source-${n}`;
  const { reply, body } = replyShell();
  const element = el("article", { class: "turn" }, questionRow(options.question), reply);
  handleCitationClicks(element);

  let progress: ProgressState = INITIAL_PROGRESS;
  const statusText = el("span", { class: "status-text", text: describeProgress(progress) });
  const reasoning = el("p", { class: "progress-reasoning" });
  reasoning.hidden = true;
  const livePages = createPageList();
  const progressBox = el(
    "div",
    { class: "progress" },
    el(
      "div",
      { class: "progress-status", attrs: { role: "status" } },
      el("span", { class: "spinner", attrs: { "aria-hidden": "true" } }),
      statusText,
    ),
    reasoning,
    livePages.element,
  );
  const answer = el("div", { class: "answer prose" });
  body.append(progressBox, answer);
  reply.setAttribute("aria-busy", "true");

  let streamed = "";
  let sources: SourceRef[] = [];
  let renderScheduled = false;
  let finished = false;

  const renderStreamed = () => {
    renderScheduled = false;
    if (finished) return;
    renderAnswer({ target: answer, markdown: streamed, sourceCount: sources.length, sourceId });
    answer.classList.add("streaming");
    onChange();
  };
  const scheduleRender = () => {
    if (renderScheduled) return;
    renderScheduled = true;
    requestAnimationFrame(renderStreamed);
  };

  const explored = (iterations: number, visited: readonly string[] = [], strings = answerStrings("en")) => {
    const pages = [...progress.pages];
    for (const url of visited) {
      if (!pages.some((page) => page.url === url)) pages.push({ url, title: "", status: "read" });
    }
    return exploredPanel({
      pages: pages.map((page) => (page.status === "reading" ? { ...page, status: "skipped" } : page)),
      summary: summarizeProgress(progress, iterations),
      reasoning: progress.reasoning,
      strings,
    });
  };

  /** The pages read during this turn, with their titles where progress gave them. */
  const pagesRead = (visited: readonly string[] = []) => {
    const pages = progress.pages
      .filter((page) => page.status === "read")
      .map((page) => ({ url: page.url, title: page.title }));
    for (const url of visited) if (!pages.some((page) => page.url === url)) pages.push({ url, title: "" });
    return pages;
  };

  const settle = () => {
    finished = true;
    progressBox.remove();
    answer.classList.remove("streaming");
    reply.setAttribute("aria-busy", "false");
  };

  const finish = (result: ChatResult) => {
    settle();
    sources = result.sources ?? [];
    const strings = answerStrings(result.language);
    const sourceUrls = sources.map((source) => source.url);
    renderAnswer({
      target: answer,
      markdown: result.answer,
      sourceCount: sources.length,
      sourceId,
      sourceUrls,
    });
    if (result.refused) {
      answer.classList.add("refused");
      answer.prepend(
        createRefusalView({ pages: options.restored ? undefined : pagesRead(result.visited), strings }),
      );
    }
    if (result.answer.trim() !== "") {
      const copy = copyAnswerButton(() => answerAsText(result.answer, sources));
      const votes = options.onVote
        ? answerVoteButtons({ send: options.onVote, initial: options.vote })
        : null;
      if (copy || votes) body.append(el("div", { class: "turn-actions" }, copy, votes));
    }
    if (sources.length > 0)
      body.append(createSourcesView({ sources, sourceId, evidence: result.evidence, strings }));
    const panel = explored(result.iterations, result.visited, strings);
    if (panel) body.append(panel);
    else if (result.session) {
      body.append(el("p", { class: "turn-meta", text: strings.answeredFromRead }));
    }
    const usage = result.usage;
    if (usage && usage.llmCalls > 0) {
      const cost = usage.costUsd > 0 ? ` · ${formatUsd(usage.costUsd)}` : "";
      body.append(el("p", { class: "turn-meta", text: `${strings.modelCalls(usage.llmCalls)}${cost}` }));
    }
    const fallbacks = result.fallbacks ?? [];
    if (fallbacks.length > 0) {
      // The reasons come from the model's client (and may quote the model): text only, in a tooltip.
      body.append(
        el("p", {
          class: "turn-meta turn-fallbacks",
          text: `${strings.modelFallbacks(fallbacks.length)}.`,
          attrs: { title: fallbacks.join("\n") },
        }),
      );
    }
    onChange();
  };

  const failWith = (title: string, detail?: string) => {
    settle();
    if (!streamed) answer.remove();
    body.append(notice("error", title, detail));
    const panel = explored(progress.iteration);
    if (panel) body.append(panel);
    onChange();
  };

  return {
    element,
    handle(event) {
      if (finished) return;
      switch (event.type) {
        case "progress":
          progress = reduceProgress(progress, event.data);
          statusText.textContent = describeProgress(progress);
          reasoning.textContent = progress.phase === "deciding" ? (progress.reasoning ?? "") : "";
          reasoning.hidden = reasoning.textContent === "";
          livePages.update(progress.pages);
          onChange();
          break;
        case "answer-delta":
          if (progress.phase !== "writing") {
            progress = { ...progress, phase: "writing" };
            statusText.textContent = describeProgress(progress);
          }
          streamed += event.data.text;
          scheduleRender();
          break;
        case "sources":
          sources = event.data;
          scheduleRender();
          break;
        case "done":
          finish(event.data);
          break;
        case "error":
          failWith(event.data.message, event.data.hint);
          break;
      }
    },
    fail(error) {
      if (finished) return;
      if (error instanceof ApiError) {
        const retry = error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} s.` : "";
        failWith(error.message, `${error.hint ?? ""}${retry}`.trim() || undefined);
      } else failWith("Something went wrong.", error instanceof Error ? error.message : String(error));
    },
    stop() {
      if (finished) return;
      settle();
      if (!streamed) answer.remove();
      body.append(notice("info", "Stopped.", "Ask again whenever you like."));
      onChange();
    },
  };
}

/** A turn from an earlier visit, rebuilt from the session's history. */
export function createRestoredTurn(options: {
  question: string;
  answer: string;
  refused: boolean;
  sources: SourceRef[];
  idPrefix: string;
  /** The session's pages, shown as "Pages explored" (the last restored turn gets them). */
  pages?: SessionPage[];
  onVote?: (vote: AnswerVote) => Promise<void>;
  vote?: AnswerVote;
}): HTMLElement {
  const turn = createTurnView({
    question: options.question,
    idPrefix: options.idPrefix,
    onVote: options.onVote,
    vote: options.vote,
    restored: true,
  });
  turn.handle({
    type: "done",
    data: {
      session: "",
      answer: options.answer,
      refused: options.refused,
      sources: options.sources,
      visited: [],
      iterations: 0,
    },
  });
  const panel = exploredPanel({
    pages: (options.pages ?? []).map((page) => ({
      url: page.url,
      title: page.title,
      status: page.status === "ok" ? "read" : "failed",
    })),
    strings: answerStrings(undefined),
  });
  if (panel) turn.element.querySelector(".reply-body")?.append(panel);
  return turn.element;
}
