// Pulls the JSON object out of a model reply (bare, fenced in ```json, or surrounded by prose).

export function parseJsonReply(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  const candidate = fenced?.[1] ?? reply;
  const start = candidate.indexOf("{");
  const end = candidate.lastIndexOf("}");
  if (start < 0 || end <= start) throw new SyntaxError("the reply holds no JSON object");
  return JSON.parse(candidate.slice(start, end + 1));
}
