// Resolves the configuration from flags, environment, the config file and defaults, in that order. Every value
// goes through its field's parser, and a bad one is reported with where it came from (flag, variable or file).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors/index.js";
import { closestName } from "./closest-name.js";
import {
  CONFIG_FIELDS,
  type ConfigField,
  type ConfigFieldName,
  type WebscoutConfig,
} from "./config-fields.js";

export interface LoadConfigOptions {
  /** Values given on the command line (undefined = not given). */
  flags?: Partial<WebscoutConfig>;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Reads `<dataDir>/config.json`; injected in tests. Returns undefined when there is no file. */
  readConfigFile?: (path: string) => string | undefined;
}

const NAMES = Object.keys(CONFIG_FIELDS) as ConfigFieldName[];

function readFileIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Runs a field's parser; a failure names the source of the value, e.g. `config.json (…): llm "foo": …`. */
function parseFrom(name: ConfigFieldName, raw: string, source: string): unknown {
  try {
    return CONFIG_FIELDS[name].parse(raw);
  } catch (error) {
    // A secret's value is never echoed back (a database URL may carry a password).
    const shown = "secret" in CONFIG_FIELDS[name] ? "(value not shown)" : `"${raw}"`;
    throw new UsageError(`${source} ${shown}: ${(error as Error).message}`, {
      hint: CONFIG_FIELDS[name].description,
    });
  }
}

/** A config.json value as the text its parser reads: lists joined by commas, objects as JSON. */
function fileText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(String).join(",");
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

function readFile(path: string, text: string): Partial<Record<ConfigFieldName, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`, {
      hint: "fix or delete the file",
    });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`${path} must hold one JSON object of settings`, { hint: "fix or delete the file" });
  }
  const values: Partial<Record<ConfigFieldName, unknown>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(NAMES as string[]).includes(key) || key === "dataDir") {
      const suggestion = closestName(
        key,
        NAMES.filter((name) => name !== "dataDir"),
      );
      throw new UsageError(
        key === "dataDir"
          ? `config.json (${path}): "dataDir" cannot be set in the file that lives in the data dir`
          : `config.json (${path}): unknown setting "${key}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`,
        { hint: `settings: ${NAMES.filter((name) => name !== "dataDir").join(", ")}` },
      );
    }
    if (value === null) continue;
    const name = key as ConfigFieldName;
    values[name] = parseFrom(name, fileText(value), `config.json (${path}): ${key}`);
  }
  return values;
}

export function loadConfig(options: LoadConfigOptions = {}): WebscoutConfig {
  const { flags = {}, env = process.env, readConfigFile = readFileIfPresent } = options;
  const fromFlag = (name: ConfigFieldName): unknown => {
    const value = flags[name];
    // Text flags are checked like any other source; typed ones (numbers, lists) were parsed by the CLI.
    return typeof value === "string"
      ? parseFrom(name, value, (CONFIG_FIELDS[name] as ConfigField<unknown>).flag ?? name)
      : value;
  };
  const fromEnv = (name: ConfigFieldName): unknown => {
    const field = CONFIG_FIELDS[name];
    const raw = env[field.env];
    // An empty variable (`WEBSCOUT_DATA_DIR=` in a shell or a compose file) counts as unset, as in most tools.
    return raw === undefined || raw.trim() === "" ? undefined : parseFrom(name, raw, field.env);
  };
  const pick = (name: ConfigFieldName, file: Partial<Record<ConfigFieldName, unknown>>): unknown =>
    fromFlag(name) ?? fromEnv(name) ?? file[name] ?? CONFIG_FIELDS[name].default;

  // The data dir decides where the config file is, so it cannot come from that file.
  const dataDir = pick("dataDir", {}) as string;
  const configPath = join(dataDir, "config.json");
  const rawFile = readConfigFile(configPath);
  const file = rawFile === undefined ? {} : readFile(configPath, rawFile);
  const config = Object.fromEntries(NAMES.map((name) => [name, pick(name, file)])) as WebscoutConfig;
  config.dataDir = dataDir;
  return config;
}

/** The configuration without secrets, safe to show (GET /config, logs). */
export function publicConfig(config: WebscoutConfig): Partial<WebscoutConfig> {
  return Object.fromEntries(
    NAMES.filter((name) => !("secret" in CONFIG_FIELDS[name])).map((name) => [name, config[name]]),
  );
}
