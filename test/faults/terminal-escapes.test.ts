// What `ask` and `events` print for people comes from pages, models and the user: none of it may drive the terminal.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import type { EventsResult } from "../../src/agents/events/state.js";
import type { AskResult } from "../../src/agents/support/support-agent.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";
import { registerAskCommand } from "../../src/cli/commands/ask.js";
import { registerEventsCommand } from "../../src/cli/commands/events.js";
import { describeSupportProgress, formatAnswer } from "../../src/cli/commands/run-ask.js";
import { describeScoutProgress, formatEventList } from "../../src/cli/commands/run-events.js";

/** A window-title change (OSC ended by BEL), a colour (CSI), a C1 CSI and a right-to-left override. */
const HOSTILE = "\u001b]0;pwned\u0007\u001b[31mRed\u009b0m \u202eTitle";
const CLEANED = "Red Title";
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters that must not reach a terminal.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const usage = { llmCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };

describe("ask's lines for people", () => {
  const progress: SupportProgress[] = [
    { type: "page-fetched", url: "https://a.test/", title: HOSTILE, textChars: 1, links: 0, cached: false },
    { type: "page-failed", url: "https://a.test/x", reason: HOSTILE },
    { type: "page-skipped", url: `https://a.test/${HOSTILE}`, reason: "not HTML" },
    { type: "decision-made", iteration: 1, decision: "answer", reasoning: HOSTILE, urls: [] },
    { type: "fallback-used", step: "draft", reason: HOSTILE },
  ];
  it.each(progress)("keep escapes out of the $type progress line", (event) => {
    const line = describeSupportProgress(event);
    expect(line).toContain(CLEANED);
    expect(line).not.toMatch(UNSAFE);
  });

  it("put a page title on its own line only where the layout does", () => {
    const line = describeSupportProgress({
      type: "page-fetched",
      url: "https://a.test/",
      title: "Home\nSources:\n[1] fake",
      textChars: 5000,
      links: 0,
      cached: false,
    });
    expect(line).toBe("  ✓ Home Sources: [1] fake — https://a.test/");
  });

  it("keep escapes out of the answer and its sources, and keep the answer's lines", () => {
    const result: AskResult = {
      session: "s1",
      answer: `Returns take 30 days.\u001b]8;;https://evil.test\u001b\\ ${HOSTILE}\nSecond line [1]`,
      refused: false,
      sources: [{ url: "https://a.test/returns", title: HOSTILE }],
      evidence: [],
      visited: [],
      iterations: 1,
      usage,
      language: "en",
    };
    const text = formatAnswer(result);
    expect(text).not.toMatch(UNSAFE);
    expect(text).toBe(
      `Returns take 30 days. ${CLEANED}\nSecond line [1]\n\nSources:\n[1] ${CLEANED} — https://a.test/returns\n`,
    );
  });

  it("with --evidence, quote a source's passages under it: one line each, shortened, at most three", () => {
    const url = "https://a.test/returns";
    const result: AskResult = {
      session: "s1",
      answer: "Returns take 30 days [1].",
      refused: false,
      sources: [{ url, title: "Returns" }],
      evidence: [
        { url, title: "Returns", text: `Returns\nUnused items within 30 days.${HOSTILE}` },
        { url: "https://a.test/other", title: "Other", text: "Not cited." },
        { url, title: "Returns", text: "x".repeat(400) },
        { url, title: "Returns", text: "Third." },
        { url, title: "Returns", text: "Fourth: left out." },
      ],
      visited: [],
      iterations: 1,
      usage,
      language: "en",
    };
    const text = formatAnswer(result, { evidence: true });
    expect(text).not.toMatch(UNSAFE);
    expect(text).toContain(
      `[1] Returns — ${url}\n    > Returns Unused items within 30 days.${CLEANED}\n    > ${"x".repeat(299)}…\n    > Third.\n`,
    );
    expect(text).not.toContain("Not cited.");
    expect(text).not.toContain("Fourth");
    expect(formatAnswer(result)).not.toContain("    > ");
  });
});

