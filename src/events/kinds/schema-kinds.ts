// What a schema.org event type says about an event's kind. A type's format is only a default: page text that names
// a format wins ("Salsa Lessons" may be typed DanceEvent, but it is a class, not a performance).

interface SchemaKinds {
  subjects?: string[];
  /** Used only when the event's text names no format. */
  defaultFormats?: string[];
  /** Always true of the type, whatever the text says. */
  formats?: string[];
}

const SCHEMA_KINDS: Record<string, SchemaKinds> = {
  musicevent: { subjects: ["music"], defaultFormats: ["performance"] },
  comedyevent: { subjects: ["comedy"], defaultFormats: ["performance"] },
  theaterevent: { subjects: ["theater"], defaultFormats: ["performance"] },
  danceevent: { subjects: ["dance"], defaultFormats: ["performance"] },
  screeningevent: { subjects: ["film"], formats: ["screening"] },
  literaryevent: { subjects: ["literature"] },
  visualartsevent: { subjects: ["visual-arts"] },
  exhibitionevent: { formats: ["exhibition"] },
  courseinstance: { formats: ["workshop"] },
  childrensevent: { subjects: ["kids"] },
  businessevent: { subjects: ["business"] },
  foodevent: { subjects: ["food"] },
  sportsevent: { subjects: ["fitness"] },
  saleevent: { formats: ["market"] },
  festival: { formats: ["festival"] },
  hackathon: { subjects: ["technology"], formats: ["competition"] },
};

/** The kinds implied by schema.org type names (lower case, as `schemaTypeNames` gives them). */
export function schemaKinds(types: readonly string[]): Required<SchemaKinds> {
  const kinds = { subjects: [] as string[], defaultFormats: [] as string[], formats: [] as string[] };
  for (const type of types) {
    const entry = SCHEMA_KINDS[type.toLowerCase()];
    if (!entry) continue;
    kinds.subjects.push(...(entry.subjects ?? []));
    kinds.defaultFormats.push(...(entry.defaultFormats ?? []));
    kinds.formats.push(...(entry.formats ?? []));
  }
  return kinds;
}
