import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeEvent, makeState } from "#test/helpers/event-scout-kit.js";
import { createCanonicalizeMergeNode } from "./canonicalize-merge.js";

describe("canonicalize_merge", () => {
  it("stores live events and soft-deletes cancelled ones and ones gone from a page read again", async () => {
    const { deps } = makeDeps();
    const listing = "https://bluelantern.example/calendar";
    const gone = makeEvent({
      title: "Gone Show",
      sourceUrl: listing,
      url: "https://bluelantern.example/shows/gone",
    });
    await deps.events.upsertEvents([gone]);

    const live = makeEvent({ sourceUrl: listing });
    const cancelled = makeEvent({
      title: "Cancelled Talk",
      status: "cancelled",
      sourceUrl: listing,
      url: "https://bluelantern.example/shows/c",
    });
    const events: string[] = [];
    deps.onProgress = (event) => {
      if (event.type === "events-merged") events.push(`${event.stored}/${event.softDeleted}`);
    };
    await asPlain(createCanonicalizeMergeNode(deps))(
      makeState({ candidates: [live, cancelled], documents: [{ url: listing, html: "" }] }),
      {},
    );
    const stored = await deps.events.listEvents({ includeDeleted: true });
    const byTitle = Object.fromEntries(stored.map((event) => [event.title, event.deletedAt !== null]));
    expect(byTitle).toEqual({ "Late Night Jazz Trio": false, "Cancelled Talk": true, "Gone Show": true });
    expect((await deps.events.listEvents()).map((event) => event.title)).toEqual(["Late Night Jazz Trio"]);
    expect(events).toEqual(["2/2"]);
  });
});
