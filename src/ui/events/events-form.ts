// The event search form: what, city (New York), dates (today .. +14 days in the city), an optional profile CSV
// read in the browser, and a budget / skip-cache panel. Checks what it can before sending; the server the rest.
import { el } from "../shared/dom.js";
import { icon } from "../shared/icons.js";
import { defaultWindow } from "./event-window.js";
import type { EventsQuery } from "./events-types.js";

/** The server refuses larger profiles; say so before uploading. */
const MAX_PROFILE_BYTES = 64 * 1024;
export const DEFAULT_CITY = "New York";
export const DEFAULT_BUDGET_USD = 0.1;

export interface EventsFormOptions {
  /** Called with a complete query when the form is submitted and valid. */
  onSubmit: (query: EventsQuery) => void;
  onStop: () => void;
  /** Default: new Date(). */
  today?: () => Date;
}

export interface EventsForm {
  element: HTMLFormElement;
  setBusy(busy: boolean): void;
  /** The budget the next (or current) query runs with, in USD. */
  budgetUsd(): number;
  focus(): void;
}

function field(id: string, label: string, control: HTMLElement, hint?: string, className = "") {
  const hintId = `${id}-hint`;
  if (hint) control.setAttribute("aria-describedby", hintId);
  return el(
    "div",
    { class: `field ${className}`.trim() },
    el("label", { text: label, attrs: { for: id } }),
    control,
    hint ? el("p", { class: "field-hint", text: hint, attrs: { id: hintId } }) : null,
  );
}

export function createEventsForm(options: EventsFormOptions): EventsForm {
  const today = () => options.today?.() ?? new Date();
  let defaults = defaultWindow(DEFAULT_CITY, today());
  const input = (id: string, attrs: Record<string, string>) =>
    el("input", { attrs: { id, name: id, ...attrs } });

  const text = input("events-text", {
    type: "text",
    required: "",
    maxlength: "500",
    autocomplete: "off",
    placeholder: "e.g. live jazz, theater, arts talks",
  });
  const city = input("events-city", {
    type: "text",
    value: DEFAULT_CITY,
    maxlength: "100",
    autocomplete: "address-level2",
  });
  const from = input("events-from", { type: "date", value: defaults.from });
  const to = input("events-to", { type: "date", value: defaults.to });
  const profile = input("events-profile", { type: "file", accept: ".csv,text/csv" });
  const budget = input("events-budget", {
    type: "number",
    min: "0",
    max: "1",
    step: "0.01",
    value: DEFAULT_BUDGET_USD.toFixed(2),
    inputmode: "decimal",
  });
  const noCache = input("events-no-cache", { type: "checkbox" });
  // Dates the user has not changed follow the city (and the day): they stay the server's defaults.
  const refreshDefaults = () => {
    const untouched = from.value === defaults.from && to.value === defaults.to;
    defaults = defaultWindow(city.value.trim() || DEFAULT_CITY, today());
    if (untouched) {
      from.value = defaults.from;
      to.value = defaults.to;
    }
  };
  city.addEventListener("change", refreshDefaults);
  const status = el("p", { class: "form-status", attrs: { role: "status", id: "events-form-status" } });
  const submit = el(
    "button",
    { class: "button button-primary events-submit", attrs: { type: "submit", id: "events-submit" } },
    icon("search"),
    el("span", { text: "Find events" }),
  );
  const stop = el("button", { class: "button", text: "Stop", attrs: { type: "button", id: "events-stop" } });
  stop.hidden = true;
  stop.addEventListener("click", () => options.onStop());

  const options_ = el(
    "details",
    { class: "events-options" },
    el("summary", {}, icon("chevron", "icon chevron"), el("span", { text: "More options" })),
    el(
      "div",
      { class: "events-options-body" },
      field("events-budget", "Budget (USD)", budget, "Searches that would cost more stop and ask first."),
      el(
        "label",
        { class: "checkbox", attrs: { for: "events-no-cache" } },
        noCache,
        el("span", { text: "Search again instead of using a recent result" }),
      ),
    ),
  );

  const form = el(
    "form",
    { class: "events-form", attrs: { novalidate: "", "aria-labelledby": "events-form-title" } },
    el(
      "div",
      { class: "events-form-head" },
      el("h2", { text: "Find events", attrs: { id: "events-form-title" } }),
      el("p", { text: "The Top 10 in your city, ranked against the events you liked before." }),
    ),
    el(
      "div",
      { class: "events-form-grid" },
      field("events-text", "What are you looking for?", text, undefined, "field-text"),
      field("events-city", "City", city, undefined, "field-city"),
      field("events-from", "From", from),
      field("events-to", "To", to),
      field(
        "events-profile",
        "Your taste (optional)",
        profile,
        "A CSV of events you liked: title,start,location,organizer,url.",
        "field-profile",
      ),
      options_,
      el("div", { class: "events-form-actions" }, stop, submit),
    ),
    status,
  );

  const fail = (control: HTMLInputElement | undefined, message: string): undefined => {
    status.textContent = message;
    status.dataset.kind = "error";
    if (control) {
      control.setAttribute("aria-invalid", "true");
      control.focus();
    }
  };

  const readQuery = async (): Promise<EventsQuery | undefined> => {
    refreshDefaults();
    for (const control of [text, city, from, to, profile, budget]) control.removeAttribute("aria-invalid");
    status.textContent = "";
    delete status.dataset.kind;
    const query: EventsQuery = { text: text.value.trim() };
    if (!query.text) return fail(text, "Say what kind of events to look for.");
    if (city.value.trim()) query.city = city.value.trim();
    // Dates left at their defaults are left to the server: it reads "today" in the city's own time zone, and
    // may widen a default window when too little is on.
    if (from.value !== defaults.from || to.value !== defaults.to) {
      if (from.value) query.from = from.value;
      if (to.value) query.to = to.value;
      if (query.from && query.to && query.from > query.to)
        return fail(to, "The end date is before the start date.");
    }
    const budgetUsd = Number(budget.value);
    if (budget.value === "" || !Number.isFinite(budgetUsd) || budgetUsd < 0 || budgetUsd > 1) {
      return fail(budget, "The budget is an amount from $0 to $1.");
    }
    if (budgetUsd !== DEFAULT_BUDGET_USD) query.budgetUsd = budgetUsd;
    if (noCache.checked) query.noCache = true;
    const file = profile.files?.[0];
    if (file) {
      if (file.size > MAX_PROFILE_BYTES) return fail(profile, "The profile CSV is larger than 64 KB.");
      try {
        query.profileCsv = await file.text();
      } catch {
        return fail(profile, "The profile CSV could not be read.");
      }
    }
    return query;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!stop.hidden) return;
    void readQuery().then((query) => {
      if (query) options.onSubmit(query);
    });
  });

  return {
    element: form,
    setBusy(busy) {
      // The button that had the focus is hidden or disabled: hand the focus to its counterpart.
      const focused = document.activeElement === (busy ? submit : stop);
      submit.disabled = busy;
      stop.hidden = !busy;
      if (focused) (busy ? stop : submit).focus();
      form.setAttribute("aria-busy", String(busy));
    },
    budgetUsd() {
      const value = Number(budget.value);
      return Number.isFinite(value) && budget.value !== "" ? value : DEFAULT_BUDGET_USD;
    },
    focus: () => text.focus(),
  };
}
