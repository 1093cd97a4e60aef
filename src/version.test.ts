import { describe, expect, it } from "vitest";
import { USER_AGENT, VERSION } from "./version.js";

describe("version", () => {
  it("reads the package version and names webscout in the User-Agent", () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(USER_AGENT).toContain(`webscout/${VERSION}`);
  });
});
