// One event of the Top 10 as a card: title, time (the venue's clock), place, organizer, link, recommendation
// badge, the rationale behind a disclosure button, and thumbs up/down. Server data only ever becomes text.
import { ApiError } from "../shared/api-error.js";
import { displayUrl, el, externalLink, safeHttpUrl } from "../shared/dom.js";
import { icon } from "../shared/icons.js";
import { formatEventTimeForCard, viewerOffsetAt } from "./event-time.js";
import type { EventVote, RankedEvent } from "./events-types.js";

export interface EventCardOptions {
  event: RankedEvent;
  /** 1-based rank. */
  rank: number;
  /** Unique per card on the page (ids of the title and rationale). */
  idPrefix: string;
  /** Sends a vote; rejects when the server did not record it. */
  onVote: (vote: EventVote) => Promise<void>;
}

function fact(iconName: Parameters<typeof icon>[0], className: string, label: string, ...content: Node[]) {
  return el(
    "li",
    { class: `event-fact ${className}` },
    icon(iconName, "icon event-fact-icon"),
    el("span", { class: "visually-hidden", text: `${label}: ` }),
    ...content,
  );
}

function timeElement(event: RankedEvent): HTMLElement {
  const text = formatEventTimeForCard({
    start: event.start,
    end: event.end,
    viewerOffsetMinutes: viewerOffsetAt(event.start),
  });
  return el("time", { class: "event-time-text", text, attrs: { datetime: event.start, title: event.start } });
}

function feedbackGroup(options: EventCardOptions): HTMLElement {
  const { event } = options;
  const status = el("span", { class: "event-feedback-status", attrs: { role: "status" } });
  const button = (vote: 1 | -1) =>
    el(
      "button",
      {
        class: `button button-ghost button-icon event-vote event-vote-${vote === 1 ? "up" : "down"}`,
        attrs: {
          type: "button",
          "aria-pressed": "false",
          "aria-label": vote === 1 ? "Thumbs up: more like this" : "Thumbs down: fewer like this",
          title: vote === 1 ? "More like this" : "Fewer like this",
        },
      },
      icon(vote === 1 ? "thumbsUp" : "thumbsDown"),
    );
  const up = button(1);
  const down = button(-1);
  const group = el(
    "div",
    { class: "event-feedback", attrs: { role: "group", "aria-label": `Feedback on ${event.title}` } },
    up,
    down,
    status,
  );
  // The buttons stay enabled while a vote is sent (disabling them would drop the keyboard focus); a second
  // click meanwhile is ignored.
  let sending = false;
  const send = async (vote: 1 | -1) => {
    if (sending) return;
    sending = true;
    group.setAttribute("aria-busy", "true");
    status.textContent = "Sending…";
    delete status.dataset.kind;
    try {
      await options.onVote({
        url: event.url,
        vote,
        title: event.title,
        organizer: event.organizer,
        location: event.location,
      });
      up.setAttribute("aria-pressed", String(vote === 1));
      down.setAttribute("aria-pressed", String(vote === -1));
      status.textContent = vote === 1 ? "Noted: more like this" : "Noted: fewer like this";
      status.dataset.kind = "ok";
    } catch (error) {
      status.textContent = error instanceof ApiError ? error.message : "Not recorded; try again.";
      status.dataset.kind = "error";
    } finally {
      sending = false;
      group.setAttribute("aria-busy", "false");
    }
  };
  up.addEventListener("click", () => void send(1));
  down.addEventListener("click", () => void send(-1));
  return group;
}

export function createEventCard(options: EventCardOptions): HTMLElement {
  const { event, rank, idPrefix } = options;
  const approved = event.recommendation === "approved";
  const titleId = `${idPrefix}-title`;
  const rationaleId = `${idPrefix}-why`;
  const href = safeHttpUrl(event.url);

  const badge = el("span", {
    class: `event-badge ${approved ? "event-badge-approved" : "event-badge-other"}`,
    text: approved ? "Recommended" : "Not recommended",
    attrs: {
      "data-recommendation": event.recommendation,
      title: `Match score ${Math.round(event.score * 100)}%`,
    },
  });
  const facts = el(
    "ul",
    { class: "event-facts" },
    fact("calendar", "event-time", "When", timeElement(event)),
    fact("pin", "event-location", "Where", el("span", { text: event.location || "Place not given" })),
    fact(
      "user",
      "event-organizer",
      "Organizer",
      el("span", { text: event.organizer || "Organizer not given" }),
    ),
    fact(
      "external",
      "event-url",
      "Event page",
      href
        ? externalLink(href, { class: "event-link", text: displayUrl(href, 48) })
        : el("span", { text: event.url }),
    ),
  );

  const rationale = el(
    "div",
    { class: "event-rationale", attrs: { id: rationaleId } },
    el("p", { class: "event-rationale-text", text: event.rationale }),
    el("p", { class: "event-score", text: `Match score ${Math.round(event.score * 100)}%` }),
  );
  rationale.hidden = true;
  const why = el(
    "button",
    {
      class: "event-why",
      attrs: { type: "button", "aria-expanded": "false", "aria-controls": rationaleId },
    },
    icon("chevron", "icon chevron"),
    el("span", { text: "Why this event?" }),
  );
  why.addEventListener("click", () => {
    const open = rationale.hidden;
    rationale.hidden = !open;
    why.setAttribute("aria-expanded", String(open));
  });

  return el(
    "article",
    { class: "event-card", attrs: { "aria-labelledby": titleId, "data-rank": String(rank) } },
    el(
      "header",
      { class: "event-card-head" },
      el("span", { class: "event-rank", text: String(rank), attrs: { "aria-hidden": "true" } }),
      el("h3", { class: "event-title", text: event.title, attrs: { id: titleId } }),
      badge,
    ),
    facts,
    el("div", { class: "event-card-foot" }, why, feedbackGroup(options)),
    rationale,
  );
}
