import { describe, expect, it } from "vitest";
import { UsageError } from "../errors/index.js";
import { loadConfig, publicConfig } from "./load-config.js";

const noFile = () => undefined;

describe("loadConfig", () => {
  it("uses defaults when nothing is set", () => {
    const config = loadConfig({ env: {}, readConfigFile: noFile });
    expect(config.llm).toBe("offline");
    expect(config.allowPrivateNetwork).toBe(false);
    expect(config.dataDir).toMatch(/\.webscout$/);
  });

  it("ranks flags over environment over the config file", () => {
    const file = JSON.stringify({ llm: "openai:file-model", maxBodyBytes: 1000 });
    const readConfigFile = (path: string) => (path === "/d/config.json" ? file : undefined);
    const env = { WEBSCOUT_DATA_DIR: "/d", WEBSCOUT_LLM: "anthropic:env-model" };
    expect(loadConfig({ env, readConfigFile }).llm).toBe("anthropic:env-model");
    expect(loadConfig({ env, readConfigFile }).maxBodyBytes).toBe(1000);
    expect(loadConfig({ env, readConfigFile, flags: { llm: "offline" } }).llm).toBe("offline");
  });

  it("parses typed environment values and names the variable when one is wrong", () => {
    expect(
      loadConfig({ env: { WEBSCOUT_ALLOW_PRIVATE_NETWORK: "yes" }, readConfigFile: noFile })
        .allowPrivateNetwork,
    ).toBe(true);
    expect(() => loadConfig({ env: { WEBSCOUT_MAX_BODY_BYTES: "lots" }, readConfigFile: noFile })).toThrow(
      /WEBSCOUT_MAX_BODY_BYTES/,
    );
  });

  it("reports a broken config file as a usage error naming the file", () => {
    expect(() => loadConfig({ env: { WEBSCOUT_DATA_DIR: "/d" }, readConfigFile: () => "{nope" })).toThrow(
      UsageError,
    );
  });

  it("keeps secrets out of the public view", () => {
    const config = loadConfig({ env: { OPENAI_API_KEY: "sk-secret" }, readConfigFile: noFile });
    expect(config.openaiApiKey).toBe("sk-secret");
    expect(JSON.stringify(publicConfig(config))).not.toContain("sk-secret");
  });
});

describe("prices", () => {
  it("reads a price table override from the environment as JSON", () => {
    const env = { WEBSCOUT_PRICES: '{"local-model":{"inputPerMillion":1,"outputPerMillion":2}}' };
    expect(loadConfig({ env, readConfigFile: noFile }).prices["local-model"]?.outputPerMillion).toBe(2);
    expect(() => loadConfig({ env: { WEBSCOUT_PRICES: "cheap" }, readConfigFile: noFile })).toThrow(
      /WEBSCOUT_PRICES/,
    );
  });
});
