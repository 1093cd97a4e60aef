// Markdown cleanup must never touch code: these helpers apply a rewrite to the prose between fenced code blocks,
// and to the text outside inline code spans.

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Applies `rewrite` to each run of lines outside fenced code blocks; fences and their content stay as they are. */
export function mapProse(markdown: string, rewrite: (prose: string) => string): string {
  const output: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (prose.length > 0) output.push(rewrite(prose.join("\n")));
    prose = [];
  };
  for (const line of markdown.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      output.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = undefined;
      }
    } else if (marker) {
      flush();
      fence = marker;
      output.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return output.join("\n");
}

/** Applies `rewrite` to the text outside `inline code` spans. */
export function mapOutsideInlineCode(text: string, rewrite: (text: string) => string): string {
  return text
    .split(/(``[^`]+?``|`[^`\n]+`)/)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join("");
}

/** Each line of the document with whether it is inside (or is the delimiter of) a fenced code block. */
export function linesWithFences(markdown: string): Array<{ line: string; code: boolean }> {
  let fence: string | undefined;
  return markdown.split("\n").map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = undefined;
      }
      return { line, code: true };
    }
    if (marker) {
      fence = marker;
      return { line, code: true };
    }
    return { line, code: false };
  });
}
