import { describe, expect, it } from "vitest";
import { namedVersions } from "./release-links.js";

describe("namedVersions", () => {
  it("reads versions and ranges of them in link texts and passages", () => {
    expect(namedVersions("Added in: v11.5.0.")).toEqual([{ major: 11, fromMinor: 5, toMinor: 5 }]);
    expect(namedVersions("pnpm 11.15-11.19")).toEqual([{ major: 11, fromMinor: 15, toMinor: 19 }]);
    expect(namedVersions("Vue 3.4 and 2.7")).toEqual([
      { major: 3, fromMinor: 4, toMinor: 4 },
      { major: 2, fromMinor: 7, toMinor: 7 },
    ]);
    // Not an IP address, a date or a plain number.
    expect(namedVersions("127.0.0.1 on 2024-03-05, 42 users")).toEqual([]);
  });
});
