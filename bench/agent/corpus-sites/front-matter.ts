// Splits a page's YAML front matter from its Markdown body.
import { parseYaml, type YamlValue } from "./yaml.js";

export interface FrontMatterPage {
  data: { [key: string]: YamlValue };
  body: string;
}

export function splitFrontMatter(source: string): FrontMatterPage {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source };
  const data = parseYaml(match[1] as string);
  return {
    data: data && typeof data === "object" && !Array.isArray(data) ? data : {},
    body: source.slice(match[0].length),
  };
}

/** A front-matter field as a string ("" when absent or not a scalar). */
export function field(data: FrontMatterPage["data"], key: string): string {
  const value = data[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
