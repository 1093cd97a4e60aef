// Sends a progress event to the graph's custom stream and to the injected listener.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { SupportDependencies } from "../dependencies.js";
import type { SupportEvent } from "../events.js";

export function emitter(deps: SupportDependencies, config: LangGraphRunnableConfig) {
  return (event: SupportEvent): void => {
    deps.onEvent?.(event);
    config.writer?.(event);
  };
}
