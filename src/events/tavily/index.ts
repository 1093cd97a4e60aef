export {
  createTavilySource,
  DEFAULT_TAVILY_BASE_URL,
  type TavilyExtractRequest,
  type TavilyExtractResponse,
  type TavilySearchHit,
  type TavilySearchRequest,
  type TavilySearchResponse,
  type TavilySource,
  type TavilySourceOptions,
} from "./create-tavily-source.js";
export { TavilyError, type TavilyErrorCode, tavilyErrorForStatus } from "./tavily-error.js";
export type { FetchFunction } from "./tavily-request.js";
