// Picks the reasoner for a model: the LLM reasoner when there is one, the offline engine otherwise.
import type { ModelClient } from "../../llm/index.js";
import { createLlmReasoner } from "./llm-reasoner.js";
import { createOfflineReasoner } from "./offline/offline-reasoner.js";
import type { Reasoner } from "./reasoner.js";

export function createReasoner(options: { model?: ModelClient } = {}): Reasoner {
  return options.model ? createLlmReasoner({ client: options.model }) : createOfflineReasoner();
}
