// Sends progress to the graph's custom stream and to the injected listener.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { SupportDependencies } from "../dependencies.js";
import type { SupportProgress } from "../support-progress.js";

export function emitter(deps: SupportDependencies, config: LangGraphRunnableConfig) {
  return (progress: SupportProgress): void => {
    deps.onProgress?.(progress);
    config.writer?.(progress);
  };
}
