import { describe, expect, it } from "vitest";
import { detectAnswerType } from "./answer-type.js";

describe("detectAnswerType for a default asked without the word", () => {
  it("takes 'out of the box' as asking for the default", () => {
    const type = detectAnswerType("Which hosts does the tool clone shallowly out of the box?");
    expect(type?.name).toBe("default");
    expect(type?.matches("* Default: **['example.org', 'example.com']**")).toBe(true);
    expect(type?.matches("If the host is listed in this setting, the tool clones shallowly.")).toBe(false);
  });

  it("takes 'if I never configured it' as asking for the default", () => {
    expect(detectAnswerType("Which editor does it open if I never configured one?")?.name).toBe("default");
    expect(detectAnswerType("Which editor does it open if I set one?")).toBeUndefined();
  });
});
