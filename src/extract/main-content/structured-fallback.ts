// When the visible page says little (a product page rendered by script), the facts it publishes as schema.org
// JSON-LD stand in: the name and description of its Product (or Course, Book, Event, software …).
import type { Document } from "domhandler";
import { extractJsonLd } from "../json-ld.js";
import { readMetaContents } from "../metadata.js";
import { readTitleTexts } from "./headline.js";
import { isSiteTagline } from "./site-tagline.js";

/** Types whose name and description describe the page itself rather than its publisher. */
const MAIN_ENTITY_TYPES = new Set([
  "product",
  "productgroup",
  "individualproduct",
  "productmodel",
  "vehicle",
  "car",
  "book",
  "course",
  "event",
  "softwareapplication",
  "mobileapplication",
  "webapplication",
  "videogame",
  "service",
  "recipe",
  "movie",
  "creativework",
]);
/** A description shorter than this is a tagline, not content. */
const MIN_DESCRIPTION_CHARS = 40;

/**
 * Lines of the page's main entity from its JSON-LD (name, then description) that `text` does not already
 * hold; [] when there is none.
 */
export function structuredDataLines(document: Document, text: string): string[] {
  const entity = findMainEntity(extractJsonLd(document));
  if (!entity) return [];
  const lines: string[] = [];
  const known = normalize(text);
  for (const value of [entity.name, entity.description]) {
    if (typeof value !== "string") continue;
    const line = withoutPercentEncoding(value).replace(/\s+/g, " ").trim();
    if (line !== "" && !known.includes(normalize(line))) lines.push(line);
  }
  return lines;
}

interface Entity {
  name?: unknown;
  description?: unknown;
}

/** The first main-entity object with a real description, searching arrays, @graph and mainEntity. */
function findMainEntity(blocks: unknown[]): Entity | undefined {
  const queue: unknown[] = [...blocks];
  for (let visited = 0; queue.length > 0 && visited < 500; visited++) {
    const value = queue.shift();
    if (Array.isArray(value)) {
      queue.push(...value);
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const record = value as Record<string, unknown>;
    const types = ([] as unknown[]).concat(record["@type"] ?? []);
    const isMain = types.some(
      (type) => typeof type === "string" && MAIN_ENTITY_TYPES.has(type.toLowerCase()),
    );
    if (
      isMain &&
      typeof record.description === "string" &&
      record.description.length >= MIN_DESCRIPTION_CHARS
    ) {
      return record;
    }
    for (const key of ["@graph", "mainEntity", "itemListElement", "item"]) {
      if (record[key] !== undefined) queue.push(record[key]);
    }
  }
  return undefined;
}

/**
 * A value some shops' templates store percent-encoded ("An%20elegant%20sofa…": spaces as %20, none left as
 * spaces): the text it encodes. Anything else (or a malformed sequence) as it is.
 */
function withoutPercentEncoding(value: string): string {
  if (!value.includes("%20") || /\s/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function normalize(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

const DESCRIPTION_METAS = ["description", "og:description", "twitter:description"];

/**
 * The page's longest meta description (description, og:description, twitter:description) when `text` does
 * not already hold it: the last resort of a page whose content only exists after its scripts run (a forum
 * thread's first post, a shop's category blurb). [] when there is none, or when it is the site's tagline (see
 * site-tagline.ts).
 */
export function metaDescriptionLines(document: Document, text: string): string[] {
  const metas = readMetaContents(document);
  let longest = "";
  for (const name of DESCRIPTION_METAS) {
    const value = metas.get(name)?.replace(/\s+/g, " ").trim() ?? "";
    if (value.length > longest.length) longest = value;
  }
  if (longest.length < MIN_DESCRIPTION_CHARS || normalize(text).includes(normalize(longest))) return [];
  // The site's tagline, served on every page, says nothing about this one.
  if (isSiteTagline({ description: longest, titles: readTitleTexts(document) })) return [];
  return [longest];
}
