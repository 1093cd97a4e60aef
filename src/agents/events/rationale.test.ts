import { describe, expect, it } from "vitest";
import { makeEvent } from "#test/helpers/event-scout-kit.js";
import type { ScoredEvent } from "../../events/ranking/index.js";
import type { ModelClient } from "../../llm/index.js";
import { containsUrl, isValidRationale, MAX_RATIONALE_CHARS, templateRationale } from "./rationale.js";
import { writeRationales } from "./rationales.js";

const item: ScoredEvent = {
  event: makeEvent(),
  score: 0.8,
  relevance: 0.9,
  affinity: 1,
  recommendation: "approved",
  reasons: {
    queryWords: ["jazz"],
    keywords: ["brunch"],
    organizer: "Blue Lantern Jazz Club",
    venue: "Blue Lantern Jazz Club",
  },
};

function fakeModel(reply: unknown, calls: string[] = []): ModelClient {
  return {
    id: "openai:gpt-4o-mini",
    async generateJson({ prompt, schema, onUsage }) {
      calls.push(prompt);
      onUsage?.({ llmCalls: 1, inputTokens: 900, outputTokens: 200, costUsd: 0.0003 });
      return schema.parse(reply);
    },
    async streamText() {
      return "";
    },
  };
}

describe("templateRationale", () => {
  it("names the matched words, the approved organizer and venue, and the local time", () => {
    const text = templateRationale(item, "America/New_York");
    expect(text).toBe(
      'Recommended: it matches "jazz" from your search; it shares "brunch" with events you approved; Blue Lantern Jazz Club organized events you approved; Blue Lantern Jazz Club is a venue from your approved events; it is on Sat Nov 28, 8:00 PM.',
    );
    expect(isValidRationale(text)).toBe(true);
  });

  it("stays within 350 characters and carries no URL even with long names that look like addresses", () => {
    const long: ScoredEvent = {
      ...item,
      recommendation: "not-approved",
      reasons: {
        queryWords: ["a".repeat(80), "b".repeat(80), "c".repeat(80)],
        keywords: ["d".repeat(80)],
        organizer: `${"Very Long Organizer ".repeat(10)} www.organizer.example.com`,
        venue: "https://venue.example/page",
      },
    };
    const text = templateRationale(long, "America/New_York");
    expect(text.length).toBeLessThanOrEqual(MAX_RATIONALE_CHARS);
    expect(containsUrl(text)).toBe(false);
    expect(text.startsWith("Not recommended:")).toBe(true);
  });
});

describe("writeRationales", () => {
  it("uses the model's sentences when they pass the check, the template where one does not", async () => {
    const calls: string[] = [];
    const usage: number[] = [];
    const model = fakeModel(
      {
        rationales: [
          { index: 1, text: "A jazz trio from a club you loved, on Saturday night." },
          { index: 2, text: "Tickets at https://example.com/buy" },
        ],
      },
      calls,
    );
    const result = await writeRationales({
      items: [item, { ...item, event: makeEvent({ title: "Second" }) }],
      queryText: "jazz",
      timeZone: "America/New_York",
      model,
      onUsage: (call) => usage.push(call.inputTokens),
    });
    expect(result.rationales[0]).toBe("A jazz trio from a club you loved, on Saturday night.");
    expect(result.rationales[1]).toMatch(/^Recommended: /);
    expect(result.fallback).toMatch(/1 model rationale/);
    expect(calls[0]).toContain('title="Late Night Jazz Trio"');
    expect(usage).toEqual([900]);
  });

  it("falls back to templates when the model fails", async () => {
    const model = fakeModel({ nothing: true });
    const result = await writeRationales({
      items: [item],
      queryText: "jazz",
      timeZone: "America/New_York",
      model,
    });
    expect(result.rationales[0]).toBe(templateRationale(item, "America/New_York"));
    expect(result.fallback).toMatch(/failed/);
  });
});
