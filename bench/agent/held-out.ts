// The held-out question sets: `-blind4-` (a validation set, read only in totals), `-blind5-` (the clean test, written
// blind in the 2026-11-26 night session) and `-blind6-` (a second clean test, written blind on 2026-11-27).
// `-blind3-` was a validation set for four sessions and is development data since 2026-11-27: its misses are the
// only traces we have of how unseen questions fail. Study and replay tools never dump or train on the held-out sets
// unless asked.

/** Ids of held-out questions. */
export const HELD_OUT = /-blind[456]-/;
