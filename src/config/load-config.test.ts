import { describe, expect, it } from "vitest";
import { UsageError } from "../errors/index.js";
import { loadConfig, publicConfig } from "./load-config.js";

const noFile = () => undefined;

describe("loadConfig", () => {
  it("uses defaults when nothing is set", () => {
    const config = loadConfig({ env: {}, readConfigFile: noFile });
    expect(config.llm).toBe("offline");
    expect(config.allowPrivateNetwork).toBe(false);
    expect(config.allowLinkLocal).toBe(false);
    expect(config.dataDir).toMatch(/\.webscout$/);
  });

  it("takes an empty variable for an unset one (a blank data dir is the default, not mkdir '')", () => {
    const config = loadConfig({
      env: { WEBSCOUT_DATA_DIR: "", WEBSCOUT_MAX_BODY_BYTES: " " },
      readConfigFile: noFile,
    });
    expect(config.dataDir).toMatch(/\.webscout$/);
    expect(config.maxBodyBytes).toBe(loadConfig({ env: {}, readConfigFile: noFile }).maxBodyBytes);
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
    // The link-local opt-in is its own setting: the private-network one does not switch it on.
    const privateOnly = loadConfig({ env: { WEBSCOUT_ALLOW_PRIVATE_NETWORK: "1" }, readConfigFile: noFile });
    expect(privateOnly.allowLinkLocal).toBe(false);
    const linkLocal = loadConfig({ env: { WEBSCOUT_ALLOW_LINK_LOCAL: "true" }, readConfigFile: noFile });
    expect(linkLocal).toMatchObject({ allowLinkLocal: true, allowPrivateNetwork: false });
    expect(() => loadConfig({ env: { WEBSCOUT_MAX_BODY_BYTES: "lots" }, readConfigFile: noFile })).toThrow(
      /WEBSCOUT_MAX_BODY_BYTES/,
    );
  });

  it("reads trusted proxies as a checked list, naming the variable when an entry is not an address", () => {
    const env = { WEBSCOUT_TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,loopback,::1" };
    expect(loadConfig({ env, readConfigFile: noFile }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(loadConfig({ readConfigFile: noFile, env: {} }).trustProxy).toEqual([]);
    expect(() =>
      loadConfig({ env: { WEBSCOUT_TRUST_PROXY: "nginx.internal" }, readConfigFile: noFile }),
    ).toThrow(/WEBSCOUT_TRUST_PROXY/);
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

describe("config.json", () => {
  const fileWith = (settings: unknown) => (path: string) =>
    path === "/d/config.json" ? JSON.stringify(settings) : undefined;
  const env = { WEBSCOUT_DATA_DIR: "/d" };

  it("sets every setting of the table, the server's included, in its JSON type", () => {
    const config = loadConfig({
      env,
      readConfigFile: fileWith({
        adminToken: "s3cret",
        corsOrigins: ["https://shop.example", "https://help.example"],
        rateLimit: 5,
        maxConcurrent: 2,
        allowPrivateNetwork: true,
      }),
    });
    expect(config.adminToken).toBe("s3cret");
    expect(config.corsOrigins).toEqual(["https://shop.example", "https://help.example"]);
    expect(config.rateLimit).toBe(5);
    expect(config.maxConcurrent).toBe(2);
    expect(config.allowPrivateNetwork).toBe(true);
    expect(JSON.stringify(publicConfig(config))).not.toContain("s3cret");
  });

  it("rejects an unknown setting and suggests the one meant", () => {
    expect(() => loadConfig({ env, readConfigFile: fileWith({ rateLimt: 5 }) })).toThrow(
      /unknown setting "rateLimt"; did you mean "rateLimit"\?/,
    );
    expect(() => loadConfig({ env, readConfigFile: fileWith({ colour: "blue" }) })).toThrow(
      /unknown setting "colour"$/,
    );
    expect(() => loadConfig({ env, readConfigFile: fileWith({ dataDir: "/elsewhere" }) })).toThrow(
      /"dataDir" cannot be set/,
    );
  });

  it("names the source of a bad value: the file, the variable or the flag", () => {
    expect(() => loadConfig({ env, readConfigFile: fileWith({ llm: "foo" }) })).toThrow(
      /^config\.json \(\/d\/config\.json\): llm "foo": not understood/,
    );
    expect(() => loadConfig({ env, readConfigFile: fileWith({ rateLimit: -1 }) })).toThrow(
      /config\.json .*rateLimit "-1": expected a positive whole number/,
    );
    expect(() => loadConfig({ env: { ...env, WEBSCOUT_LLM: "foo" }, readConfigFile: noFile })).toThrow(
      /^WEBSCOUT_LLM "foo": not understood/,
    );
    expect(() => loadConfig({ env, readConfigFile: noFile, flags: { llm: "foo" } })).toThrow(
      /^--llm "foo": not understood/,
    );
  });

  it("ranks the server's flags and variables over the file", () => {
    const readConfigFile = fileWith({ rateLimit: 5, corsOrigins: ["https://a.example"] });
    expect(loadConfig({ env: { ...env, WEBSCOUT_RATE_LIMIT: "7" }, readConfigFile }).rateLimit).toBe(7);
    expect(loadConfig({ env, readConfigFile, flags: { rateLimit: 9 } }).rateLimit).toBe(9);
    expect(
      loadConfig({
        env: { ...env, WEBSCOUT_CORS_ORIGINS: "https://b.example, https://c.example" },
        readConfigFile,
      }).corsOrigins,
    ).toEqual(["https://b.example", "https://c.example"]);
  });
});
