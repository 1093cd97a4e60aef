// The public surface of the user's taste: the profile CSV, the profile built from it, and feedback folded in.
export { applyFeedback } from "./apply-feedback.js";
export { buildProfile, titleWords } from "./build-profile.js";
export { type EventsProfile, emptyProfile } from "./events-profile.js";
export { hostEntryOf } from "./host-entry.js";
export { parseProfileCsv } from "./parse-profile-csv.js";
