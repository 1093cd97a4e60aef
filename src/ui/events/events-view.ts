// The Events tab: the search form, live progress while the scout works, then the Top 10 as cards with the cost
// and cache status; a budget block shows the projected cost and a "Run anyway" button.
// Amounts as the CLI writes them: a small one keeps its digits ("$0.0004", not "$0.000").
import { formatUsd } from "../../events/cost/format-usd.js";
import { ApiError } from "../shared/api-error.js";
import { displayUrl, el } from "../shared/dom.js";
import { icon } from "../shared/icons.js";
import { createEventCard } from "./event-card.js";
import type { EventsClient } from "./events-client.js";
import { createEventsForm, DEFAULT_CITY } from "./events-form.js";
import {
  describeEventsProgress,
  type EventsProgress,
  INITIAL_EVENTS_PROGRESS,
  reduceEventsProgress,
} from "./events-progress.js";
import type { EventsQuery, EventsResult } from "./events-types.js";

export interface EventsViewOptions {
  client: EventsClient;
  /** Short sentences for screen readers. */
  announce?: (message: string) => void;
}

export interface EventsView {
  element: HTMLElement;
  focus(): void;
}

function notice(kind: "error" | "info", title: string, detail?: string, ...extra: Node[]): HTMLElement {
  return el(
    "div",
    { class: `notice notice-${kind}`, attrs: { role: kind === "error" ? "alert" : "status" } },
    icon(kind === "error" ? "alert" : "info"),
    el(
      "div",
      { class: "notice-body" },
      el("p", { class: "notice-title", text: title }),
      detail ? el("p", { text: detail }) : null,
      ...extra,
    ),
  );
}

/** "Dec 1 – Dec 15" from two YYYY-MM-DD dates. */
function windowLabel(from?: string, to?: string): string | undefined {
  if (!from || !to) return undefined;
  const format = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  const date = (iso: string) => format.format(Date.parse(`${iso}T00:00:00Z`));
  return `${date(from)} – ${date(to)}`;
}

