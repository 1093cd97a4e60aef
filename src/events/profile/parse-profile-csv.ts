// The pre-approved events CSV (`title,start,location,organizer,url`), read into profile events.
import { parse } from "csv-parse/sync";
import { UsageError } from "../../errors/index.js";
import { normalizeUrl } from "../../web/index.js";
import type { ProfileEvent } from "../event-types.js";

const COLUMNS = ["title", "start", "location", "organizer", "url"] as const;

/**
 * Parses the profile CSV. A header row naming the columns is required (any order, extra columns ignored);
 * rows without a usable URL are skipped. Throws UsageError for a file that is not such a CSV.
 */
export function parseProfileCsv(text: string, source = "the profile CSV"): ProfileEvent[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new UsageError(`${source} is not valid CSV: ${(error as Error).message}`, {
      hint: `use a header row ${COLUMNS.join(",")}`,
    });
  }
  const first = rows[0];
  const missing = first ? COLUMNS.filter((column) => !(column in first)) : [...COLUMNS];
  if (missing.length > 0) {
    throw new UsageError(
      `${source} lacks the column${missing.length === 1 ? "" : "s"} ${missing.join(", ")}`,
      {
        hint: `use a header row ${COLUMNS.join(",")}`,
      },
    );
  }
  const events: ProfileEvent[] = [];
  for (const row of rows) {
    const url = normalizeUrl(row.url ?? "");
    if (!url) continue;
    events.push({
      title: row.title ?? "",
      start: row.start ?? "",
      location: row.location ?? "",
      organizer: row.organizer ?? "",
      url,
    });
  }
  return events;
}
