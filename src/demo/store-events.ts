// A calendar URL trap, as found on real stores: /store-events?month=YYYY-MM always links to the next and
// previous month, so a crawler that follows links blindly never runs out of pages. Generated on the fly,
// deterministically.
import type { DemoPage } from "./types.js";

/** The month shown by /store-events without a query (fixed, so pages never depend on the clock). */
export const STORE_EVENTS_DEFAULT_MONTH = "2025-09";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const EVENT_TITLES = [
  "Intro to Backcountry Cooking",
  "Tent Pitching 101",
  "Layering for Cold Weather",
  "Leave No Trace Workshop",
  "Fitting Your Backpack",
  "Trail Running Group Run",
  "Map and Compass Basics",
  "Gear Swap and Repair Night",
];

const STORES = ["Portland Flagship", "Denver", "Burlington"];

/** Parses "YYYY-MM" into a month number counted from year 0, or undefined when malformed. */
export function parseEventMonth(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1) return undefined;
  return year * 12 + (month - 1);
}

function formatMonth(index: number): { query: string; label: string } {
  const year = Math.floor(index / 12);
  const month = index % 12;
  return {
    query: `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}`,
    label: `${MONTH_NAMES[month]} ${year}`,
  };
}

/** The events page for `month` ("YYYY-MM", default the fixed current month), or undefined for a bad month. */
export function storeEventsPage(options: { month?: string } = {}): DemoPage | undefined {
  const index = parseEventMonth(options.month ?? STORE_EVENTS_DEFAULT_MONTH);
  if (index === undefined || index >= 10_000 * 12 - 1) return undefined;
  const current = formatMonth(index);
  const previous = index > 12 ? formatMonth(index - 1) : undefined;
  const next = formatMonth(index + 1);
  const monthName = MONTH_NAMES[index % 12];
  const events = [0, 1, 2]
    .map((slot) => ({
      title: EVENT_TITLES[(index * 7 + slot * 3) % EVENT_TITLES.length],
      store: STORES[(index + slot) % STORES.length],
      day: ((index * 13 + slot * 9) % 27) + 1,
    }))
    .sort((left, right) => left.day - right.day)
    .map(
      (event) =>
        `<li><strong>${monthName} ${event.day}</strong>: ${event.title}, ${event.store} store. Free, no sign-up needed.</li>`,
    );
  const pager = [
    previous ? `<a rel="prev" href="/store-events?month=${previous.query}">&larr; ${previous.label}</a>` : "",
    `<a rel="next" href="/store-events?month=${next.query}">${next.label} &rarr;</a>`,
  ].join(" ");
  return {
    path: `/store-events?month=${current.query}`,
    title: `Store Events: ${current.label}`,
    description: `Free clinics and group outings at Northwind stores in ${current.label}.`,
    breadcrumbs: [
      { label: "Home", href: "/" },
      { label: "Stores", href: "/stores" },
    ],
    main: `<p>Free clinics, group hikes and repair nights at our stores. Times are local to each store.</p>
<ul class="events">${events.join("\n")}</ul>
<nav class="pager" aria-label="Months">${pager}</nav>`,
    related: [{ label: "Store locations", href: "/stores" }],
    inSitemap: false,
  };
}
