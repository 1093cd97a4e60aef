// The prompt tokens a model would be given for one decision or draft of the offline engine: the LLM reasoner's own
// prompt (system text, instruction, history, question, passages and, to decide, the frontier) built from the same
// context, counted by the project's estimate (src/knowledge/token-budget.ts). No model is called.
import {
  DECIDE_SYSTEM,
  DRAFT_SYSTEM,
  decidePrompt,
  draftPassages,
  draftPrompt,
} from "../../src/agents/support/prompts.js";
import type { DecisionContext, DraftContext } from "../../src/agents/support/reasoner.js";
import { estimateTokens } from "../../src/knowledge/token-budget.js";

/** Tokens of the system text and prompt the LLM reasoner would send to decide on `context`. */
export function decidePromptTokens(context: DecisionContext): number {
  return estimateTokens(`${DECIDE_SYSTEM}\n${decidePrompt(context)}`);
}

/** Tokens of the system text and prompt the LLM reasoner would send to draft from `context` (pages numbered as it
 * numbers them). */
export function draftPromptTokens(context: DraftContext): number {
  const passages = draftPassages(context);
  const pageOfSource = [...new Set(passages.map((passage) => passage.pageIndex))];
  const prompt = draftPrompt(context, (pageIndex) => pageOfSource.indexOf(pageIndex) + 1, passages);
  return estimateTokens(`${DRAFT_SYSTEM}\n${prompt}`);
}
