// The public surface of ranking: candidate events scored against the query and the profile, best first.
export {
  type RankEventsOptions,
  type RankEventsResult,
  type RankingReasons,
  rankEvents,
  type ScoredEvent,
} from "./rank-events.js";
