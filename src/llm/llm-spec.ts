// Parses the --llm / WEBSCOUT_LLM value into a provider and model.
import { UsageError } from "../errors/index.js";

export type LlmSpec =
  | { provider: "offline" }
  | { provider: "openai" | "anthropic"; model: string }
  | { provider: "openai-compatible"; model: string; baseURL: string };

export const LLM_FORMS = "offline, openai:MODEL, anthropic:MODEL or openai-compatible:MODEL@BASE_URL";

export function parseLlmSpec(value: string): LlmSpec {
  const spec = value.trim();
  if (spec === "" || spec === "offline") return { provider: "offline" };
  const colon = spec.indexOf(":");
  const provider = colon > 0 ? spec.slice(0, colon) : "";
  const rest = colon > 0 ? spec.slice(colon + 1) : "";
  if ((provider === "openai" || provider === "anthropic") && rest !== "") return { provider, model: rest };
  if (provider === "openai-compatible") {
    const at = rest.indexOf("@");
    const model = at > 0 ? rest.slice(0, at) : "";
    const baseURL = at > 0 ? rest.slice(at + 1) : "";
    if (model !== "" && /^https?:\/\/\S+$/.test(baseURL)) return { provider, model, baseURL };
  }
  throw new UsageError(`--llm "${value}" is not understood; use ${LLM_FORMS}`, {
    hint: "e.g. --llm openai-compatible:llama3.1@http://localhost:11434/v1 for Ollama",
  });
}

/** "offline" or "provider:model", for display. */
export function describeLlm(spec: LlmSpec): string {
  return spec.provider === "offline" ? "offline" : `${spec.provider}:${spec.model}`;
}
