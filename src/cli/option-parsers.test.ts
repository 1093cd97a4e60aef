import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { collect, portNumber, positiveInteger, usdAmount } from "./option-parsers.js";

describe("option parsers", () => {
  it("positiveInteger takes whole numbers from 1 and refuses the rest", () => {
    expect(positiveInteger("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "1e3", "", "ten", "99999999999999999999"]) {
      expect(() => positiveInteger(bad), bad).toThrow(InvalidArgumentError);
    }
  });

  it("portNumber takes 0 to 65535", () => {
    expect(portNumber("0")).toBe(0);
    expect(portNumber("65535")).toBe(65_535);
    for (const bad of ["65536", "-1", "80.5", "http"])
      expect(() => portNumber(bad), bad).toThrow(/0 to 65535/);
  });

  it("usdAmount takes a non-negative amount with an optional dollar sign", () => {
    expect(usdAmount("0.10")).toBe(0.1);
    expect(usdAmount(" $2 ")).toBe(2);
    for (const bad of ["", "-1", "cheap", "Infinity"]) expect(() => usdAmount(bad), bad).toThrow(/USD/);
  });

  it("collect adds one value per use", () => {
    expect(collect("b", collect("a"))).toEqual(["a", "b"]);
  });
});
