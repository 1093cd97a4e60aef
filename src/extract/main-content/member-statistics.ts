// Leaves out the member statistics a forum prints beside each post ("Join Date: Mar 2016", "Posts: 701",
// "Registered: 2016-07-02", "Messages:" / "Likes Received:" / "103") and its count of likes ("2 Likes"): the
// posters' profiles and the readers' reactions, not the thread.
// Forum software gives these blocks class names of its own (vBulletin, phpBB, FluxBB, XenForo 1 …) and often
// none the furniture words know; their labels are the same everywhere.

const LABEL =
  "(?:join(?:ed)? date|registered|posts|messages|likes received|reaction score|best answers|trophy points)";
/** A label and its value on one line: "Posts: 701", "Join Date: Mar 2016". */
const LABEL_WITH_VALUE = new RegExp(`^${LABEL}\\s*:?\\s+[\\p{L}\\p{N} ,.-]{1,40}$`, "iu");
/** A post's count of likes on a line of its own ("1 Like", "12 likes"). */
const LIKES = /^\d+ likes?$/iu;
/** A label alone: its value is the next line. */
const LABEL_ALONE = new RegExp(`^${LABEL}\\s*:?$`, "iu");
/** A label's value on a line of its own ("807", "Aug 2021"). */
const VALUE = /^[\p{L}\p{N} ,.-]{1,20}$/u;
/** A Markdown list marker before a line's text. */
const LIST_MARKER = /^(?:[-*]|\d+\.)\s+/;
/**
 * Fewer lines than this are left alone: a thread prints the statistics of each of its posters, while one
 * "Posts: 12" line in an article is more likely its own text.
 */
const MIN_LINES = 2;

/** The text without its lines of member statistics, when it holds at least two. */
export function withoutMemberStatistics(text: string): string {
  const lines = text.split("\n");
  const dropped = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = bare(lines[index] as string);
    if (LABEL_WITH_VALUE.test(line) || LIKES.test(line)) {
      dropped.add(index);
      continue;
    }
    if (!LABEL_ALONE.test(line)) continue;
    let next = index + 1;
    while (next < lines.length && bare(lines[next] as string) === "") next++;
    if (next < lines.length && VALUE.test(bare(lines[next] as string))) {
      dropped.add(index);
      dropped.add(next);
    }
  }
  if (dropped.size < MIN_LINES) return text;
  // A dropped paragraph leaves its blank lines: one paragraph break stays.
  return lines
    .filter((_, index) => !dropped.has(index))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

function bare(line: string): string {
  return line.trim().replace(LIST_MARKER, "");
}
