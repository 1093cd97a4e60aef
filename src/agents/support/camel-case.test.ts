import { describe, expect, it } from "vitest";
import { camelCaseIdentifiers, camelCaseParts } from "./camel-case.js";

describe("camelCase identifiers", () => {
  it("finds the identifiers a text holds, not plain or capitalised words", () => {
    expect(camelCaseIdentifiers("Set serverType or update.githubActions; Pnpm and pnpm are words.")).toEqual([
      "serverType",
      "githubActions",
    ]);
    expect(camelCaseIdentifiers("useV2Api, but not base64 or HTTP")).toEqual(["useV2Api"]);
  });

  it("reads an identifier after leading underscores, not one inside a word", () => {
    expect(camelCaseIdentifiers("credentials (`_authToken`, `__proxyUrl`) are refused")).toEqual([
      "authToken",
      "proxyUrl",
    ]);
    expect(camelCaseIdentifiers("Xmlhttp or AuthToken")).toEqual([]);
  });

  it("splits an identifier into its parts", () => {
    expect(camelCaseParts("nmHoistingLimits")).toEqual(["nm", "Hoisting", "Limits"]);
    expect(camelCaseParts("useV2Api")).toEqual(["use", "V2", "Api"]);
  });
});
