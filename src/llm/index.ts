export { createLanguageModel, type ModelKeys } from "./create-language-model.js";
export { LlmOutputError } from "./llm-output-error.js";
export { describeLlm, type LlmSpec, parseLlmSpec } from "./llm-spec.js";
export { createModelClient, type ModelClient } from "./model-client.js";
export { parseJsonReply } from "./parse-json-reply.js";
export { costUsd, DEFAULT_PRICES, type ModelPrice, priceFor } from "./price-table.js";
export { addUsage, emptyUsage, type Usage } from "./usage-meter.js";
