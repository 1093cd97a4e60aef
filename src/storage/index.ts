export { databaseError } from "./database-error.js";
export {
  DATABASE_FILE_NAME,
  databaseFile,
  MIGRATIONS,
  type OpenDatabaseOptions,
  openDatabase,
  type WebscoutDatabase,
} from "./open-database.js";
export {
  createPageStore,
  isLastingFailure,
  type PageStore,
  type PageStoreOptions,
  type StoredPage,
} from "./page-store.js";
export {
  type AnswerFeedbackTotals,
  type AnswerVote,
  createSessionStore,
  type SessionRecord,
  type SessionSettings,
  type SessionStore,
} from "./session-store.js";
