// What one event query reports while it runs ("progress", never "event": events are the real-world events it
// finds), streamed to the CLI (stderr) and the server. Steps are named noun-then-verb; `type` is the wire name.
import type { EventQuery } from "../../events/event-types.js";
import type { GateAdvice, SearchPlan } from "./state.js";

export type ScoutProgress =
  | { type: "query-validated"; query: EventQuery }
  | { type: "cache-hit"; events: number }
  | { type: "budget-checked"; projectedUsd: number; budgetUsd: number; blocked: boolean }
  | { type: "plan-made"; iteration: number; source: "tavily" | "web"; plan: SearchPlan }
  | {
      type: "source-read";
      url: string;
      kind: "search" | "page" | "feed" | "extract";
      ok: boolean;
      reason?: string;
    }
  | { type: "events-extracted"; documents: number; found: number; candidates: number }
  | {
      type: "gate-decided";
      decision: "accept" | "revise";
      /** Events in scope that match something. */
      viable: number;
      /** Of those, the ones recommended outright. */
      approved: number;
      advice: GateAdvice[];
    }
  | { type: "events-merged"; stored: number; softDeleted: number }
  | { type: "note-added"; message: string }
  | { type: "node-finished"; node: string; durationMs: number };

export type ScoutProgressListener = (progress: ScoutProgress) => void;
