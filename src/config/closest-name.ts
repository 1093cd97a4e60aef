// "Did you mean …?" for a mistyped setting name: the known name with the smallest edit distance, if close.
// (Eight lines of Levenshtein are not worth a dependency.)

function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = (previous[column - 1] as number) + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(
        Math.min(substitution, (previous[column] as number) + 1, (current[column - 1] as number) + 1),
      );
    }
    previous = current;
  }
  return previous[right.length] as number;
}

/** The candidate closest to `name` (case-insensitive), when at most a third of its letters differ. */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.candidate : undefined;
}
