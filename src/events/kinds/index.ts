// Event kinds without a model: a taxonomy of formats and subjects, what an event is, what a query asks for, and
// how well the two fit.
export { detectKinds, type KindSet } from "./detect-kinds.js";
export { eventKinds, type KindFit, type KindFitStatus, kindFit } from "./kind-fit.js";
export { type KindClause, parseQueryKinds, type QueryKinds } from "./query-kinds.js";
export { schemaKinds } from "./schema-kinds.js";
export { kindSearchWords } from "./search-words.js";
export { type EventKind, FORMATS, KINDS, SUBJECTS, withAncestors } from "./taxonomy.js";
