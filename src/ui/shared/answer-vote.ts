// Thumbs up / down under an answer: stored with the session on the server (POST /sessions/:id/feedback).
import { ApiError } from "./api-error.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";

export type AnswerVote = 1 | -1;

/** The two buttons and a status line; `send` records the vote (rejecting when it could not). */
export function answerVoteButtons(options: {
  send: (vote: AnswerVote) => Promise<void>;
  /** The vote already recorded (a restored turn). */
  initial?: AnswerVote;
}): HTMLElement {
  const status = el("span", { class: "turn-vote-status", attrs: { role: "status" } });
  const button = (vote: AnswerVote) =>
    el(
      "button",
      {
        class: "turn-action turn-vote",
        attrs: {
          type: "button",
          "aria-pressed": String(options.initial === vote),
          "aria-label": vote === 1 ? "Helpful" : "Not helpful",
          title: vote === 1 ? "Helpful" : "Not helpful",
        },
      },
      icon(vote === 1 ? "thumbsUp" : "thumbsDown"),
    );
  const up = button(1);
  const down = button(-1);
  // The buttons stay enabled while a vote is sent (disabling them would drop the keyboard focus); a second
  // click meanwhile is ignored.
  let sending = false;
  const vote = async (value: AnswerVote) => {
    if (sending) return;
    sending = true;
    status.textContent = "";
    try {
      await options.send(value);
      up.setAttribute("aria-pressed", String(value === 1));
      down.setAttribute("aria-pressed", String(value === -1));
      status.textContent = "Thanks for the feedback";
      status.dataset.kind = "ok";
    } catch (error) {
      status.textContent = error instanceof ApiError ? error.message : "Not recorded; try again.";
      status.dataset.kind = "error";
    } finally {
      sending = false;
    }
  };
  up.addEventListener("click", () => void vote(1));
  down.addEventListener("click", () => void vote(-1));
  return el(
    "span",
    { class: "turn-votes", attrs: { role: "group", "aria-label": "Was this answer helpful?" } },
    up,
    down,
    status,
  );
}
