// One event, however its venue is spelled, has one identity everywhere it is compared: the store's id, the merge of
// sightings, ranking's venue affinity and series, and the feedback venues. They once split a location differently.
import { describe, expect, it } from "vitest";
import { makeEvent } from "#test/helpers/event-scout-kit.js";
import { openDatabase } from "../../storage/index.js";
import { buildProfile } from "../profile/index.js";
import { rankEvents } from "../ranking/index.js";
import { createEventStore, createFeedbackStore } from "../store/index.js";
import { eventId, mergeSightings } from "./index.js";

const SPELLINGS = [
  "The Jazz Loft, 12 Main St, Brooklyn",
  "The Jazz Loft · 12 Main St · Brooklyn",
  "THE JAZZ LOFT\n12 Main St",
  "The Jazz Loft - 12 Main St",
  "the jazz loft",
];
const sightings = SPELLINGS.map((location, index) =>
  makeEvent({
    title: index % 2 ? "LATE NIGHT JAZZ TRIO!" : "Late Night Jazz Trio",
    location,
    url: `https://site${index}.example/trio`,
    sourceUrl: `https://site${index}.example/trio`,
  }),
);

describe("one identity for one event", () => {
  it("gives every spelling of the venue the same event id", async () => {
    expect(new Set(sightings.map(eventId)).size).toBe(1);
  });

  it("merges the sightings into one record, and the store into one row", async () => {
    expect(mergeSightings(sightings)).toHaveLength(1);
    const store = createEventStore({ db: openDatabase({ memory: true }), now: () => 0 });
    expect(new Set((await store.upsertEvents(sightings)).ids).size).toBe(1);
  });

  it("lets ranking see one venue: each sighting matches the profile's venue and counts as one series", async () => {
    const profile = buildProfile([
      {
        title: "Sunday Brunch",
        start: "",
        location: "the jazz loft",
        organizer: "",
        url: "https://x.example/",
      },
    ]);
    const weekly = sightings.map((event, week) => ({
      ...event,
      start: `2026-12-0${week + 1}T20:00:00-05:00`,
    }));
    const { top } = rankEvents({ events: weekly, queryText: "jazz trio", profile, limit: 2 });
    for (const scored of top) expect(scored.reasons.venue).toBe("the jazz loft");
    // One date per series in the Top-K while there is room: the second place goes to the overflow, in order.
    expect(top.map((scored) => scored.event.start)).toEqual([weekly[0]?.start, weekly[1]?.start]);
  });

  it("counts votes on any spelling towards one venue", async () => {
    const db = openDatabase({ memory: true });
    const feedback = createFeedbackStore({ db, now: () => 0 });
    for (const [index, location] of SPELLINGS.entries()) {
      await feedback.recordFeedback({
        url: `https://site${index}.example/trio`,
        vote: 1,
        event: { location },
      });
    }
    expect((await feedback.feedbackSummary()).liked.venues).toHaveLength(1);
  });
});
