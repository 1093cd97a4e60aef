// The file `webscout export` writes and `webscout import` reads: JSON Lines, a header line first (format, version,
// counts), then one session or page per line. Every line is checked with these schemas before anything is stored.
import { z } from "zod";

export const TRANSFER_FORMAT = "webscout-export";
export const TRANSFER_VERSION = 1;

export const transferHeaderSchema = z.object({
  format: z.literal(TRANSFER_FORMAT),
  version: z.literal(TRANSFER_VERSION),
  /** Epoch ms when the export began. */
  exportedAt: z.number(),
  /** Records that follow, as the store held them when the export began. */
  counts: z.object({ sessions: z.number().int().nonnegative(), pages: z.number().int().nonnegative() }),
});

const sessionRecordSchema = z.object({
  type: z.literal("session"),
  id: z.string().min(1),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  settings: z.object({
    startUrls: z.array(z.string()),
    allowedDomains: z.array(z.string()),
    instruction: z.string(),
    limits: z.record(z.string(), z.number()),
  }),
  /** Votes on the session's answers, by 0-based turn. */
  votes: z.array(
    z.object({ turn: z.number().int().nonnegative(), vote: z.union([z.literal(1), z.literal(-1)]) }),
  ),
  /**
   * The session's latest LangGraph checkpoint (its turns, the pages it found) as LangGraph's JSON serializer wrote
   * it, with its metadata; null when the session has none (never answered). Earlier checkpoints are not carried.
   */
  checkpoint: z.object({ checkpoint: z.record(z.string(), z.unknown()), metadata: z.unknown() }).nullable(),
});

const pageRecordSchema = z.object({
  type: z.literal("page"),
  url: z.string().min(1),
  finalUrl: z.string(),
  status: z.enum(["ok", "skipped", "blocked", "failed"]),
  httpStatus: z.number().int().optional(),
  reason: z.string().optional(),
  contentType: z.string().optional(),
  title: z.string(),
  description: z.string().optional(),
  text: z.string(),
  links: z.array(z.object({ url: z.string(), text: z.string() })),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  fetchedAt: z.number(),
  rendered: z.boolean().optional(),
});

export const transferRecordSchema = z.discriminatedUnion("type", [sessionRecordSchema, pageRecordSchema]);

export type TransferHeader = z.infer<typeof transferHeaderSchema>;
export type SessionTransferRecord = z.infer<typeof sessionRecordSchema>;
export type PageTransferRecord = z.infer<typeof pageRecordSchema>;
export type TransferRecord = z.infer<typeof transferRecordSchema>;

/** Why a line was refused, in one short phrase ("settings.startUrls: expected array"). */
export function lineProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid record";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
