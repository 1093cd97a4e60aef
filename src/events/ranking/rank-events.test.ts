import { describe, expect, it } from "vitest";
import { makeEvent, PROFILE } from "#test/helpers/event-scout-kit.js";
import { buildProfile } from "../profile/index.js";
import { rankEvents } from "./index.js";

const profile = buildProfile(PROFILE);
const comedy = makeEvent({
  title: "Open Mic Comedy Night",
  description: "Stand-up comedians try new material.",
  categories: ["Comedy"],
  url: "https://bluelantern.example/shows/open-mic",
});
const otherJazz = makeEvent({
  title: "Harbor Jazz Quintet",
  description: "Modal jazz above the river.",
  location: "The Rooftop at Pier 17, New York, NY",
  organizer: "Seaport Music Series",
  url: "https://seaport.example/e/harbor-jazz",
});
const talk = makeEvent({
  title: "Real Estate Breakfast",
  description: "Market outlook and networking.",
  categories: ["Business"],
  location: "Midtown Ballroom, New York, NY",
  organizer: "Property Forum",
  url: "https://forum.example/e/breakfast",
});

describe("rankEvents", () => {
  it("puts events matching the query and the profile first, names why, and counts what fell below the floor", () => {
    const { top, belowFloor } = rankEvents({
      events: [talk, otherJazz, comedy, makeEvent()],
      queryText: "live jazz",
      profile,
    });
    // A comedy night at a jazz club is not jazz (the venue's name is no relevance): below the floor, counted.
    expect(top.map((item) => item.event.title)).toEqual(["Late Night Jazz Trio", "Harbor Jazz Quintet"]);
    expect(belowFloor).toBe(1);
    const [first, second] = top;
    expect(first?.recommendation).toBe("approved");
    expect(first?.reasons).toMatchObject({
      queryWords: ["live", "jazz"],
      organizer: "Blue Lantern Jazz Club",
      kind: { status: "match" },
    });
    expect(first?.score).toBeGreaterThan(second?.score ?? 1);
  });

  it("keeps events that match nothing out, relaxed keywords or not: no filler", () => {
    expect(rankEvents({ events: [talk], queryText: "jazz", profile }).viable).toBe(0);
    const relaxed = rankEvents({ events: [talk], queryText: "jazz", profile, relaxKeywords: true });
    expect(relaxed.top).toHaveLength(0);
  });

  it("wants the kind asked for: a lecture on jazz or a jazz-age swap is no jazz concert, a bebop night is", () => {
    const lecture = makeEvent({
      title: "Harlem and the Birth of Big-Band Jazz",
      description: "A lecture with recordings on how Harlem's ballrooms shaped jazz.",
      organizer: "Uptown Library",
      url: "https://library.example/e/lecture",
    });
    const swap = makeEvent({
      title: "Jazz Age Costume Swap",
      description: "Trade flapper dresses and hats.",
      organizer: "Vintage Club",
      url: "https://swap.example/e/swap",
    });
    const bebop = makeEvent({
      title: "Bebop Night with the Carver Quintet",
      description: "Hard bop from a five-piece band.",
      types: ["musicevent"],
      organizer: "Carver Quintet",
      url: "https://hall.example/e/bebop",
    });
    const { top, belowFloor } = rankEvents({
      events: [lecture, swap, bebop],
      queryText: "jazz concerts",
      profile,
    });
    expect(top.map((item) => item.event.title)).toEqual(["Bebop Night with the Carver Quintet"]);
    expect(belowFloor).toBe(2);
  });

  it("limits one organizer's share of the list and shows a series once while others are left", () => {
    const shows = Array.from({ length: 5 }, (_, index) =>
      makeEvent({ title: `Jazz Set ${index + 1}`, url: `https://bluelantern.example/shows/${index}` }),
    );
    const weekly = [1, 2].map((week) =>
      makeEvent({
        title: "Weekly Jazz Talk",
        organizer: "Friends of Hamilton Heights Library",
        location: "Hamilton Heights Library, New York, NY",
        start: `2026-11-2${week + 2}T18:00:00-05:00`,
        url: `https://library.example/e/talk-${week}`,
      }),
    );
    const { top } = rankEvents({
      events: [...shows, ...weekly, otherJazz],
      queryText: "jazz",
      profile,
      limit: 5,
      maxPerOrganizer: 3,
    });
    const titles = top.map((item) => item.event.title);
    expect(titles.filter((title) => title.startsWith("Jazz Set"))).toHaveLength(3);
    expect(titles.filter((title) => title === "Weekly Jazz Talk")).toHaveLength(1);
    expect(titles).toContain("Harbor Jazz Quintet");
  });

  it("holds back events of an organizer the user voted down", () => {
    const disliked = { ...profile, organizers: [], dislikedOrganizers: ["Blue Lantern Jazz Club"] };
    const { top } = rankEvents({ events: [makeEvent(), otherJazz], queryText: "jazz", profile: disliked });
    expect(top[0]?.event.title).toBe("Harbor Jazz Quintet");
    expect(top[1]?.reasons.disliked).toBe(true);
    expect(top[1]?.recommendation).toBe("not-approved");
  });
});
