// Commander option parsers shared by the commands.
import { InvalidArgumentError } from "commander";

export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new InvalidArgumentError("expected a positive integer");
  }
  return number;
}

/** For repeatable options: each use adds one value. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
