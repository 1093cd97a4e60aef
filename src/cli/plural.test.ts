import { describe, expect, it } from "vitest";
import { plural } from "./plural.js";

describe("plural", () => {
  it("uses the singular for exactly one, else the plural", () => {
    expect(plural(1, "site")).toBe("1 site");
    expect(plural(0, "site")).toBe("0 sites");
    expect(plural(2, "pass", "passes")).toBe("2 passes");
    expect(plural(1, "pass", "passes")).toBe("1 pass");
  });
});
