// Request bodies validated with zod; a failure becomes InvalidRequestError naming the first offending field.
import { z } from "zod";
import { normalizeUrl } from "../web/index.js";
import { InvalidRequestError, UnsupportedMediaTypeError } from "./server-errors.js";

const startUrl = z
  .string()
  .max(2048)
  .refine((value) => normalizeUrl(value) !== null, "expected an absolute http(s) URL");
const domain = z.string().trim().min(1).max(300);
const instruction = z.string().max(4000);

/** Session ids are chosen by the server (UUIDs) or by the client; kept to a safe alphabet and length. */
export const sessionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "expected letters, digits, '-' or '_'");

/** Per-question limits an admin may set; bounded so that one question cannot run away with the server. */
export const limitsSchema = z
  .object({
    max_iterations: z.number().int().min(1).max(20),
    max_pages: z.number().int().min(1).max(1000),
    max_urls_per_iteration: z.number().int().min(1).max(50),
    content_max_chars: z.number().int().min(500).max(200_000),
    links_max_chars: z.number().int().min(50).max(5000),
    url_truncation_buffer: z.number().int().min(0).max(100),
    max_links_per_page: z.number().int().min(1).max(5000),
    max_seconds: z.number().int().min(1).max(600),
  })
  .strict()
  .partial();

export const chatRequestSchema = z
  .object({
    question: z.string().trim().min(1, "the question is empty").max(4000),
    session: sessionIdSchema.nullish(),
    /** Admin only: start URLs for this question (new session, or added to an existing one). */
    urls: z.array(startUrl).min(1).max(20).optional(),
    /** Admin only: allowed domains for those URLs (default: their hosts). */
    allowedDomains: z.array(domain).max(50).optional(),
    /** Admin only. */
    instruction: instruction.optional(),
  })
  .strict();

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const configureRequestSchema = z
  .object({
    urls: z.array(startUrl).max(20),
    /** Default: the start URLs' hosts. */
    allowedDomains: z.array(domain).max(50).optional(),
    /** Absent: unchanged. */
    instruction: instruction.optional(),
    /** Merged over the current limits. */
    limits: limitsSchema.optional(),
  })
  .strict();

export type ConfigureRequest = z.infer<typeof configureRequestSchema>;

function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path.push(issue.keys[0] ?? "");
  return path.join(".");
}

/** Parses `value` with `schema` or throws InvalidRequestError for the first issue. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const field = fieldOf(issue);
  const message = issue.code === "unrecognized_keys" ? "unknown field" : issue.message;
  throw new InvalidRequestError(field, message);
}

/**
 * Reads a JSON body; a malformed one is a 400, not a 500. The body must be declared as JSON: a browser only
 * sends that cross-site after a CORS preflight, so a hostile page cannot post to the server as a plain form.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new UnsupportedMediaTypeError();
  }
  const text = await request.text();
  if (text.trim() === "") throw new InvalidRequestError("", "the request body is empty; send a JSON object");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequestError("", "the request body is not valid JSON");
  }
}
