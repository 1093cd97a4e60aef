// The LLM reasoner: structured decisions validated with zod and a streamed, cited answer. When the model fails
// (bad output twice, or the API), the offline engine stands in for that step and the fallback is reported.
import { z } from "zod";
import type { ModelClient } from "../../llm/index.js";
import { createCitationStream } from "./citation-stream.js";
import { evidenceOf } from "./evidence.js";
import { createOfflineReasoner } from "./offline/offline-reasoner.js";
import { DECIDE_SYSTEM, DRAFT_SYSTEM, decidePrompt, draftPassages, draftPrompt } from "./prompts.js";
import type { Decision, Reasoner } from "./reasoner.js";
import { resolveCitations } from "./resolve-citations.js";

const decisionSchema = z.object({
  reasoning: z.string().default(""),
  decision: z.enum(["answer", "explore"]),
  selected_url_indices: z.array(z.number().int().nonnegative()).default([]),
  useful_visited_indices: z.array(z.number().int().nonnegative()).default([]),
});

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createLlmReasoner(options: { client: ModelClient; fallback?: Reasoner }): Reasoner {
  const { client, fallback = createOfflineReasoner() } = options;
  return {
    name: client.id,
    async decide(context, callbacks = {}) {
      try {
        const reply = await client.generateJson({
          system: DECIDE_SYSTEM,
          prompt: decidePrompt(context),
          schema: decisionSchema,
          signal: callbacks.signal,
          onUsage: callbacks.onUsage,
        });
        const decision: Decision =
          reply.decision === "explore"
            ? {
                decision: "explore",
                reasoning: reply.reasoning,
                selectedUrlIndices: reply.selected_url_indices,
              }
            : {
                decision: "answer",
                reasoning: reply.reasoning,
                usefulVisitedIndices: reply.useful_visited_indices,
              };
        return decision;
      } catch (error) {
        if (callbacks.signal?.aborted) throw error;
        callbacks.onFallback?.("decide", errorText(error));
        return fallback.decide(context, callbacks);
      }
    },
    async draft(context, callbacks = {}) {
      // One list for the prompt, its page numbers and the evidence: the evidence is what the model was sent.
      const passages = draftPassages(context);
      const pageOfSource = [...new Set(passages.map((passage) => passage.pageIndex))];
      const { onDelta } = callbacks;
      const shown = createCitationStream({ pageOfSource });
      const show = (text: string) => {
        if (text) onDelta?.(text);
      };
      try {
        const text = await client.streamText({
          system: DRAFT_SYSTEM,
          prompt: draftPrompt(context, (pageIndex) => pageOfSource.indexOf(pageIndex) + 1, passages),
          signal: callbacks.signal,
          onDelta: onDelta && ((delta) => show(shown.push(delta))),
          onUsage: callbacks.onUsage,
        });
        show(shown.end());
        return { ...resolveCitations(text, pageOfSource), evidence: evidenceOf(passages) };
      } catch (error) {
        if (callbacks.signal?.aborted) throw error;
        callbacks.onFallback?.("draft", errorText(error));
        return fallback.draft(context, callbacks);
      }
    },
  };
}
