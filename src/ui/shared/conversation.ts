// A chat with the webscout server: sends questions in one session, shows each turn, keeps the newest text in
// view unless the reader scrolled up, restores the session's earlier turns, and starts over on "new chat".
import type { ApiClient } from "./api-client.js";
import type { SessionData, SourceRef } from "./api-types.js";
import type { StoredValue } from "./session-store.js";
import { streamChat } from "./sse-client.js";
import { createRestoredTurn, createTurnView } from "./turn-view.js";

export interface ConversationOptions {
  serverUrl: string;
  api: ApiClient;
  /** Turns are appended here. */
  list: HTMLElement;
  /** The scrolling box around the list. */
  scroller: HTMLElement;
  sessionStore: StoredValue;
  /** Prefix of the ids given to turns (unique per page). */
  idPrefix: string;
  onBusyChange?: (busy: boolean) => void;
  /** Called when the list goes from empty to not, or back. */
  onEmptyChange?: (empty: boolean) => void;
  /** Called with a short sentence for screen readers when an answer is complete. */
  announce?: (message: string) => void;
}

export interface Conversation {
  ask(question: string): Promise<void>;
  /** Cancels the running question (the server cancels its run when the stream closes). */
  stop(): void;
  /** "New chat": forgets the session and clears the list. */
  reset(): void;
  /** Shows the stored session's earlier turns; forgets a session the server no longer has. */
  restore(): Promise<void>;
  readonly busy: boolean;
}

/**
 * The sources of an earlier turn. Only {url, title} objects are trusted: the agent's history stores page
 * indices into its list of every discovered URL, which `pages` (the visited ones) does not index, so a number
 * could name the wrong page. Without usable sources the answer is shown with its citations as plain text.
 */
function historySources(sources: ReadonlyArray<number | SourceRef>): SourceRef[] {
  return sources.filter(
    (source): source is SourceRef =>
      typeof source === "object" && source !== null && typeof source.url === "string",
  );
}

export function createConversation(options: ConversationOptions): Conversation {
  const { list, scroller } = options;
  let turnNumber = 0;
  /** Answers in the session's history on the server: the next answer's index there (votes name it). */
  let answered = 0;
  const voter =
    (session: () => string | undefined, index: () => number | undefined) => async (vote: 1 | -1) => {
      const id = session();
      const turn = index();
      if (!id || turn === undefined) throw new Error("This answer is not part of a saved session.");
      await options.api.rateAnswer(id, turn, vote);
    };
  let controller: AbortController | undefined;
  let follow = true;

  scroller.addEventListener(
    "scroll",
    () => {
      follow = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
    },
    { passive: true },
  );
  const keepInView = () => {
    if (follow) scroller.scrollTop = scroller.scrollHeight;
  };
  const setEmpty = () => options.onEmptyChange?.(list.childElementCount === 0);

  const conversation: Conversation = {
    get busy() {
      return controller !== undefined;
    },

    async ask(question) {
      const text = question.trim();
      if (!text || controller) return;
      turnNumber += 1;
      let session: string | undefined;
      let index: number | undefined;
      const turn = createTurnView({
        question: text,
        idPrefix: `${options.idPrefix}-t${turnNumber}`,
        onChange: keepInView,
        onVote: voter(
          () => session,
          () => index,
        ),
      });
      list.append(turn.element);
      setEmpty();
      follow = true;
      keepInView();
      const current = new AbortController();
      controller = current;
      options.onBusyChange?.(true);
      try {
        await streamChat({
          serverUrl: options.serverUrl,
          question: text,
          session: options.sessionStore.get(),
          signal: current.signal,
          onEvent(event) {
            if (event.type === "done" && event.data.session) {
              // A new session starts its history afresh.
              if (event.data.session !== options.sessionStore.get()) answered = 0;
              options.sessionStore.set(event.data.session);
              session = event.data.session;
              index = answered++;
            }
            turn.handle(event);
            if (event.type === "done") options.announce?.("Answer ready.");
            if (event.type === "error") options.announce?.(`Error: ${event.data.message}`);
          },
        });
      } catch (error) {
        if (current.signal.aborted) turn.stop();
        else {
          turn.fail(error);
          options.announce?.("The question could not be answered.");
        }
      } finally {
        if (controller === current) controller = undefined;
        options.onBusyChange?.(false);
      }
    },

    stop() {
      controller?.abort();
    },

    reset() {
      controller?.abort();
      controller = undefined;
      options.sessionStore.clear();
      list.replaceChildren();
      setEmpty();
    },

    async restore() {
      const id = options.sessionStore.get();
      if (!id) return;
      let session: SessionData | undefined;
      try {
        session = await options.api.getSession(id);
      } catch {
        return; // Server unreachable: keep the id, a later question continues the session.
      }
      if (!session) {
        options.sessionStore.clear();
        return;
      }
      if (list.childElementCount > 0) return; // The user already started asking.
      const history = session.history ?? [];
      const restoredId = session.id;
      answered = history.length;
      for (const [index, turn] of history.entries()) {
        turnNumber += 1;
        list.append(
          createRestoredTurn({
            question: turn.question,
            answer: turn.answer,
            refused: turn.refused,
            sources: historySources(turn.sources ?? []),
            idPrefix: `${options.idPrefix}-t${turnNumber}`,
            // The session keeps its pages, not each turn's: they go under the last answer.
            pages: index === history.length - 1 ? session.pages : undefined,
            onVote: voter(
              () => restoredId,
              () => index,
            ),
            vote: turn.vote,
          }),
        );
      }
      setEmpty();
      follow = true;
      keepInView();
    },
  };
  return conversation;
}
