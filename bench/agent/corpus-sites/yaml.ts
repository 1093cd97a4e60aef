// The YAML subset the corpora use (front matter and Jekyll `_data` files): nested maps, block sequences, flow
// sequences `[a, b]`, quoted and plain scalars that may continue on deeper lines, and `>`/`|` block scalars.
// No dependency of the project parses YAML, and this subset is all a test site needs.

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
}

export function parseYaml(source: string): YamlValue {
  const lines: Line[] = source.split(/\r?\n/).map((raw) => ({
    indent: raw.length - raw.trimStart().length,
    text: raw.trim(),
  }));
  const state = { lines, index: 0 };
  skipBlank(state);
  if (state.index >= lines.length) return null;
  return parseBlock(state, (lines[state.index] as Line).indent);
}

interface State {
  lines: Line[];
  index: number;
}

function skipBlank(state: State): void {
  while (state.index < state.lines.length) {
    const line = state.lines[state.index] as Line;
    if (line.text !== "" && !line.text.startsWith("#")) return;
    state.index++;
  }
}

function parseBlock(state: State, indent: number): YamlValue {
  const first = state.lines[state.index] as Line;
  return first.text === "-" || first.text.startsWith("- ")
    ? parseSequence(state, indent)
    : parseMapping(state, indent);
}

function parseSequence(state: State, indent: number): YamlValue[] {
  const items: YamlValue[] = [];
  for (skipBlank(state); state.index < state.lines.length; skipBlank(state)) {
    const line = state.lines[state.index] as Line;
    if (line.indent !== indent || !(line.text === "-" || line.text.startsWith("- "))) break;
    const rest = line.text.slice(1).trimStart();
    if (rest === "") {
      state.index++;
      skipBlank(state);
      const next = state.lines[state.index];
      items.push(next && next.indent > indent ? parseBlock(state, next.indent) : null);
    } else if (/^[^"'[{][^:]*:(\s|$)/.test(rest)) {
      // "- key: value": a mapping whose entries sit at the item's text column.
      const column = indent + (line.text.length - rest.length);
      state.lines[state.index] = { indent: column, text: rest };
      items.push(parseMapping(state, column));
    } else {
      items.push(parseScalar(state, rest, indent));
    }
  }
  return items;
}

function parseMapping(state: State, indent: number): { [key: string]: YamlValue } {
  const map: { [key: string]: YamlValue } = {};
  for (skipBlank(state); state.index < state.lines.length; skipBlank(state)) {
    const line = state.lines[state.index] as Line;
    if (line.indent !== indent) break;
    const match = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:]+?)\s*:(?:\s+(.*))?$/.exec(line.text);
    if (!match) break;
    const key = unquote(match[1] as string);
    const rest = (match[2] ?? "").trim();
    if (rest === "" || rest.startsWith("#")) {
      state.index++;
      skipBlank(state);
      const next = state.lines[state.index];
      const nested = next && (next.indent > indent || (next.indent === indent && next.text.startsWith("- ")));
      map[key] = nested ? parseBlock(state, next.indent) : null;
    } else {
      map[key] = parseScalar(state, rest, indent);
    }
  }
  return map;
}

/** A scalar starting with `text` on the current line; continuation lines are those indented deeper than `indent`. */
function parseScalar(state: State, text: string, indent: number): YamlValue {
  state.index++;
  if (/^[>|][-+]?$/.test(text)) return blockScalar(state, text, indent);
  const parts = [text];
  const quote = text[0] === '"' || text[0] === "'" ? text[0] : undefined;
  while (state.index < state.lines.length) {
    const line = state.lines[state.index] as Line;
    if (quote && closesQuote(parts.join(" "), quote)) break;
    if (!quote && (line.text === "" || line.indent <= indent)) break;
    if (quote && line.text === "") {
      parts.push("\n");
      state.index++;
      continue;
    }
    parts.push(line.text);
    state.index++;
  }
  const joined = parts.join(" ").replace(/ ?\n ?/g, "\n");
  if (quote) return unquote(joined);
  if (joined.startsWith("[") && joined.endsWith("]")) {
    return joined
      .slice(1, -1)
      .split(",")
      .map((item) => unquote(item.trim()))
      .filter((item) => item !== "");
  }
  return plain(joined.replace(/\s+#.*$/, ""));
}

function closesQuote(text: string, quote: string): boolean {
  const body = text.slice(1);
  if (quote === "'") return /(^|[^'])('')*'\s*(#.*)?$/.test(body) && body.replace(/''/g, "").includes("'");
  return /(^|[^\\])(\\\\)*"\s*(#.*)?$/.test(body);
}

function blockScalar(state: State, header: string, indent: number): string {
  const collected: string[] = [];
  let blockIndent = -1;
  while (state.index < state.lines.length) {
    const line = state.lines[state.index] as Line;
    if (line.text !== "" && line.indent <= indent) break;
    if (line.text !== "" && blockIndent < 0) blockIndent = line.indent;
    collected.push(line.text === "" ? "" : " ".repeat(Math.max(0, line.indent - blockIndent)) + line.text);
    state.index++;
  }
  while (collected.at(-1) === "") collected.pop();
  if (header.startsWith("|")) return collected.join("\n");
  // Folded: single newlines become spaces, blank lines stay newlines; more-indented lines keep their breaks.
  let folded = "";
  for (const [position, line] of collected.entries()) {
    if (position === 0) folded = line;
    else if (line === "" || line.startsWith(" ") || /^(| .*)$/.test(collected[position - 1] ?? "")) {
      folded += `\n${line}`;
    } else folded += ` ${line}`;
  }
  return folded;
}

function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text
      .slice(1, -1)
      .replace(/\\(["\\/nt])/g, (_, character: string) =>
        character === "n" ? "\n" : character === "t" ? "\t" : character,
      );
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'"))
    return text.slice(1, -1).replace(/''/g, "'");
  return text;
}

function plain(text: string): YamlValue {
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null" || text === "~") return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}
