// Writes the Top-10's rationales: one model call for all of them when a model is configured and the budget allows,
// each reply checked (≤ 350 characters, no URL) and replaced by the offline template when it fails the check.

import type { ScoredEvent } from "../../events/ranking/index.js";
import type { ModelClient, Usage } from "../../llm/index.js";
import { RATIONALE_SYSTEM, rationalePrompt, rationaleReplySchema } from "./prompts.js";
import { isValidRationale, templateRationale } from "./rationale.js";

export async function writeRationales(options: {
  items: readonly ScoredEvent[];
  queryText: string;
  timeZone: string;
  /** Absent, or not affordable: templates only. */
  model?: ModelClient;
  signal?: AbortSignal;
  onUsage?: (usage: Usage) => void;
}): Promise<{ rationales: string[]; fallback?: string }> {
  const { items, queryText, timeZone, model, signal, onUsage } = options;
  const templates = items.map((item) => templateRationale(item, timeZone));
  if (!model || items.length === 0) return { rationales: templates };
  try {
    const reply = await model.generateJson({
      system: RATIONALE_SYSTEM,
      prompt: rationalePrompt({ queryText, items, timeZone }),
      schema: rationaleReplySchema,
      signal,
      onUsage,
    });
    const written = new Map(
      reply.rationales.map((entry) => [entry.index, entry.text.replace(/\s+/g, " ").trim()]),
    );
    let rejected = 0;
    const rationales = templates.map((template, position) => {
      const text = written.get(position + 1);
      if (text !== undefined && isValidRationale(text)) return text;
      rejected++;
      return template;
    });
    return rejected > 0
      ? {
          rationales,
          fallback: `${rejected} model rationale${rejected === 1 ? " was" : "s were"} missing, too long or had a URL: templates used`,
        }
      : { rationales };
  } catch (error) {
    return {
      rationales: templates,
      fallback: `the model failed to write rationales (${(error as Error).message})`,
    };
  }
}
