// The JSON routes of the webscout server: /config, /admin, /configure, /sessions/:id (and its feedback), /health, /starters.
import { apiErrorFromResponse, networkError } from "./api-error.js";
import type { AdminAccess, HealthData, PublicConfig, SessionData } from "./api-types.js";

export interface ApiClientOptions {
  /** Base URL of the server; "" for the page's own origin. */
  serverUrl: string;
  /** Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  getConfig(): Promise<PublicConfig>;
  /** Whether this visitor may change settings: "open" (on this machine), "token" (with the admin token), "closed". */
  getAdminAccess(): Promise<AdminAccess>;
  /** Needs the admin token when the server has one. */
  saveConfig(config: PublicConfig, adminToken?: string): Promise<PublicConfig>;
  /** Undefined when the server no longer knows the session. */
  getSession(id: string): Promise<SessionData | undefined>;
  getHealth(): Promise<HealthData>;
  /** Questions to start with, from the titles of pages already read; empty before any was read. */
  getStarters(): Promise<string[]>;
  /** A thumbs up (1) or down (-1) on answer `turn` (0-based) of the session. */
  rateAnswer(session: string, turn: number, vote: 1 | -1): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    try {
      return await fetchImpl(`${options.serverUrl}${path}`, {
        credentials: "omit",
        ...init,
        headers: { accept: "application/json", ...init.headers },
      });
    } catch (error) {
      throw networkError(error);
    }
  };
  const json = async <T>(response: Response): Promise<T> => {
    if (!response.ok) throw await apiErrorFromResponse(response);
    return (await response.json()) as T;
  };
  return {
    getConfig: async () => json<PublicConfig>(await request("/config")),
    async getAdminAccess() {
      const { access } = await json<{ access?: unknown }>(await request("/admin"));
      return access === "open" || access === "token" ? access : "closed";
    },
    async saveConfig(config, adminToken) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (adminToken) headers.authorization = `Bearer ${adminToken}`;
      const response = await request("/configure", { method: "POST", headers, body: JSON.stringify(config) });
      const saved = await json<Partial<PublicConfig>>(response);
      return { ...config, ...saved };
    },
    async getSession(id) {
      const response = await request(`/sessions/${encodeURIComponent(id)}`);
      if (response.status === 404) return undefined;
      return json<SessionData>(response);
    },
    getHealth: async () => json<HealthData>(await request("/health")),
    async getStarters() {
      const body = await json<{ questions?: unknown }>(await request("/starters"));
      const questions = Array.isArray(body.questions) ? body.questions : [];
      return questions.filter((question): question is string => typeof question === "string");
    },
    async rateAnswer(session, turn, vote) {
      const response = await request(`/sessions/${encodeURIComponent(session)}/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ turn, vote }),
      });
      if (!response.ok) throw await apiErrorFromResponse(response);
    },
  };
}
