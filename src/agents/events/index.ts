// The event scout's public surface: the runner (CLI, server, bench), the runtime wiring, the graph and its shapes.
export type { EventsDependencies } from "./dependencies.js";
export { formatEventTime } from "./event-time.js";
export { buildEventsGraph, type EventsGraph } from "./graph.js";
export {
  type EventsRuntime,
  type OpenEventsRuntimeOptions,
  openEventsRuntime,
} from "./open-events-runtime.js";
export {
  applyFeedback,
  buildProfile,
  type EventsProfile,
  parseProfileCsv,
} from "./profile.js";
export { type RankEventsOptions, type RankEventsResult, rankEvents, type ScoredEvent } from "./ranking.js";
export {
  type EventScoutOptions,
  type EventScoutRun,
  type RunEventScoutOptions,
  runEventScout,
} from "./run-event-scout.js";
export type { ScoutEvent, ScoutEventListener } from "./scout-events.js";
export type { EventSourceName, EventsRequest, EventsResult, GateAdvice, SearchPlan } from "./state.js";
export { createWebEventSource, type WebEventSource } from "./web-source.js";
