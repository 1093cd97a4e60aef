import { describe, expect, it } from "vitest";
import type { EventRecord } from "../event-types.js";
import {
  cleanDescription,
  cleanText,
  dropRepeatsWithinDocument,
  joinLocationParts,
  resolveEventUrl,
} from "./normalize-event.js";

describe("cleanText", () => {
  it("strips tags (raw or entity-encoded), scripts and styles, and collapses whitespace", () => {
    expect(cleanText("<p>Jazz &amp; <b>blues</b></p>\n\n<p>Doors 7</p>")).toBe("Jazz & blues Doors 7");
    expect(cleanText("&lt;p&gt;Encoded&lt;/p&gt;")).toBe("Encoded");
    expect(cleanText("Hi<script>alert(1)</script><style>p{}</style> there")).toBe("Hi there");
    expect(cleanText("5 < 6 and 7 > 3")).toBe("5 < 6 and 7 > 3");
  });

  it("caps a description at 1,000 characters on a word boundary", () => {
    const description = cleanDescription("lorem ipsum ".repeat(200));
    expect(description.length).toBeLessThanOrEqual(1000);
    expect(description).toMatch(/ipsum…$|lorem…$/);
  });
});

describe("resolveEventUrl", () => {
  const page = "https://venue.example/events/";
  it("resolves relative URLs, normalises, and falls back to the page for missing or non-web URLs", () => {
    expect(resolveEventUrl("jazz-night?utm_source=x#tickets", page)).toBe(
      "https://venue.example/events/jazz-night",
    );
    expect(resolveEventUrl(undefined, page)).toBe(page);
    expect(resolveEventUrl("mailto:box@venue.example", page)).toBe(page);
    expect(resolveEventUrl("javascript:void(0)", page)).toBe(page);
  });
});

describe("joinLocationParts", () => {
  it("skips empty and repeated parts, and lets an address that repeats the venue name replace it", () => {
    expect(joinLocationParts(["Town Hall", undefined, "town hall", "123 W 43rd St", ""])).toBe(
      "Town Hall, 123 W 43rd St",
    );
    expect(joinLocationParts(["Town Hall", "Town Hall, 123 W 43rd St"])).toBe("Town Hall, 123 W 43rd St");
    expect(joinLocationParts(["Chicago Theatre", "175 N State St", "Chicago", "IL 60601"])).toBe(
      "Chicago Theatre, 175 N State St, Chicago, IL 60601",
    );
  });
});

describe("dropRepeatsWithinDocument", () => {
  it("keeps the first of events with the same title and start instant", () => {
    const base: EventRecord = {
      title: "Jazz Night",
      start: "2026-12-05T19:30:00-05:00",
      end: null,
      timeZone: "America/New_York",
      location: "Blue Room",
      organizer: "",
      url: "https://venue.example/a",
      status: "scheduled",
      categories: [],
      source: "json-ld",
      sourceUrl: "https://venue.example/a",
    };
    const same = {
      ...base,
      start: "2026-12-06T00:30:00Z",
      source: "microdata" as const,
      location: "Blue Room NYC",
    };
    const other = { ...base, start: "2026-12-06T19:30:00-05:00" };
    expect(
      dropRepeatsWithinDocument([base, same, other]).map((event) => [event.source, event.start]),
    ).toEqual([
      ["json-ld", base.start],
      ["json-ld", other.start],
    ]);
  });
});
