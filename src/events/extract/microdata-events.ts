// Events from schema.org microdata (itemtype Event and subtypes). Items are turned into the JSON-LD node shape so
// one reader interprets both syntaxes the same way.
import type { MicrodataItem } from "../../extract/index.js";
import type { EventRecord } from "../event-types.js";
import { dropRepeatsWithinDocument } from "./normalize-event.js";
import { readSchemaEvents } from "./schema-event.js";
import { isEventType } from "./schema-types.js";
import type { SchemaNode } from "./schema-values.js";
import { resolveWindow, type TimeWindow } from "./window.js";

export interface EventsFromMicrodataOptions {
  /** Items as `extractMicrodata(document, { pageUrl })` returns them. */
  items: MicrodataItem[];
  pageUrl: string;
  /** Zone for floating local times when the event's city is unknown. */
  defaultTimeZone: string;
  /** Reference instant for human-written dates without a year; default: the current time. */
  now?: Date;
  /** Where a recurring event's `eventSchedule` is expanded. Default: `now` through 90 days later. */
  window?: TimeWindow;
}

const MAX_DEPTH = 32;
const MAX_EVENTS = 500;

/** Every Event item, top level or nested (an ItemList's elements, an Organization's `event`), each once. */
export function eventsFromMicrodata(options: EventsFromMicrodataOptions): EventRecord[] {
  const now = options.now ?? new Date();
  const window = options.window ?? resolveWindow({ defaultTimeZone: options.defaultTimeZone, now });
  const events: EventRecord[] = [];
  const pending: Array<{ item: MicrodataItem; depth: number }> = options.items
    .map((item) => ({ item, depth: 0 }))
    .reverse();
  while (pending.length > 0 && events.length < MAX_EVENTS) {
    const { item, depth } = pending.pop() as { item: MicrodataItem; depth: number };
    const isEvent = isEventType(item.type);
    if (isEvent) {
      events.push(
        ...readSchemaEvents(toSchemaNode(item, 0), {
          pageUrl: options.pageUrl,
          defaultTimeZone: options.defaultTimeZone,
          now,
          source: "microdata",
          window,
        }),
      );
    }
    if (depth >= MAX_DEPTH) continue;
    const children = Object.entries(item.properties)
      .filter(([name]) => !isEvent || name === "subEvent" || name === "subEvents")
      .flatMap(([, values]) => values)
      .filter((value): value is MicrodataItem => typeof value !== "string");
    for (let index = children.length - 1; index >= 0; index--) {
      pending.push({ item: children[index] as MicrodataItem, depth: depth + 1 });
    }
  }
  return dropRepeatsWithinDocument(events);
}

/** `{ type, properties: { name: ["A"] } }` → `{ "@type": [...], name: "A" }`; several values stay a list. */
export function toSchemaNode(item: MicrodataItem, depth: number): SchemaNode {
  const node: SchemaNode = {};
  setOwn(node, "@type", item.type);
  for (const [name, values] of Object.entries(item.properties)) {
    if (name === "@type") continue;
    const converted = values
      .filter((value) => typeof value === "string" || depth < MAX_DEPTH)
      .map((value) => (typeof value === "string" ? value : toSchemaNode(value, depth + 1)));
    if (converted.length > 0) setOwn(node, name, converted.length === 1 ? converted[0] : converted);
  }
  return node;
}

/** defineProperty, not assignment: an itemprop named "__proto__" must stay an ordinary key. */
function setOwn(node: SchemaNode, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}
