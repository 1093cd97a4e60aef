import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackendDatabase, storeBackends } from "#test/helpers/store-backends.js";
import { UsageError } from "../../errors/index.js";
import type { EventRecord } from "../event-types.js";

const stored: EventRecord = {
  title: "Late Night Jazz Jam",
  start: "2026-12-05T22:00:00-05:00",
  end: null,
  timeZone: "America/New_York",
  location: "Smalls Jazz Club, 183 W 10th St, New York, NY",
  organizer: "Smalls",
  url: "https://www.smallslive.example/events/jam",
  status: "scheduled",
  categories: [],
  source: "json-ld",
  sourceUrl: "https://www.smallslive.example/events",
};

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`feedback (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());
    const setup = () => {
      const clock = { now: Date.parse("2026-11-22T12:00:00Z") };
      const now = () => clock.now++;
      return { events: db.events({ now }), feedback: db.feedback({ now }) };
    };
    it("sums votes into liked and disliked organizers, venues, hosts and title words", async () => {
      const { events, feedback } = setup();
      const [id] = (await events.upsertEvents([stored])).ids;
      // By id: the rest is looked up in the events table.
      await feedback.recordFeedback({ eventId: id as string, vote: 1 });
      // By url with what the UI showed.
      await feedback.recordFeedback({
        url: "https://jazz.example/e/2",
        vote: 1,
        event: { title: "Jazz Quartet 2026", organizer: "smalls", location: "Mezzrow, 163 W 10th St" },
      });
      await feedback.recordFeedback({
        url: "https://stadium.example/e/9",
        vote: -1,
        event: { title: "Stadium Pop Tour", organizer: "MegaPromo", location: "Big Arena" },
      });

      const summary = await feedback.feedbackSummary();
      expect(summary.votes).toBe(3);
      expect(summary.liked.organizers).toEqual(["Smalls"]);
      expect(summary.liked.venues).toEqual(["Mezzrow", "Smalls Jazz Club"]);
      expect(summary.liked.hosts).toEqual(["jazz.example", "smallslive.example"]);
      expect(summary.liked.words[0]).toBe("jazz");
      expect(summary.liked.words).toEqual(expect.arrayContaining(["late", "night", "jam", "quartet"]));
      expect(summary.liked.words).not.toContain("2026");
      expect(summary.disliked).toEqual({
        organizers: ["MegaPromo"],
        venues: ["Big Arena"],
        hosts: ["stadium.example"],
        words: ["pop", "stadium", "tour"],
      });
    });

    it("counts only the latest vote per event, so a changed mind cancels out", async () => {
      const { feedback } = setup();
      const show = { title: "Comedy Hour", organizer: "Laugh Co", location: "Cellar" };
      await feedback.recordFeedback({ url: "https://c.example/1", vote: 1, event: show });
      await feedback.recordFeedback({ url: "https://c.example/1", vote: -1, event: show });
      const summary = await feedback.feedbackSummary();
      expect(summary.votes).toBe(1);
      expect(summary.liked.organizers).toEqual([]);
      expect(summary.disliked.organizers).toEqual(["Laugh Co"]);
    });

    it("rejects a vote that is not ±1 and feedback that names no event", async () => {
      const { feedback } = setup();
      await expect(feedback.recordFeedback({ url: "https://c.example/1", vote: 2 as 1 })).rejects.toThrow(
        UsageError,
      );
      await expect(feedback.recordFeedback({ vote: 1 })).rejects.toThrow(/id or url/);
      expect((await feedback.feedbackSummary()).votes).toBe(0);
    });
  });
}
