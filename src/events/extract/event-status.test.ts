import { describe, expect, it } from "vitest";
import { parseEventStatus } from "./event-status.js";

describe("parseEventStatus", () => {
  it("reads full URLs, prefixed and bare schema.org names", () => {
    expect(parseEventStatus("https://schema.org/EventCancelled")).toBe("cancelled");
    expect(parseEventStatus("http://schema.org/EventPostponed")).toBe("postponed");
    expect(parseEventStatus("schema:EventRescheduled")).toBe("rescheduled");
    expect(parseEventStatus("EventCancelled")).toBe("cancelled");
    expect(parseEventStatus("https://schema.org/EventScheduled")).toBe("scheduled");
  });

  it("reads iCalendar STATUS values", () => {
    expect(parseEventStatus("CANCELLED")).toBe("cancelled");
    expect(parseEventStatus("CONFIRMED")).toBe("scheduled");
    expect(parseEventStatus("TENTATIVE")).toBe("scheduled");
  });

  it("treats missing or unknown values as scheduled", () => {
    expect(parseEventStatus(undefined)).toBe("scheduled");
    expect(parseEventStatus(42)).toBe("scheduled");
    expect(parseEventStatus("https://schema.org/EventMovedOnline")).toBe("scheduled");
  });
});
