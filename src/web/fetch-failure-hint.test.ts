import { describe, expect, it } from "vitest";
import { fetchFailureHint, fetchFailureHints } from "./fetch-failure-hint.js";

describe("fetchFailureHint", () => {
  it("says what to try for a body over the cap, a closed port, an unknown host and a timeout", () => {
    expect(fetchFailureHint("body larger than 5 MB")).toMatch(/WEBSCOUT_MAX_BODY_BYTES/);
    expect(
      fetchFailureHint(
        "robots.txt of http://127.0.0.1:1 was unreachable (network error: ECONNREFUSED (3 attempts)), so nothing on http://127.0.0.1:1 is fetched for now",
      ),
    ).toMatch(/host and port/);
    expect(fetchFailureHint("could not resolve host shop.invalid (ENOTFOUND)")).toMatch(/host name/);
    expect(fetchFailureHint("timed out after 30000 ms")).toMatch(/WEBSCOUT_REQUEST_TIMEOUT_MS/);
  });

  it("says what to do with binary data a server labels as a page or text", () => {
    expect(
      fetchFailureHint("not HTML or text (application/gzip, though the server labels it text/html)"),
    ).toMatch(/labels the file wrongly: save it .* decompress it/);
    expect(fetchFailureHint("not HTML or text (application/pdf)")).toBeUndefined();
  });

  it("adds nothing where the reason already says what to do, or there is nothing to suggest", () => {
    expect(
      fetchFailureHint("127.0.0.1 is a loopback address; pass --allow-private-network to allow it"),
    ).toBeUndefined();
    expect(fetchFailureHint("HTTP 404")).toBeUndefined();
  });

  it("says each hint of several reasons once", () => {
    expect(fetchFailureHints(["body larger than 5 MB", "body larger than 5 MB", "HTTP 404"])).toBe(
      "raise the body cap: WEBSCOUT_MAX_BODY_BYTES, or maxBodyBytes in config.json",
    );
    expect(fetchFailureHints(["HTTP 404"])).toBeUndefined();
  });
});
