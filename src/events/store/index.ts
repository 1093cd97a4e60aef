export { canonicalJson } from "./canonical-json.js";
export {
  type CachedEntry,
  cacheKey,
  createEventCache,
  DEFAULT_CACHE_TTL_MS,
  type EventCache,
  type EventCacheOptions,
} from "./event-cache.js";
export {
  createEventStore,
  type EventStore,
  type StoredEvent,
  type UpsertEventsOptions,
  type UpsertEventsResult,
} from "./event-store.js";
export {
  createFeedbackStore,
  type FeedbackFacets,
  type FeedbackInput,
  type FeedbackStore,
  type FeedbackSummary,
} from "./feedback-store.js";
export { createPostgresEventCache } from "./pg-event-cache.js";
export { createPostgresEventStore } from "./pg-event-store.js";
export { createPostgresFeedbackStore } from "./pg-feedback-store.js";
export { createPostgresTelemetryStore } from "./pg-telemetry-store.js";
export {
  type AgentRunInput,
  type AgentRunRecord,
  createTelemetryStore,
  type QueryRunInput,
  type QueryRunRecord,
  type TelemetryStore,
  type TelemetryTotals,
} from "./telemetry-store.js";