export function createEventsView(options: EventsViewOptions): EventsView {
  const { client, announce = () => {} } = options;
  let controller: AbortController | undefined;
  let runNumber = 0;

  const output = el("div", { class: "events-output", attrs: { id: "events-output", "aria-live": "off" } });
  const form = createEventsForm({
    onSubmit: (query) => void run(query),
    onStop: () => controller?.abort(),
  });

  const progressBox = () => {
    const statusText = el("span", {
      class: "status-text",
      text: describeEventsProgress(INITIAL_EVENTS_PROGRESS),
    });
    const detail = el("p", { class: "events-progress-detail" });
    const box = el(
      "div",
      { class: "progress events-progress" },
      el(
        "div",
        { class: "progress-status", attrs: { role: "status" } },
        el("span", { class: "spinner", attrs: { "aria-hidden": "true" } }),
        statusText,
      ),
      detail,
    );
    return {
      box,
      update(progress: EventsProgress) {
        statusText.textContent = describeEventsProgress(progress);
        detail.textContent = progress.lastUrl ? displayUrl(progress.lastUrl, 70) : "";
      },
    };
  };

  const showResults = (result: EventsResult, query: EventsQuery, progress: EventsProgress) => {
    runNumber += 1;
    const count = result.events.length;
    const city = progress.city ?? query.city ?? DEFAULT_CITY;
    // The window the events were taken from (the result says when it was widened beyond the one asked for).
    const used = result.window?.used;
    const window = windowLabel(
      used?.from ?? progress.dateFrom ?? query.from,
      used?.to ?? progress.dateTo ?? query.to,
    );
    const widened = result.window?.widenedBecause
      ? notice(
          "info",
          `Window widened to ${window ?? ""}: you asked for ${windowLabel(result.window.requested.from, result.window.requested.to) ?? ""}.`,
          `Why: ${result.window.widenedBecause}. Set an end date to keep the search to your dates.`,
        )
      : null;
    const below =
      result.belowFloor > 0
        ? el("p", {
            class: "events-below-floor",
            text: `${result.belowFloor} more ${result.belowFloor === 1 ? "event" : "events"} matched too weakly to list.`,
          })
        : null;
    const passes = `${result.iterations} ${result.iterations === 1 ? "pass" : "passes"}`;
    const meta = el(
      "ul",
      { class: "events-meta", attrs: { "aria-label": "Cost and cache" } },
      el("li", {
        class: `events-chip events-chip-cache${result.cached ? " is-cached" : ""}`,
        text: result.cached ? "Cached result" : `Fresh search · ${passes}`,
        attrs: { "data-cached": String(result.cached) },
      }),
      el("li", {
        class: "events-chip events-chip-cost",
        text: `${formatUsd(result.cost.actualUsd)} of ${formatUsd(query.budgetUsd ?? form.budgetUsd())} budget`,
        attrs: {
          title: `Projected ${formatUsd(result.cost.projectedUsd)}, spent ${formatUsd(result.cost.actualUsd)}`,
        },
      }),
    );
    const head = el(
      "div",
      { class: "events-results-head" },
      el(
        "div",
        {},
        el("h2", {
          text: count > 0 ? `Top ${count} events` : "No events found",
          attrs: { id: "events-results-title" },
        }),
        el("p", {
          class: "events-results-sub",
          text: `“${query.text}” in ${city}${window ? ` · ${window}${result.window?.widenedBecause ? " (widened)" : ""}` : ""}`,
        }),
      ),
      meta,
    );
    const list = el(
      "ol",
      { class: "event-list" },
      ...result.events.map((event, index) =>
        el(
          "li",
          {},
          createEventCard({
            event,
            rank: index + 1,
            idPrefix: `events-r${runNumber}-e${index + 1}`,
            onVote: (vote) => client.sendFeedback(vote),
          }),
        ),
      ),
    );
    output.replaceChildren(
      el(
        "section",
        { class: "events-results", attrs: { "aria-labelledby": "events-results-title" } },
        head,
        widened,
        count > 0
          ? list
          : notice("info", "Nothing on in that window and city.", "Try other words, dates or a city."),
        below,
      ),
    );
    announce(count > 0 ? `${count} events found.` : "No events found.");
  };

  const showBlocked = (result: EventsResult, query: EventsQuery) => {
    const blocked = result.blocked;
    if (!blocked) return;
    const runAnyway = el("button", {
      class: "button button-primary",
      text: "Run anyway",
      attrs: { type: "button", id: "events-run-anyway" },
    });
    runAnyway.addEventListener("click", () => void run({ ...query, confirmCost: true }));
    output.replaceChildren(
      el(
        "div",
        { class: "events-blocked" },
        notice(
          "info",
          `This search would cost about ${formatUsd(blocked.projectedUsd)}, over the ${formatUsd(blocked.budgetUsd)} budget.`,
          "Nothing was spent. Run it anyway, or raise the budget under More options.",
          el("div", { class: "notice-actions" }, runAnyway),
        ),
      ),
    );
    announce("The search is over budget: nothing was spent.");
    runAnyway.focus();
  };

  async function run(query: EventsQuery): Promise<void> {
    if (controller) return;
    const current = new AbortController();
    controller = current;
    form.setBusy(true);
    const live = progressBox();
    output.replaceChildren(live.box);
    let progress = INITIAL_EVENTS_PROGRESS;
    try {
      await client.stream(
        query,
        (event) => {
          if (event.type === "progress") {
            progress = reduceEventsProgress(progress, event.data);
            live.update(progress);
          } else if (event.type === "done") {
            if (event.data.blocked) showBlocked(event.data, query);
            else showResults(event.data, query, progress);
          } else {
            output.replaceChildren(notice("error", event.data.message, event.data.hint));
            announce(`Error: ${event.data.message}`);
          }
        },
        current.signal,
      );
    } catch (error) {
      if (current.signal.aborted)
        output.replaceChildren(notice("info", "Stopped.", "Search again whenever you like."));
      else if (error instanceof ApiError) {
        const retry = error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} s.` : "";
        output.replaceChildren(
          notice("error", error.message, `${error.hint ?? ""}${retry}`.trim() || undefined),
        );
      } else {
        output.replaceChildren(
          notice("error", "Something went wrong.", error instanceof Error ? error.message : String(error)),
        );
      }
    } finally {
      if (controller === current) controller = undefined;
      form.setBusy(false);
    }
  }

  const element = el("div", { class: "events-inner" }, form.element, output);
  return { element, focus: () => form.focus() };
}
