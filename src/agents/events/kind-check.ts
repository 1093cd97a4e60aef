// With a model: one batched call that checks the shortlist's kinds against the query (a lecture about jazz is no
// jazz concert, whatever words it shares), after the offline kind rules. Events the model calls another kind are
// dropped; "unsure" ones stay. Any failure keeps the offline order.
import type { ScoredEvent } from "../../events/ranking/index.js";
import type { ModelClient, Usage } from "../../llm/index.js";
import { KIND_CHECK_SYSTEM, kindCheckPrompt, kindCheckReplySchema } from "./prompts.js";

/** Events sent at most (the shortlist is ranked: the best ones go). */
export const KIND_CHECK_MAX_EVENTS = 20;

export interface KindCheckResult {
  /** The events kept, in their order. */
  kept: ScoredEvent[];
  /** How many the model judged to be another kind. */
  rejected: number;
  /** Why the check could not be used, when it failed. */
  failure?: string;
}

export async function checkKindsWithModel(options: {
  model: ModelClient;
  queryText: string;
  items: readonly ScoredEvent[];
  signal?: AbortSignal;
  onUsage?: (usage: Usage) => void;
}): Promise<KindCheckResult> {
  const { model, queryText, signal, onUsage } = options;
  const checked = options.items.slice(0, KIND_CHECK_MAX_EVENTS);
  const rest = options.items.slice(KIND_CHECK_MAX_EVENTS);
  if (checked.length === 0) return { kept: [...options.items], rejected: 0 };
  try {
    const reply = await model.generateJson({
      system: KIND_CHECK_SYSTEM,
      prompt: kindCheckPrompt({ queryText, items: checked }),
      schema: kindCheckReplySchema,
      signal,
      onUsage,
    });
    const rejected = new Set(
      reply.verdicts.filter((verdict) => verdict.fits === "no").map((verdict) => verdict.index),
    );
    const kept = checked.filter((_item, position) => !rejected.has(position + 1));
    return { kept: [...kept, ...rest], rejected: checked.length - kept.length };
  } catch (error) {
    return {
      kept: [...options.items],
      rejected: 0,
      failure: `the model could not check the events' kinds (${(error as Error).message})`,
    };
  }
}
