import { describe, expect, it } from "vitest";
import { UsageError } from "../../errors/index.js";
import { venueOf } from "../identity/index.js";
import { applyFeedback, buildProfile, hostEntryOf, parseProfileCsv } from "./index.js";

const CSV = `\uFEFFTitle,Start,Location,Organizer,URL,Notes
Sunday Jazz Brunch,2026-10-25T11:30,"Blue Lantern Jazz Club, 87 Barrow St, New York, NY",Blue Lantern Jazz Club,https://www.bluelantern.example/shows/brunch,fun
Bird Lives: Charlie Parker Tribute,2026-09-22T20:00,"Blue Lantern Jazz Club, 87 Barrow St, New York, NY",Blue Lantern Jazz Club,https://bluelantern.example/shows/bird
Our Town,2026-10-12T19:30,"Hudson Street Playhouse, 421 Hudson St, New York, NY",Hudson Street Repertory Company,http://127.0.0.1:28321/productions/our-town
Jazz Talk with Ada Moss,2026-10-01T18:00,"Hamilton Heights Library, New York, NY",Friends of the Library,https://library.example/events/jazz-talk
Poetry & Jazz Evening,2026-10-02T19:00,"Eldridge Arts, New York, NY",Eldridge Arts Collective,https://eldridge.example/events/poetry-jazz
No URL row,2026-10-02T19:00,Somewhere,Someone,not a url
`;

describe("parseProfileCsv", () => {
  it("reads the five columns in any case and order, skipping rows without a usable URL", () => {
    const events = parseProfileCsv(CSV);
    expect(events).toHaveLength(5);
    expect(events[0]).toEqual({
      title: "Sunday Jazz Brunch",
      start: "2026-10-25T11:30",
      location: "Blue Lantern Jazz Club, 87 Barrow St, New York, NY",
      organizer: "Blue Lantern Jazz Club",
      url: "https://www.bluelantern.example/shows/brunch",
    });
  });

  it("names the missing columns", () => {
    expect(() => parseProfileCsv("title,start\nA,2026-01-01\n")).toThrow(
      /the columns location, organizer, url/,
    );
    expect(() => parseProfileCsv("title,start,location,organizer\nA,2026-01-01,B,C\n")).toThrow(
      /lacks the column url$/,
    );
    expect(() => parseProfileCsv("title,start\nA,2026-01-01\n")).toThrow(UsageError);
  });

  it("rejects text that is not CSV with a usage error", () => {
    expect(() => parseProfileCsv('title,start,location,organizer,url\n"unclosed,1,2,3,4\n')).toThrow(
      UsageError,
    );
  });
});

describe("buildProfile", () => {
  const profile = buildProfile(parseProfileCsv(CSV));

  it("makes the URLs' hosts the allowlist, most frequent first, without www. and with ports kept", () => {
    expect(profile.hosts).toEqual([
      "bluelantern.example",
      "127.0.0.1:28321",
      "library.example",
      "eldridge.example",
    ]);
  });

  it("keeps recurring meaningful title words as keywords, not generic ones", () => {
    expect(profile.keywords[0]).toBe("jazz");
    expect(profile.keywords).not.toContain("evening");
    expect(profile.keywords).not.toContain("with");
  });

  it("lists organizers and venues by frequency", () => {
    expect(profile.organizers[0]).toBe("Blue Lantern Jazz Club");
    expect(profile.venues).toEqual([
      "Blue Lantern Jazz Club",
      "Hudson Street Playhouse",
      "Hamilton Heights Library",
      "Eldridge Arts",
    ]);
  });
});

describe("applyFeedback", () => {
  it("adds liked organizers, venues and words, and removes and marks disliked ones", () => {
    const profile = buildProfile(parseProfileCsv(CSV));
    const revised = applyFeedback(profile, {
      votes: 2,
      liked: { organizers: ["Seaport Music Series"], venues: ["Pier 17"], hosts: [], words: ["Quintet"] },
      disliked: { organizers: ["Blue Lantern Jazz Club"], venues: [], hosts: [], words: ["jazz"] },
    });
    expect(revised.organizers).toContain("Seaport Music Series");
    expect(revised.organizers).not.toContain("Blue Lantern Jazz Club");
    expect(revised.dislikedOrganizers).toEqual(["Blue Lantern Jazz Club"]);
    expect(revised.venues).toContain("Pier 17");
    expect(revised.keywords).toContain("quintet");
    expect(revised.keywords).not.toContain("jazz");
  });
});

describe("helpers", () => {
  it("takes the venue from a location line and the allowlist entry from a URL", () => {
    expect(venueOf("Le Poisson Rouge, 158 Bleecker St, New York")).toBe("Le Poisson Rouge");
    expect(hostEntryOf("https://WWW.Example.com:8443/a")).toBe("example.com:8443");
    expect(hostEntryOf("nonsense")).toBeUndefined();
  });
});
