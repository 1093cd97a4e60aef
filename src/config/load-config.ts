// Resolves the configuration from flags, environment, the config file and defaults, in that order.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors/index.js";
import { CONFIG_FIELDS, type ConfigFieldName, type WebscoutConfig } from "./config-fields.js";

export interface LoadConfigOptions {
  /** Values given on the command line (undefined = not given). */
  flags?: Partial<WebscoutConfig>;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Reads `<dataDir>/config.json`; injected in tests. Returns undefined when there is no file. */
  readConfigFile?: (path: string) => string | undefined;
}

function readFileIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function fromEnv(name: ConfigFieldName, env: NodeJS.ProcessEnv): unknown {
  const field = CONFIG_FIELDS[name];
  const raw = env[field.env];
  if (raw === undefined) return undefined;
  try {
    return field.parse(raw);
  } catch (error) {
    throw new UsageError(`environment variable ${field.env}: ${(error as Error).message}`);
  }
}

export function loadConfig(options: LoadConfigOptions = {}): WebscoutConfig {
  const { flags = {}, env = process.env, readConfigFile = readFileIfPresent } = options;
  const names = Object.keys(CONFIG_FIELDS) as ConfigFieldName[];
  const pick = (name: ConfigFieldName, file: Record<string, unknown>): unknown =>
    flags[name] ?? fromEnv(name, env) ?? file[name] ?? CONFIG_FIELDS[name].default;

  // The data dir decides where the config file is, so it cannot come from that file.
  const dataDir = pick("dataDir", {}) as string;
  const configPath = join(dataDir, "config.json");
  let file: Record<string, unknown> = {};
  const rawFile = readConfigFile(configPath);
  if (rawFile !== undefined) {
    try {
      file = JSON.parse(rawFile) as Record<string, unknown>;
    } catch (error) {
      throw new UsageError(`${configPath} is not valid JSON: ${(error as Error).message}`, {
        hint: "fix or delete the file",
      });
    }
  }
  const config = Object.fromEntries(names.map((name) => [name, pick(name, file)])) as WebscoutConfig;
  config.dataDir = dataDir;
  return config;
}

/** The configuration without secrets, safe to show (GET /config, logs). */
export function publicConfig(config: WebscoutConfig): Partial<WebscoutConfig> {
  const names = Object.keys(CONFIG_FIELDS) as ConfigFieldName[];
  return Object.fromEntries(
    names.filter((name) => !("secret" in CONFIG_FIELDS[name])).map((name) => [name, config[name]]),
  );
}
