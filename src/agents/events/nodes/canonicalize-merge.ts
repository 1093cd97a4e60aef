// canonicalize_merge: stores the run's events (one per real event, merged across sources) in the events table;
// cancelled events, and events gone from a page read again, are soft-deleted there and never recommended.
import type { EventsDependencies } from "../dependencies.js";
import type { EventsStateUpdate, EventsStateValue } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

export function createCanonicalizeMergeNode(deps: EventsDependencies): EventsNode {
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const result = await deps.events.upsertEvents([...state.candidates], {
      sourceUrlsCrawled: state.documents.map((document) => document.url),
    });
    const softDeleted = result.cancelled + result.vanished;
    emitter(
      deps,
      config,
    )({
      type: "events-merged",
      stored: result.inserted + result.updated,
      softDeleted,
    });
    // A recommended event must be live in the table: drop any the store has just soft-deleted.
    const live = [];
    for (const event of state.ranked) {
      const index = state.candidates.findIndex(
        (candidate) => candidate.url === event.url && candidate.start === event.start,
      );
      const id = index >= 0 ? result.ids[index] : undefined;
      if (id === undefined || (await deps.events.getEvent(id))?.deletedAt === null) live.push(event);
    }
    return { ranked: live };
  };
}
