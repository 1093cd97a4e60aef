// Reading schema.org property values in the many shapes pages use: text, lists, typed objects, @id references.
import { findCitiesIn } from "./city-time-zones.js";
import { cleanText, joinLocationParts } from "./normalize-event.js";
import { hasSchemaType } from "./schema-types.js";

export type SchemaNode = Record<string, unknown>;

/** Turns a `{ "@id": … }` reference into the node it names (a `@graph` sibling); anything else as it is. */
export type ResolveReference = (value: unknown) => unknown;

export const keepAsIs: ResolveReference = (value) => value;

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first text in a value: a string, a number, `{ "@value": … }`, or the first such item of a list. */
export function firstText(value: unknown): string | undefined {
  for (const item of asList(value)) {
    if (typeof item === "string" && item.trim() !== "") return item.trim();
    if (typeof item === "number" && Number.isFinite(item)) return String(item);
    if (isSchemaNode(item)) {
      const inner = firstText(item["@value"]);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** Like firstText, but a `{ "@id": "https://schema.org/EventCancelled" }` enumeration member counts too. */
export function firstTextOrId(value: unknown): string | undefined {
  for (const item of asList(value)) {
    const text = firstText(item) ?? (isSchemaNode(item) ? firstText(item["@id"]) : undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A name from a string or from an object's name (Organization, Person, Place, Country). */
export function nameOf(value: unknown): string | undefined {
  if (isSchemaNode(value)) return firstText(value.name) ?? firstText(value.legalName);
  return firstText(value);
}

export interface PlaceInfo {
  /** One line: venue name, street, city, region and postal code; "Online" for a virtual event. */
  location: string;
  city?: string;
  country?: string;
}

const ONLINE: PlaceInfo = { location: "Online" };

/**
 * Reads `location`: text, Place (name + address), PostalAddress, VirtualLocation ("Online"), or a list of
 * those (a hybrid event is shown at its physical venue).
 */
export function readLocation(value: unknown, resolve: ResolveReference = keepAsIs): PlaceInfo {
  let online = false;
  for (const raw of asList(value)) {
    const item = resolve(raw);
    if (typeof item === "string") {
      const text = cleanText(item);
      if (text === "") continue;
      if (/^https?:\/\//i.test(text)) {
        online = true;
        continue;
      }
      return { location: text, city: findCitiesIn(text)[0]?.name };
    }
    if (!isSchemaNode(item)) continue;
    if (hasSchemaType(item["@type"], "virtuallocation")) {
      online = true;
      continue;
    }
    const place = readPlaceNode(item, resolve);
    if (place.location !== "") return place;
  }
  return online ? ONLINE : { location: "" };
}

function readPlaceNode(node: SchemaNode, resolve: ResolveReference): PlaceInfo {
  const isAddress = hasSchemaType(node["@type"], "postaladdress");
  const name = isAddress ? undefined : nameOf(node);
  const address = isAddress ? node : resolve(asList(node.address)[0]);
  if (!isSchemaNode(address)) {
    const text = joinLocationParts([name, firstText(address)]);
    return { location: text, city: findCitiesIn(text)[0]?.name };
  }
  const street = firstText(address.streetAddress);
  const locality = firstText(address.addressLocality);
  const region = firstText(address.addressRegion);
  const postalCode = firstText(address.postalCode);
  const country = nameOf(resolve(address.addressCountry));
  const regionLine = [region, postalCode].filter(Boolean).join(" ");
  const location = joinLocationParts([
    name,
    street,
    locality,
    regionLine,
    // A country says little once the city is known; it is kept for addresses that have nothing else.
    locality || street ? undefined : country,
  ]);
  const city = locality ? cleanText(locality) : findCitiesIn(location)[0]?.name;
  return { location, city, country };
}

/** Reads `organizer`: text, an Organization or Person, or a list of those (names joined with ", "). */
export function readOrganizer(value: unknown, resolve: ResolveReference = keepAsIs): string {
  const names: string[] = [];
  for (const raw of asList(value)) {
    const name = nameOf(resolve(raw));
    const text = name ? cleanText(name) : "";
    if (text !== "" && !names.includes(text)) names.push(text);
  }
  return names.join(", ");
}

/** Reads `keywords`: a comma-separated string or a list, into distinct trimmed categories (at most 20). */
export function readKeywords(value: unknown): string[] {
  const categories: string[] = [];
  for (const item of asList(value)) {
    const text = nameOf(item);
    if (!text) continue;
    for (const part of text.split(",")) {
      const category = cleanText(part, 80);
      if (category !== "" && !categories.some((known) => known.toLowerCase() === category.toLowerCase())) {
        categories.push(category);
      }
    }
  }
  return categories.slice(0, 20);
}
