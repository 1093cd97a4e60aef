import { describe, expect, it } from "vitest";
import {
  asPlain,
  jsonLdPage,
  makeDeps,
  makeEvent,
  makeState,
  SETTINGS,
} from "#test/helpers/event-scout-kit.js";
import type { ModelClient } from "../../../llm/index.js";
import { createExtractorNode, withPageUrls } from "./extractor.js";

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:trio-1@bluelantern",
  "DTSTAMP:20261101T000000Z",
  "DTSTART;TZID=America/New_York:20261128T200000",
  "DTEND;TZID=America/New_York:20261128T220000",
  "SUMMARY:Late Night Jazz Trio",
  "LOCATION:Blue Lantern Jazz Club\\, 87 Barrow Street\\, New York\\, NY",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const page = jsonLdPage({
  title: "Late Night Jazz Trio",
  start: "2026-11-28T20:00:00-05:00",
  description: "Live jazz.",
});
const noDate =
  "<html><head><title>About us</title></head><body><h1>About the club</h1><p>We love music and have played it for many years in this room.</p></body></html>";

function fakeModel(calls: string[]): ModelClient {
  return {
    id: "openai:gpt-4o-mini",
    async generateJson({ prompt, schema, onUsage }) {
      calls.push(prompt);
      onUsage?.({ llmCalls: 1, inputTokens: 1000, outputTokens: 100, costUsd: 0.0002 });
      return schema.parse({
        events: [
          {
            title: "Members Night",
            start: "2026-11-30T19:00",
            location: "The club, New York, NY",
            organizer: "Club",
          },
        ],
      });
    },
    async streamText() {
      return "";
    },
  };
}

describe("extractor", () => {
  it("reads JSON-LD pages and .ics feeds, merges the same event from both, and tolerates broken input", async () => {
    const { deps } = makeDeps();
    const update = await asPlain(createExtractorNode(deps))(
      makeState({
        documents: [
          { url: "https://bluelantern.example/shows/trio", html: page },
          { url: "https://bluelantern.example/calendar.ics", ics: ICS },
          {
            url: "https://bluelantern.example/broken",
            html: '<script type="application/ld+json">{"@type":"Event",</script>',
          },
          {
            url: "https://bluelantern.example/broken.ics",
            ics: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage",
          },
          { url: "https://bluelantern.example/about", html: noDate },
        ],
      }),
      {},
    );
    expect(update.candidates).toHaveLength(1);
    expect(update.candidates?.[0]).toMatchObject({
      title: "Late Night Jazz Trio",
      start: "2026-11-28T20:00:00-05:00",
      source: "json-ld",
      url: "https://bluelantern.example/shows/trio",
    });
  });

  it("asks the model only about pages where nothing else found an event, once per page, and meters it", async () => {
    const calls: string[] = [];
    const { deps } = makeDeps({ model: fakeModel(calls) });
    const state = makeState({
      settings: { ...SETTINGS, model: "openai:gpt-4o-mini" },
      documents: [
        { url: "https://bluelantern.example/shows/trio", html: page },
        { url: "https://bluelantern.example/members", html: noDate },
      ],
    });
    const first = await asPlain(createExtractorNode(deps))(state, {});
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain("https://bluelantern.example/members");
    expect(first.candidates?.map((event) => [event.title, event.source])).toEqual([
      ["Late Night Jazz Trio", "json-ld"],
      ["Members Night", "llm"],
    ]);
    expect(first.candidates?.[1]?.start).toBe("2026-11-30T19:00:00-05:00");
    expect(first.spend?.usage.inputTokens).toBe(1000);
    const second = await asPlain(createExtractorNode(deps))(
      { ...state, model_events: first.model_events ?? {} },
      {},
    );
    expect(calls).toHaveLength(1);
    expect(second.candidates).toHaveLength(2);
  });

  it("never leaves a calendar file as an event's link when the site has a page offering it", () => {
    const feedEvent = makeEvent({ url: "https://library.example/calendar.ics", source: "ical" });
    const calendarPage = {
      url: "https://library.example/calendar",
      html: '<link rel="alternate" type="text/calendar" href="/calendar.ics"><a href="/calendar.ics">iCal</a>',
    };
    const elsewhere = { url: "https://other.example/", html: '<a href="/calendar.ics">x</a>' };
    const [fixed] = withPageUrls([feedEvent], [elsewhere, calendarPage, { url: feedEvent.url, ics: "" }]);
    expect(fixed?.url).toBe("https://library.example/calendar");
    // No page of that site offers it: the feed stays the only link there is.
    expect(withPageUrls([feedEvent], [elsewhere])[0]?.url).toBe(feedEvent.url);
  });
});
