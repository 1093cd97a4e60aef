// The server's POST /events contract as the browser sees it: the request, the `events --json` result and the
// stream's events (`progress` per scout event, `done`, `error`).
import type { ScoutProgress } from "../../agents/events/scout-progress.js";
import type { EventsResult } from "../../agents/events/state.js";
import type { RankedEvent } from "../../events/event-types.js";
import type { ChatErrorData } from "../shared/api-types.js";

export type { EventsResult, RankedEvent, ScoutProgress };

export interface EventsQuery {
  text: string;
  city?: string;
  /** YYYY-MM-DD. */
  from?: string;
  /** YYYY-MM-DD. */
  to?: string;
  budgetUsd?: number;
  confirmCost?: boolean;
  noCache?: boolean;
  /** A profile CSV read in the browser (`title,start,location,organizer,url`). */
  profileCsv?: string;
}

export type EventsStreamEvent =
  | { type: "progress"; data: ScoutProgress }
  | { type: "done"; data: EventsResult }
  | { type: "error"; data: ChatErrorData };

export interface EventVote {
  url: string;
  vote: 1 | -1;
  title?: string;
  organizer?: string;
  location?: string;
}
