// The one configuration table: each field, the environment variable that sets it and its default.
// Precedence (highest first): command-line flags > environment > config file (<dataDir>/config.json) > defaults.
import { homedir } from "node:os";
import { join } from "node:path";
import ipaddr from "ipaddr.js";
// biome-ignore lint/style/noRestrictedImports: the llm barrel loads the AI SDK; every command reads the config.
import { LLM_FORMS, parseLlmSpec } from "../llm/llm-spec.js";

/** Turns the text of a setting into its value; throws an Error that says what was expected. */
type Parse<T> = (raw: string) => T;

export interface ConfigField<T> {
  /** Environment variable that sets it. */
  env: string;
  /** The command-line flag that sets it, for error messages. */
  flag?: string;
  default: T;
  parse: Parse<T>;
  /** Secrets never leave the process (not in `GET /config`, not in logs). */
  secret?: boolean;
  description: string;
}

const text: Parse<string> = (raw) => raw;
const optionalText: Parse<string | undefined> = (raw) => (raw === "" ? undefined : raw);
const bool: Parse<boolean> = (raw) => /^(1|true|yes|on)$/i.test(raw.trim());
const positiveInt: Parse<number> = (raw) => {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(value) || value <= 0) {
    throw new Error("expected a positive whole number");
  }
  return value;
};
const list: Parse<string[]> = (raw) =>
  raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
const proxyList: Parse<string[]> = (raw) => {
  const entries = list(raw);
  for (const entry of entries) {
    const valid =
      entry.toLowerCase() === "loopback" ||
      (entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry));
    if (!valid)
      throw new Error(`expected IP addresses, CIDR ranges (10.0.0.0/8) or loopback, got "${entry}"`);
  }
  return entries;
};
const llmSpec: Parse<string> = (raw) => {
  try {
    parseLlmSpec(raw);
  } catch {
    throw new Error(`not understood; use ${LLM_FORMS}`);
  }
  return raw.trim();
};

