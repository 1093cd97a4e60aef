// A draft context as JSON and back, faithfully: the term weights are a Map carrying Sets and a Map as properties
// (`TermWeights`), which JSON.stringify would turn into `{}`. Maps and Sets are tagged, and so are the own
// properties a Map carries, non-finite numbers and `undefined` inside arrays; plain objects drop undefined fields
// as JSON does (no engine code tells a missing field from an undefined one).

/** Thrown when a dumped value is not one `encodeValue` wrote. */
export class DraftCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DraftCodecError";
  }
}

const TAG = "$codec";

type Encoded = null | boolean | number | string | Encoded[] | { [key: string]: Encoded };

function encodeNumber(value: number): Encoded {
  if (Number.isFinite(value)) return Object.is(value, -0) ? { [TAG]: "number", value: "-0" } : value;
  return { [TAG]: "number", value: String(value) };
}

/** `value` as plain JSON data; `decodeValue` gives it back with its Maps (and their properties) and Sets. */
export function encodeValue(value: unknown): Encoded {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return encodeNumber(value);
  if (value === undefined) return { [TAG]: "undefined" };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Map) {
    const properties = Object.entries(value).filter(([, field]) => field !== undefined);
    return {
      [TAG]: "map",
      entries: [...value].map(([key, entry]) => [encodeValue(key), encodeValue(entry)]),
      ...(properties.length > 0
        ? { properties: Object.fromEntries(properties.map(([key, field]) => [key, encodeValue(field)])) }
        : {}),
    };
  }
  if (value instanceof Set) return { [TAG]: "set", values: [...value].map(encodeValue) };
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    if (TAG in value) throw new DraftCodecError(`an object with a "${TAG}" field cannot be encoded`);
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return Object.fromEntries(fields.map(([key, field]) => [key, encodeValue(field)]));
  }
  throw new DraftCodecError(`cannot encode a ${typeof value} (${Object.prototype.toString.call(value)})`);
}

function decodeTagged(value: { [key: string]: Encoded }): unknown {
  switch (value[TAG]) {
    case "undefined":
      return undefined;
    case "number":
      return Number(value.value);
    case "set":
      if (!Array.isArray(value.values)) break;
      return new Set(value.values.map(decodeValue));
    case "map": {
      if (!Array.isArray(value.entries)) break;
      const map = new Map(
        value.entries.map((entry) => {
          if (!Array.isArray(entry) || entry.length !== 2)
            throw new DraftCodecError("a map entry is no pair");
          return [decodeValue(entry[0] as Encoded), decodeValue(entry[1] as Encoded)] as const;
        }),
      );
      const properties = value.properties;
      if (properties !== undefined && (typeof properties !== "object" || properties === null))
        throw new DraftCodecError("a map's properties are no object");
      return properties
        ? Object.assign(
            map,
            Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, decodeValue(field)])),
          )
        : map;
    }
  }
  throw new DraftCodecError(`unknown or malformed tagged value ${JSON.stringify(value).slice(0, 80)}`);
}

/** The value `encodeValue` encoded. */
export function decodeValue(value: Encoded): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(decodeValue);
  if (TAG in value) return decodeTagged(value);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, decodeValue(field)]));
}
