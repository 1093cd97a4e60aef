import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeState, NOW } from "#test/helpers/event-scout-kit.js";
import { UsageError } from "../../../errors/index.js";
import { createInputGuardNode, validateEventsRequest } from "./input-guard.js";

const validate = (request: Parameters<typeof validateEventsRequest>[0]["request"], now = NOW) =>
  validateEventsRequest({ request, model: "offline", now });

describe("input_guard", () => {
  it("completes the query: New York, today in the city's zone through 14 days later, model and version", () => {
    const { query, windowDefaulted } = validate({ text: "  jazz   clubs " });
    expect(query).toEqual({
      text: "jazz clubs",
      city: "New York",
      dateFrom: "2026-11-22",
      dateTo: "2026-12-06",
      timeZone: "America/New_York",
      model: "offline",
      version: "events-3",
    });
    expect(windowDefaulted).toBe(true);
  });

  it("takes 'today' in the city's own zone (already tomorrow in Tokyo)", () => {
    const lateEvening = Date.parse("2026-11-22T20:00:00Z");
    expect(validate({ text: "jazz", city: "Tokyo" }, lateEvening).query).toMatchObject({
      dateFrom: "2026-11-23",
      timeZone: "Asia/Tokyo",
    });
  });

  it("keeps an explicit window and says it was not defaulted", () => {
    const { query, windowDefaulted } = validate({ text: "jazz", from: "2026-12-01", to: "2026-12-03" });
    expect([query.dateFrom, query.dateTo, windowDefaulted]).toEqual(["2026-12-01", "2026-12-03", false]);
  });

  it.each([
    [{ text: "   " }, /query text is empty/],
    [{ text: "jazz", from: "12/05/2026" }, /--from "12\/05\/2026" is not a date/],
    [{ text: "jazz", to: "2026-02-30" }, /--to "2026-02-30" is not a date/],
    [{ text: "jazz", from: "2026-12-10", to: "2026-12-01" }, /reversed/],
    [{ text: "jazz", from: "2026-01-01", to: "2026-06-01" }, /151 days long; at most 90/],
    [{ text: "jazz", city: "Atlantis" }, /city "Atlantis"/],
  ])("refuses %o with a clear usage error", (request, message) => {
    expect(() => validate(request)).toThrow(UsageError);
    expect(() => validate(request)).toThrow(message);
  });

  it("as a node, reads the injected clock and emits the validated query", async () => {
    const events: string[] = [];
    const { deps } = makeDeps({ onProgress: (event) => events.push(event.type) });
    const update = await asPlain(createInputGuardNode(deps))(
      makeState({ query: null, request: { text: "jazz" } }),
      {},
    );
    expect(update.query?.dateFrom).toBe("2026-11-22");
    expect(update.started_at).toBe(NOW);
    expect(events).toEqual(["query-validated"]);
  });
});
