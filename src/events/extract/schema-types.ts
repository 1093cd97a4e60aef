// schema.org type names as pages write them ("MusicEvent", "schema:MusicEvent", "https://schema.org/MusicEvent",
// or a list of those), and which of them are events.

/** schema.org Event and its subtypes (UserInteraction's are page statistics, not events, and left out). */
const EVENT_TYPES = new Set(
  [
    "Event",
    "BusinessEvent",
    "ChildrensEvent",
    "ComedyEvent",
    "CourseInstance",
    "DanceEvent",
    "DeliveryEvent",
    "EducationEvent",
    "EventSeries",
    "ExhibitionEvent",
    "Festival",
    "FoodEvent",
    "Hackathon",
    "LiteraryEvent",
    "MusicEvent",
    "PublicationEvent",
    "BroadcastEvent",
    "OnDemandEvent",
    "SaleEvent",
    "ScreeningEvent",
    "SocialEvent",
    "SportsEvent",
    "TheaterEvent",
    "VisualArtsEvent",
  ].map((name) => name.toLowerCase()),
);

/** "https://schema.org/MusicEvent", "schema:MusicEvent", "http://schema.org/MusicEvent/" → "musicevent". */
export function schemaTypeName(type: string): string {
  return type
    .trim()
    .replace(/\/+$/, "")
    .replace(/^.*[/#:]/, "")
    .toLowerCase();
}

/** The `@type` (JSON-LD) or itemtype (microdata) value as a list of bare lower-case names. */
export function schemaTypeNames(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === "string").map(schemaTypeName);
}

/** True for Event, any listed subtype, and any other type named "…Event" (new or vendor subtypes). */
export function isEventType(value: unknown): boolean {
  return schemaTypeNames(value).some((name) => EVENT_TYPES.has(name) || /^[a-z]+event$/.test(name));
}

/** True when any of the types is one of `names` (given in lower case). */
export function hasSchemaType(value: unknown, ...names: string[]): boolean {
  return schemaTypeNames(value).some((name) => names.includes(name));
}
