import { describe, expect, it } from "vitest";
import { guardTrustingHosts } from "./trusted-hosts-check.js";

describe("guardTrustingHosts", () => {
  it("lets the trusted host through and still refuses other private hosts", async () => {
    const check = guardTrustingHosts(["127.0.0.1"]);
    expect((await check("127.0.0.1", {})).allowed).toBe(true);
    const refused = await check("10.0.0.1", {});
    expect(refused.allowed).toBe(false);
    expect((await check("169.254.169.254", {})).allowed).toBe(false);
    expect((await check("localhost", {})).allowed).toBe(false);
  });
});
