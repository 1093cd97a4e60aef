// Sends progress to the graph's custom stream and to the injected listener; a throwing listener is ignored.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { EventsDependencies } from "../dependencies.js";
import type { ScoutProgress } from "../scout-progress.js";

export function emitter(deps: EventsDependencies, config?: LangGraphRunnableConfig) {
  return (progress: ScoutProgress): void => {
    try {
      deps.onProgress?.(progress);
    } catch {
      // Progress is best effort: a run's outcome must not depend on its observer.
    }
    config?.writer?.(progress);
  };
}