export const CONFIG_FIELDS = {
  dataDir: {
    env: "WEBSCOUT_DATA_DIR",
    flag: "--data-dir",
    default: join(homedir(), ".webscout"),
    parse: text,
    description: "Folder for the SQLite database (pages, sessions, caches, telemetry).",
  },
  databaseUrl: {
    env: "WEBSCOUT_DATABASE_URL",
    flag: "--database-url",
    default: undefined as string | undefined,
    parse: (raw: string) => {
      const url = raw.trim();
      if (url === "") return undefined;
      if (!/^postgres(ql)?:\/\/./i.test(url))
        throw new Error("expected postgres://USER:PASSWORD@HOST:PORT/DATABASE");
      return url;
    },
    // The URL may carry a password.
    secret: true,
    description:
      "Postgres database for every store (pages, sessions, checkpoints, events, feedback, telemetry) instead of SQLite in the data dir; several replicas can share it.",
  },
  llm: {
    env: "WEBSCOUT_LLM",
    flag: "--llm",
    default: "offline",
    parse: llmSpec,
    description: "offline | openai:MODEL | anthropic:MODEL | openai-compatible:MODEL@BASE_URL",
  },
  openaiApiKey: {
    env: "OPENAI_API_KEY",
    default: undefined as string | undefined,
    parse: optionalText,
    secret: true,
    description: "Key for --llm openai:MODEL (and openai-compatible servers that need one).",
  },
  anthropicApiKey: {
    env: "ANTHROPIC_API_KEY",
    default: undefined as string | undefined,
    parse: optionalText,
    secret: true,
    description: "Key for --llm anthropic:MODEL.",
  },
  tavilyApiKey: {
    env: "TAVILY_API_KEY",
    default: undefined as string | undefined,
    parse: optionalText,
    secret: true,
    description: "Key for the Tavily search source of the event scout.",
  },
  tavilyBaseUrl: {
    env: "WEBSCOUT_TAVILY_BASE_URL",
    default: undefined as string | undefined,
    parse: optionalText,
    description:
      "Base URL of the Tavily API (default https://api.tavily.com); tests point it at a local fake.",
  },
  tavilyCreditUsd: {
    env: "WEBSCOUT_TAVILY_CREDIT_USD",
    default: 0.008,
    parse: (raw: string) => {
      const value = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(value) || value < 0)
        throw new Error("expected a price in USD");
      return value;
    },
    description: "Dollars per Tavily credit, for the event scout's cost projection (pay-as-you-go: 0.008).",
  },
  allowPrivateNetwork: {
    env: "WEBSCOUT_ALLOW_PRIVATE_NETWORK",
    flag: "--allow-private-network",
    default: false,
    parse: bool,
    description:
      "Permit loopback and private addresses (off: the SSRF guard refuses them); link-local and cloud metadata addresses stay refused.",
  },
  allowLinkLocal: {
    env: "WEBSCOUT_ALLOW_LINK_LOCAL",
    flag: "--allow-link-local",
    default: false,
    parse: bool,
    description:
      "Permit link-local addresses and cloud metadata endpoints (169.254.169.254, …), which --allow-private-network does not cover.",
  },
  prices: {
    env: "WEBSCOUT_PRICES",
    default: {} as Record<string, { inputPerMillion: number; outputPerMillion: number }>,
    parse: (raw: string) => {
      const value = JSON.parse(raw) as unknown;
      if (typeof value !== "object" || value === null) throw new Error("expected a JSON object");
      return value as Record<string, { inputPerMillion: number; outputPerMillion: number }>;
    },
    description:
      'LLM prices in USD per million tokens by model-id prefix, e.g. {"my-model": {"inputPerMillion": 1, "outputPerMillion": 2}}; merged over the built-in table.',
  },
  maxBodyBytes: {
    env: "WEBSCOUT_MAX_BODY_BYTES",
    default: 5 * 1024 * 1024,
    parse: positiveInt,
    description: "Largest response body read, in bytes; larger pages fail with a clear reason.",
  },
  adminToken: {
    env: "WEBSCOUT_ADMIN_TOKEN",
    flag: "--admin-token",
    default: undefined as string | undefined,
    parse: optionalText,
    secret: true,
    description:
      "Token for the server's admin actions (POST /configure, per-request start URLs); none: loopback only.",
  },
  apiKey: {
    env: "WEBSCOUT_API_KEY",
    default: undefined as string | undefined,
    parse: optionalText,
    secret: true,
    description:
      "Bearer key the OpenAI-compatible API (/v1/…) requires; none: open to anyone who can reach it.",
  },
  corsOrigins: {
    env: "WEBSCOUT_CORS_ORIGINS",
    flag: "--cors-origin",
    default: [] as string[],
    parse: list,
    description:
      "Origins allowed to call the server's API from a browser (the widget's pages), comma-separated.",
  },
  trustProxy: {
    env: "WEBSCOUT_TRUST_PROXY",
    flag: "--trust-proxy",
    default: [] as string[],
    parse: proxyList,
    description:
      "Reverse proxies whose X-Forwarded-For names the client (rate limits, admin), comma-separated addresses, CIDRs or `loopback`; none: the connection's address.",
  },
  rateLimit: {
    env: "WEBSCOUT_RATE_LIMIT",
    flag: "--rate-limit",
    default: 20,
    parse: positiveInt,
    description: "Questions per minute per client on the server.",
  },
  maxConcurrent: {
    env: "WEBSCOUT_MAX_CONCURRENT",
    flag: "--max-concurrent",
    default: 8,
    parse: positiveInt,
    description: "Questions the server answers at once; more wait in a queue.",
  },
  render: {
    env: "WEBSCOUT_RENDER",
    flag: "--render",
    default: "auto" as "auto" | "never" | "always",
    parse: (raw: string) => {
      const mode = raw.trim().toLowerCase();
      if (mode !== "auto" && mode !== "never" && mode !== "always") {
        throw new Error("expected auto, never or always");
      }
      return mode;
    },
    description:
      "Render pages in headless Chromium: auto (only pages that are an empty application shell), never, or always.",
  },
  chromiumPath: {
    env: "WEBSCOUT_CHROMIUM_PATH",
    default: undefined as string | undefined,
    parse: optionalText,
    description:
      "The Chromium (or Chrome) binary for rendering; default: the system's (/usr/bin/chromium, …).",
  },
  renderTimeoutMs: {
    env: "WEBSCOUT_RENDER_TIMEOUT_MS",
    default: 15_000,
    parse: positiveInt,
    description: "Time one page may take to render (load and run its scripts until the network is quiet).",
  },
  renderMaxPages: {
    env: "WEBSCOUT_RENDER_MAX_PAGES",
    default: 4,
    parse: positiveInt,
    description: "Pages open in the browser at once; more wait.",
  },
  indexMaxPages: {
    env: "WEBSCOUT_INDEX_MAX_PAGES",
    flag: "--max-pages",
    default: 200,
    parse: positiveInt,
    description: "Pages `index` and `serve --index` read per run at most.",
  },
  indexRefreshMinutes: {
    env: "WEBSCOUT_INDEX_REFRESH_MINUTES",
    default: 360,
    parse: positiveInt,
    description: "How often `serve --index` asks the site again for changed pages (conditional requests).",
  },
  requestTimeoutMs: {
    env: "WEBSCOUT_REQUEST_TIMEOUT_MS",
    default: 30_000,
    parse: positiveInt,
    description: "Total time one request attempt may take, body included.",
  },
} satisfies Record<string, ConfigField<unknown>>;

export type ConfigFieldName = keyof typeof CONFIG_FIELDS;
export type WebscoutConfig = { [K in ConfigFieldName]: (typeof CONFIG_FIELDS)[K]["default"] };
