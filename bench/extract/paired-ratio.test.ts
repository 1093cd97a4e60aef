import { describe, expect, it } from "vitest";
import { bestRoundRatio, pairedRatio } from "./paired-ratio.js";

describe("pairedRatio", () => {
  it("takes the median of each round's ratio, so one slowed round does not move it", () => {
    const roundSeconds = [
      [1, 1, 1, 1, 1],
      [5, 6, 5, 40, 5],
    ];
    expect(pairedRatio(roundSeconds, 0, 1)).toBe(5);
    expect(pairedRatio(roundSeconds, 1, 0)).toBeCloseTo(0.2);
  });

  it("pairs each round with the same round of the other system", () => {
    // The fast system's second round ran while the machine was busy: so did the slow one's.
    expect(
      pairedRatio(
        [
          [1, 2, 1],
          [4, 8, 4],
        ],
        0,
        1,
      ),
    ).toBe(4);
  });
});

describe("bestRoundRatio", () => {
  it("divides the slow system's least costly round by the fast one's, whatever rounds ran slow", () => {
    // Three of five rounds of the slow system ran long (readability's slow stretches): the median would be 17.
    const roundSeconds = [
      [1, 1.2, 1, 1.1, 1],
      [6, 5, 17, 38, 17],
    ];
    expect(bestRoundRatio(roundSeconds, 0, 1)).toBe(5);
    expect(pairedRatio(roundSeconds, 0, 1)).toBe(17);
  });

  it("is 0 without rounds", () => {
    expect(bestRoundRatio([[], []], 0, 1)).toBe(0);
  });
});
