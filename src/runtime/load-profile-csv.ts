// Reads the pre-approved events CSV (--profile) from disk, with an error that says which file and what to pass.
import { readFileSync } from "node:fs";
import { UsageError } from "../errors/index.js";
import type { ProfileEvent } from "../events/event-types.js";
import { parseProfileCsv } from "../events/profile/index.js";

export function loadProfileCsv(path: string): ProfileEvent[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read the profile CSV ${path}: ${(error as Error).message}`, {
      hint: "pass --profile <path to a CSV with title,start,location,organizer,url>",
    });
  }
  return parseProfileCsv(text, path);
}
