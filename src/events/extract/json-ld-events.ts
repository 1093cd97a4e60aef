// Events from a page's JSON-LD blocks, wherever they sit: top level, arrays, @graph, or nested in other nodes
// (an Organization's `event`, an ItemList's `itemListElement[].item`, a Festival's `subEvent`).
import type { EventRecord } from "../event-types.js";
import { dropRepeatsWithinDocument } from "./normalize-event.js";
import { readSchemaEvents } from "./schema-event.js";
import { isEventType } from "./schema-types.js";
import { isSchemaNode, type ResolveReference, type SchemaNode } from "./schema-values.js";
import { resolveWindow, type TimeWindow } from "./window.js";

export interface EventsFromJsonLdOptions {
  /** Parsed blocks, as `extractJsonLd(document)` returns them (broken blocks already left out). */
  blocks: unknown[];
  pageUrl: string;
  /** Zone for floating local times when the event's city is unknown. */
  defaultTimeZone: string;
  /** Reference instant for human-written dates without a year; default: the current time. */
  now?: Date;
  /** Where a recurring event's `eventSchedule` is expanded. Default: `now` through 90 days later. */
  window?: TimeWindow;
}

/** Bounds for hostile or huge blocks: deeper nesting or more nodes than real pages use are not walked. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;
const MAX_EVENTS = 500;

/** Properties of an event that may hold further events; its other properties (location, offers…) never do. */
const SUB_EVENT_KEYS = ["subEvent", "subEvents"];

/** Every event in the blocks, in document order, each once. Events without a name or a start are skipped. */
export function eventsFromJsonLd(options: EventsFromJsonLdOptions): EventRecord[] {
  const now = options.now ?? new Date();
  const window = options.window ?? resolveWindow({ defaultTimeZone: options.defaultTimeZone, now });
  const resolve = referenceResolver(options.blocks);
  const events: EventRecord[] = [];
  walk(options.blocks, (node) => {
    if (!isEventType(node["@type"])) return undefined;
    const read = readSchemaEvents(node, {
      pageUrl: options.pageUrl,
      defaultTimeZone: options.defaultTimeZone,
      now,
      source: "json-ld",
      resolve,
      window,
    });
    events.push(...read.slice(0, Math.max(0, MAX_EVENTS - events.length)));
    return SUB_EVENT_KEYS;
  });
  return dropRepeatsWithinDocument(events);
}

/**
 * Visits every object under `roots` depth-first in document order. `visit` returns the keys to descend into, or
 * undefined for all of them.
 */
function walk(roots: unknown[], visit: (node: SchemaNode) => string[] | undefined): void {
  const pending: Array<{ value: unknown; depth: number }> = roots
    .map((value) => ({ value, depth: 0 }))
    .reverse();
  let visited = 0;
  while (pending.length > 0 && visited < MAX_NODES) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        pending.push({ value: value[index], depth: depth + 1 });
      continue;
    }
    if (!isSchemaNode(value)) continue;
    visited++;
    const keys = visit(value) ?? Object.keys(value).filter((key) => key !== "@context");
    for (let index = keys.length - 1; index >= 0; index--) {
      const child = value[keys[index] as string];
      if (typeof child === "object" && child !== null) pending.push({ value: child, depth: depth + 1 });
    }
  }
}

/** Indexes every node that carries an `@id` and content, so `{ "@id": "#venue" }` can be followed. */
function referenceResolver(blocks: unknown[]): ResolveReference {
  const byId = new Map<string, SchemaNode>();
  walk(blocks, (node) => {
    const id = node["@id"];
    if (typeof id === "string" && !isBareReference(node) && !byId.has(id)) byId.set(id, node);
    return undefined;
  });
  if (byId.size === 0) return (value) => value;
  return (value) => {
    if (!isSchemaNode(value) || !isBareReference(value)) return value;
    return byId.get(value["@id"] as string) ?? value;
  };
}

function isBareReference(node: SchemaNode): boolean {
  return (
    typeof node["@id"] === "string" && Object.keys(node).every((key) => key === "@id" || key === "@context")
  );
}
