// Bodies of POST /events and POST /events/feedback, validated with zod (parseRequest names the failing field).
import { z } from "zod";
import { normalizeUrl } from "../web/index.js";

/** The uploaded profile CSV is read into memory and parsed per request: kept small. */
export const MAX_PROFILE_CSV_BYTES = 64 * 1024;
/** A visitor may raise the budget up to this (each run spends the operator's Tavily credits and tokens). */
export const MAX_BUDGET_USD = 1;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a calendar date");

const eventUrl = z
  .string()
  .max(2048)
  .refine((value) => normalizeUrl(value) !== null, "expected an absolute http(s) URL");

export const eventsRequestSchema = z
  .object({
    text: z.string().trim().min(1, "say what kind of events to look for").max(500),
    /** Default New York. */
    city: z.string().trim().min(1).max(100).optional(),
    /** Default today in the city. */
    from: isoDate.optional(),
    /** Default `from` + 14 days. */
    to: isoDate.optional(),
    source: z.enum(["tavily", "web"]).optional(),
    /** Default 0.10. */
    budgetUsd: z.number().min(0).max(MAX_BUDGET_USD).optional(),
    /** Run even when the projected cost is over the budget. */
    confirmCost: z.boolean().optional(),
    /** Search again instead of returning a cached result. */
    noCache: z.boolean().optional(),
    /** A profile CSV (`title,start,location,organizer,url`) used instead of the server's for this query. */
    profileCsv: z
      .string()
      .refine(
        (value) => Buffer.byteLength(value, "utf8") <= MAX_PROFILE_CSV_BYTES,
        `the profile CSV is larger than ${MAX_PROFILE_CSV_BYTES / 1024} KB`,
      )
      .optional(),
  })
  .strict();

export type EventsRequestBody = z.infer<typeof eventsRequestSchema>;

export const eventFeedbackSchema = z
  .object({
    url: eventUrl,
    vote: z.union([z.literal(1), z.literal(-1)], { error: "expected 1 (thumbs up) or -1 (thumbs down)" }),
    title: z.string().max(500).optional(),
    organizer: z.string().max(300).optional(),
    location: z.string().max(500).optional(),
  })
  .strict();

export type EventFeedbackBody = z.infer<typeof eventFeedbackSchema>;
