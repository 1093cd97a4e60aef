export { BlockedAddressError } from "./blocked-address-error.js";
export { CorruptDatabaseError } from "./corrupt-database-error.js";
export type { ErrorCode, TavilyErrorCode } from "./error-codes.js";
export { FetchError } from "./fetch-error.js";
export { UsageError } from "./usage-error.js";
export { WebscoutError } from "./webscout-error.js";
