// Sends a progress event to the graph's custom stream and to the injected listener; a throwing listener is ignored.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { EventsDependencies } from "../dependencies.js";
import type { ScoutEvent } from "../scout-events.js";

export function emitter(deps: EventsDependencies, config?: LangGraphRunnableConfig) {
  return (event: ScoutEvent): void => {
    try {
      deps.onEvent?.(event);
    } catch {
      // Progress is best effort: a run's outcome must not depend on its observer.
    }
    config?.writer?.(event);
  };
}
