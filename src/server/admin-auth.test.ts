import { describe, expect, it } from "vitest";
import { adminMode, adminWarning, isLoopbackHost, requireAdmin } from "./admin-auth.js";
import { ForbiddenError, UnauthorizedError } from "./server-errors.js";

describe("admin auth", () => {
  it("knows loopback hosts", () => {
    for (const host of ["127.0.0.1", "127.3.2.1", "localhost", "::1", "[::1]"])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.2", "example.com", "127.0.0.1.example.com"]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it("is open on loopback without a token, closed elsewhere, and needs the token once one is set", () => {
    expect(adminMode({ listenHost: "127.0.0.1" })).toBe("open-on-loopback");
    expect(adminMode({ listenHost: "0.0.0.0" })).toBe("closed");
    expect(adminMode({ listenHost: "0.0.0.0", token: "t" })).toBe("token");
    expect(adminWarning({ listenHost: "0.0.0.0" })).toMatch(/403.*WEBSCOUT_ADMIN_TOKEN/);
    expect(adminWarning({ listenHost: "127.0.0.1" })).toBeUndefined();

    const local = { host: "127.0.0.1:3000" };
    expect(() => requireAdmin({ listenHost: "127.0.0.1" }, local, "x")).not.toThrow();
    expect(() => requireAdmin({ listenHost: "0.0.0.0" }, { authorization: "Bearer anything" }, "x")).toThrow(
      ForbiddenError,
    );
    const policy = { listenHost: "127.0.0.1", token: "right" };
    const withAuth = (authorization?: string) => ({ ...local, authorization });
    expect(() => requireAdmin(policy, withAuth(undefined), "x")).toThrow(UnauthorizedError);
    expect(() => requireAdmin(policy, withAuth("Bearer wrong"), "x")).toThrow(UnauthorizedError);
    expect(() => requireAdmin(policy, withAuth("Basic right"), "x")).toThrow(UnauthorizedError);
    expect(() => requireAdmin(policy, withAuth("Bearer right"), "x")).not.toThrow();
    expect(() => requireAdmin(policy, withAuth("bearer right "), "x")).not.toThrow();
  });

  it("keeps tokenless loopback admin away from web pages and rebound host names", () => {
    const open = { listenHost: "127.0.0.1" };
    const allowed = [
      { host: "localhost:3000" },
      { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" },
      { host: "[::1]:3000", origin: "http://[::1]:3000" },
    ];
    for (const request of allowed) expect(() => requireAdmin(open, request, "x"), request.host).not.toThrow();
    const refused = [
      { host: "evil.example:3000", origin: "http://evil.example:3000" }, // DNS rebinding
      { host: "127.0.0.1:3000", origin: "https://evil.example" }, // a page on another site
      { host: "127.0.0.1:3000", origin: "null" },
      {},
    ];
    for (const request of refused) expect(() => requireAdmin(open, request, "x")).toThrow(ForbiddenError);
  });
});