describe("events' lines for people", () => {
  it("keep escapes out of the echoed query and the progress lines", () => {
    const lines = [
      describeScoutProgress({
        type: "query-validated",
        query: {
          text: HOSTILE,
          city: `New York${HOSTILE}`,
          dateFrom: "2026-11-22",
          dateTo: "2026-12-06",
          timeZone: "America/New_York",
          model: "offline",
          version: "1",
        },
      }),
      describeScoutProgress({
        type: "source-read",
        url: "https://a.test/",
        kind: "page",
        ok: false,
        reason: HOSTILE,
      }),
      describeScoutProgress({ type: "note-added", message: HOSTILE }),
    ];
    expect(lines[0]).toBe(`Looking for "${CLEANED}" in New York${CLEANED}, 2026-11-22 to 2026-12-06…`);
    for (const line of lines) {
      expect(line).toContain(CLEANED);
      expect(line).not.toMatch(UNSAFE);
    }
  });

  it("keep escapes out of every field of the list", () => {
    const result: EventsResult = {
      events: [
        {
          title: HOSTILE,
          start: "2026-12-05T19:30:00-05:00",
          end: null,
          location: HOSTILE,
          organizer: HOSTILE,
          url: `https://a.test/${HOSTILE}`,
          recommendation: "approved",
          score: 0.5,
          rationale: HOSTILE,
        },
      ],
      cached: false,
      iterations: 1,
      blocked: null,
      cost: { projectedUsd: 0, actualUsd: 0 },
      window: {
        requested: { from: "2026-12-01", to: "2026-12-15" },
        used: { from: "2026-12-01", to: "2026-12-15" },
        widenedBecause: null,
      },
      belowFloor: 0,
    };
    const text = formatEventList(result, "America/New_York");
    expect(text).not.toMatch(UNSAFE);
    expect(text.split("\n").slice(2, 7)).toEqual([
      `1. ${CLEANED}  [recommended, score 0.50]`,
      `   Sat Dec 5, 7:30 PM · ${CLEANED}`,
      `   by ${CLEANED}`,
      `   https://a.test/${CLEANED}`,
      `   ${CLEANED}`,
    ]);
  });
});

describe("through the commands, with a local site whose page title holds escapes", () => {
  const TITLE = "Returns \u001b]0;pwned\u0007\u001b[31mpolicy";
  let site: FixtureServer;
  let dataDir: string;

  beforeAll(async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const event = {
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name: `Jazz night \u001b]0;pwned\u0007\u001b[31mlive`,
      startDate: `${day(3)}T20:00:00-05:00`,
      location: {
        "@type": "Place",
        name: "Blue \u001b[31mLantern",
        address: { "@type": "PostalAddress", streetAddress: "87 Barrow Street", addressLocality: "New York" },
      },
      organizer: { "@type": "Organization", name: "Blue Lantern Jazz Club" },
    };
    site = await startFixtureServer({
      "/": {
        body: `<!doctype html><html><head><title>${TITLE}</title></head><body><main><h1>${TITLE}</h1>
          <p>Returns are accepted within 30 days \u001b[31mof delivery\u001b]0;pwned\u0007 for a full refund.</p>
          <p>Refunds reach your card within 5 business days of the return.</p>
          <p><a href="/events">What's on</a></p></main></body></html>`,
      },
      "/events/jazz-night": {
        body: `<!doctype html><html><head><title>${event.name}</title><script type="application/ld+json">${JSON.stringify(event)}</script></head><body><main><h1>Jazz night</h1><p>Live jazz.</p></main></body></html>`,
      },
      "/events": {
        body: `<!doctype html><html><head><title>Events</title></head><body><main><a href="/events/jazz-night">Jazz night</a></main></body></html>`,
      },
    });
    dataDir = mkdtempSync(join(tmpdir(), "webscout-terminal-"));
  });

  afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function run(register: typeof registerAskCommand, args: string[]) {
    let stdout = "";
    let stderr = "";
    const root = new Command("webscout").exitOverride();
    register(root, {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    await root.parseAsync(["node", "webscout", ...args]);
    return { stdout, stderr };
  }

  it("ask prints the page's title and text without their escapes", async () => {
    const { stdout, stderr } = await run(registerAskCommand, [
      "ask",
      ...["--url", `${site.url}/`, "--allow-private-network", "--llm", "offline", "--data-dir", dataDir],
      "Within how many days are returns accepted for a full refund?",
    ]);
    expect(stderr).toContain("✓ Returns policy");
    expect(stdout).toContain("30 days");
    expect(stdout).toContain("Returns policy");
    for (const output of [stdout, stderr]) {
      expect(output).not.toMatch(UNSAFE);
      expect(output).not.toContain("pwned");
    }
  });

  it("events prints the echoed query and the event's fields without their escapes", async () => {
    const profile = join(dataDir, "profile.csv");
    writeFileSync(
      profile,
      `title,start,location,organizer,url\nJazz brunch,2026-01-04T11:00:00-05:00,Blue Lantern,Blue Lantern Jazz Club,${site.url}/\n`,
    );
    const { stdout, stderr } = await run(registerEventsCommand, [
      "events",
      ...["--profile", profile, "--source", "web", "--allow-private-network", "--llm", "offline"],
      ...["--data-dir", dataDir, "--no-cache"],
      "jazz\u001b]0;pwned\u0007\u001b[31m night",
    ]);
    expect(stderr).toContain('Looking for "jazz night" in New York');
    expect(stderr).not.toContain("pwned");
    expect(stdout).toMatch(
      /^Window [^\n]*\n\n1\. Jazz night live {2}\[recommended, score [\d.]+\]\n {3}.* · Blue Lantern, /,
    );
    // The rationale quotes the query's words, the OSC's payload among them: as plain words, which is harmless.
    for (const output of [stdout, stderr]) expect(output).not.toMatch(UNSAFE);
  });
});
