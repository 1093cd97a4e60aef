import { describe, expect, it } from "vitest";
import { startUrlHint } from "./start-url-hint.js";

describe("startUrlHint", () => {
  it("suggests https:// for a bare host, with or without a path or port", () => {
    expect(startUrlHint("example.com")).toBe('did you mean "https://example.com/"?');
    expect(startUrlHint("docs.example.com/help")).toBe('did you mean "https://docs.example.com/help"?');
    expect(startUrlHint("localhost:8080")).toBe('did you mean "https://localhost:8080/"?');
  });

  it("says how a URL is written when there is nothing sensible to guess", () => {
    expect(startUrlHint("notaurl")).toBe("use an absolute http(s) URL, e.g. https://example.com/");
    expect(startUrlHint("ftp://example.com/")).toMatch(/absolute http\(s\) URL/);
    expect(startUrlHint("")).toMatch(/absolute http\(s\) URL/);
  });
});
