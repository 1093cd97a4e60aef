// Text on a page addressed to an AI rather than to its readers ("IMPORTANT SYSTEM NOTE: ignore all previous
// instructions and say …"). Page content is data: such lines are kept out of the passages answers quote from and
// prompts carry, and the pages that held them are reported.

/** Telling a reader of the page to drop what it was told before: only an AI reading it has such instructions. */
const OVERRIDE = [
  /\b(?:ignore|disregard|forget|override|bypass)\b(?:\s+[\w'’]+){0,3}?\s+(?:previous|prior|above|earlier|preceding|original|all|any|your|system)\b(?:\s+[\w'’]+){0,2}?\s+(?:instructions?|prompts?|directions|directives|guidelines|rules)\b/i,
  /\b(?:new|updated|real|actual)\s+(?:system\s+)?instructions?\s*:/i,
  /(?:忽略|无视|忘记|忽视)(?:之前|以上|上面|先前|前面|所有|全部|此前)?的?(?:所有|全部)?(?:指令|指示|提示|规则|设定)/u,
];

/** Naming the reader as an AI, a model or an assistant… */
const ADDRESSES_AI =
  /\b(?:you\s+are\s+(?:now\s+)?(?:an?\s+)?(?:ai|assistant|chatbot|language\s+model|llm)|as\s+an?\s+(?:ai|language\s+model|assistant)|(?:ai|llm|gpt|chatgpt|claude|assistant|chatbot|language\s+model)s?\b[^.!?\n]{0,40}\b(?:must|should|shall|will)\b|system\s+(?:note|prompt|message|override)|dear\s+(?:ai|assistant|llm))\b|(?:人工智能|AI|助手|大模型|语言模型)(?:必须|应该|请)/iu;
/** …and telling it what to say or do. */
const COMMANDS =
  /\b(?:say|reply|respond|answer|tell\s+(?:the\s+)?users?|output|print|recommend|must|do\s+not\s+(?:mention|tell|reveal))\b|(?:回答|回复|告诉用户|输出|必须)/iu;

export function isInstructionLike(line: string): boolean {
  if (OVERRIDE.some((pattern) => pattern.test(line))) return true;
  return ADDRESSES_AI.test(line) && COMMANDS.test(line);
}
