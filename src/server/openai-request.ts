// The body of POST /v1/chat/completions: what this endpoint reads (model, messages, stream, user), what it
// accepts and ignores (sampling settings: the answer is drawn from the pages), and what it refuses with a 400
// (tools, images and audio, several choices, structured output), so a client never gets a silently wrong reply.
import { z } from "zod";
import { UnsupportedParameterError } from "./openai-errors.js";
import { parseRequest } from "./request-schemas.js";
import { InvalidRequestError } from "./server-errors.js";

const textPart = z.object({ type: z.literal("text"), text: z.string() }).loose();
const otherPart = z.object({ type: z.string() }).loose();

const message = z
  .object({
    role: z.enum(["system", "developer", "user", "assistant", "tool", "function"]),
    content: z.union([z.string(), z.array(z.union([textPart, otherPart])), z.null()]).optional(),
  })
  .loose();

export const chatCompletionRequestSchema = z
  .object({
    model: z.string().min(1).max(200),
    messages: z.array(message).min(1, "at least one message is needed").max(200),
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).loose().nullish(),
    user: z.string().max(256).nullish(),
    n: z.number().int().nullish(),
    tools: z.array(z.unknown()).nullish(),
    tool_choice: z.unknown().optional(),
    functions: z.array(z.unknown()).nullish(),
    function_call: z.unknown().optional(),
    response_format: z.object({ type: z.string() }).loose().nullish(),
    modalities: z.array(z.string()).nullish(),
    audio: z.unknown().optional(),
  })
  .loose();

export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
type Message = ChatCompletionRequest["messages"][number];

/** One turn of the conversation as text. */
export interface ConversationTurn {
  role: "user" | "assistant";
  text: string;
}

export interface ParsedChatCompletion {
  model: string;
  stream: boolean;
  /** stream_options.include_usage: a last chunk with the usage and no choices. */
  includeUsage: boolean;
  user?: string;
  /** The last user message. */
  question: string;
  /** The user and assistant turns before it (system and developer messages are not read: instructions are an
   * admin's setting on this server). */
  earlier: ConversationTurn[];
}

function textOf(entry: Message, index: number): string {
  const { content } = entry;
  if (content == null) return "";
  if (typeof content === "string") return content;
  return content
    .map((part, partIndex) => {
      if (part.type === "text" && typeof part.text === "string") return part.text;
      throw new UnsupportedParameterError(
        `messages[${index}].content[${partIndex}]`,
        `content parts of type "${part.type}" are not supported: send text only`,
      );
    })
    .join("\n");
}

function refuseUnsupported(body: ChatCompletionRequest): void {
  const refuse = (param: string, what: string) => {
    throw new UnsupportedParameterError(param, `${what} is not supported by webscout`);
  };
  if (body.tools && body.tools.length > 0) refuse("tools", "tool calling (`tools`)");
  if (body.tool_choice !== undefined && body.tool_choice !== "none") refuse("tool_choice", "`tool_choice`");
  if (body.functions && body.functions.length > 0) refuse("functions", "function calling (`functions`)");
  if (body.function_call !== undefined && body.function_call !== "none")
    refuse("function_call", "`function_call`");
  if (body.n != null && body.n !== 1) refuse("n", "more than one choice (`n` > 1)");
  if (body.response_format && body.response_format.type !== "text") {
    refuse("response_format", `response_format "${body.response_format.type}"`);
  }
  if (body.modalities?.some((modality) => modality !== "text"))
    refuse("modalities", "output other than text");
  if (body.audio != null) refuse("audio", "audio output");
}

export function parseChatCompletion(value: unknown): ParsedChatCompletion {
  const body = parseRequest(chatCompletionRequestSchema, value);
  refuseUnsupported(body);
  const turns: ConversationTurn[] = [];
  body.messages.forEach((entry, index) => {
    if (entry.role === "tool" || entry.role === "function") {
      throw new UnsupportedParameterError(
        `messages[${index}].role`,
        `"${entry.role}" messages are not supported`,
      );
    }
    const text = textOf(entry, index);
    if (entry.role === "user" || entry.role === "assistant") turns.push({ role: entry.role, text });
  });
  const last = turns.at(-1);
  if (last?.role !== "user" || body.messages.at(-1)?.role !== "user") {
    throw new InvalidRequestError("messages", "the last message must be the user's question");
  }
  const question = last.text.trim();
  if (question === "") throw new InvalidRequestError("messages", "the question is empty");
  if (question.length > 4000)
    throw new InvalidRequestError("messages", "the question is longer than 4000 characters");
  return {
    model: body.model,
    stream: body.stream === true,
    includeUsage: body.stream_options?.include_usage === true,
    ...(body.user ? { user: body.user } : {}),
    question,
    earlier: turns.slice(0, -1),
  };
}
