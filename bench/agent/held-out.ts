// The held-out question sets: `-blind3-` and `-blind4-` (validation sets since the 2026-11-26 night session, read
// only in totals) and `-blind5-` (the clean test, written blind in that session). Study and replay tools never dump
// or train on them unless asked.

/** Ids of held-out questions. */
export const HELD_OUT = /-blind[345]-/;
