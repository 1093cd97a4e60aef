// The one configuration table: each field, the environment variable that sets it and its default.
// Precedence (highest first): command-line flags > environment > config file (<dataDir>/config.json) > defaults.
import { homedir } from "node:os";
import { join } from "node:path";

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
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`expected a positive whole number, got "${raw}"`);
  return value;
};

export const CONFIG_FIELDS = {
  dataDir: {
    env: "WEBSCOUT_DATA_DIR",
    flag: "--data-dir",
    default: join(homedir(), ".webscout"),
    parse: text,
    description: "Folder for the SQLite database (pages, sessions, caches, telemetry).",
  },
  llm: {
    env: "WEBSCOUT_LLM",
    flag: "--llm",
    default: "offline",
    parse: text,
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
      if (!Number.isFinite(value) || value < 0) throw new Error(`expected a price in USD, got "${raw}"`);
      return value;
    },
    description: "Dollars per Tavily credit, for the event scout's cost projection (pay-as-you-go: 0.008).",
  },
  allowPrivateNetwork: {
    env: "WEBSCOUT_ALLOW_PRIVATE_NETWORK",
    flag: "--allow-private-network",
    default: false,
    parse: bool,
    description: "Permit loopback, private and link-local addresses (off: the SSRF guard refuses them).",
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
  requestTimeoutMs: {
    env: "WEBSCOUT_REQUEST_TIMEOUT_MS",
    default: 30_000,
    parse: positiveInt,
    description: "Total time one request attempt may take, body included.",
  },
} satisfies Record<string, ConfigField<unknown>>;

export type ConfigFieldName = keyof typeof CONFIG_FIELDS;
export type WebscoutConfig = { [K in ConfigFieldName]: (typeof CONFIG_FIELDS)[K]["default"] };
