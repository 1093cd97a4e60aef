// The held-out question sets: `-blind3-` (a validation set since the 2026-11-26 evening session, read only in
// totals) and `-blind4-` (the clean test). Study and replay tools never dump or train on them unless asked.

/** Ids of held-out questions. */
export const HELD_OUT = /-blind[34]-/;
