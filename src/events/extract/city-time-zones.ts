// City names to IANA zones, and a tolerant "is this event in that city" test (aliases, boroughs, "City, ST").
import { CITY_TABLE, type CityEntry } from "./city-table.js";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Letters that NFKD does not take apart but people type without their marks. */
const EXTRA_FOLDS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ł: "l", đ: "d", ß: "ss", ı: "i" };

/** Lower case, no diacritics, punctuation as single spaces: "São Paulo," → "sao paulo". */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[øæœłđßı]/g, (character) => EXTRA_FOLDS[character] ?? character)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

interface MentionKey {
  key: string;
  entry: CityEntry;
  cjk: boolean;
}

const lookup = new Map<string, CityEntry>();
const mentionKeys: MentionKey[] = [];
for (const entry of CITY_TABLE) {
  for (const name of [entry.name, ...entry.aliases]) {
    const key = foldPlaceName(name);
    if (!lookup.has(key)) lookup.set(key, entry);
    mentionKeys.push({ key, entry, cjk: CJK.test(key) });
  }
  for (const name of entry.lookupOnly ?? []) {
    const key = foldPlaceName(name);
    if (!lookup.has(key)) lookup.set(key, entry);
  }
}
// Longest first, so "New York" is claimed before "York" could be and "West Hollywood" before "Hollywood".
mentionKeys.sort((left, right) => right.key.length - left.key.length);

/**
 * The cities named in `text` (an address, a location line), in order of appearance, each once. Whole words only
 * ("Lima" is not found in "Limassol"); CJK names are found anywhere. A longer name wins over one inside it.
 */
export function findCitiesIn(text: string): CityEntry[] {
  const spans = claimCityNames(` ${foldPlaceName(text)} `);
  return [...new Set(spans.map((span) => span.entry))];
}

interface CitySpan {
  from: number;
  to: number;
  entry: CityEntry;
}

/** Spans of `padded` (folded text with a space at each end) that name a known city, in text order. */
function claimCityNames(padded: string): CitySpan[] {
  const claimed: CitySpan[] = [];
  if (padded.trim() === "") return claimed;
  for (const { key, entry, cjk } of mentionKeys) {
    const needle = cjk ? key : ` ${key} `;
    let from = padded.indexOf(needle);
    while (from !== -1) {
      const to = from + needle.length;
      // Neighbouring names share the space between them; only a real overlap counts.
      if (!claimed.some((span) => from < span.to - 1 && to - 1 > span.from))
        claimed.push({ from, to, entry });
      from = padded.indexOf(needle, from + 1);
    }
  }
  return claimed.sort((left, right) => left.from - right.from);
}

/** The table entry for a city as a user or a page writes it ("NYC", "new york, ny", "München"), if known. */
export function resolveCity(city: string): CityEntry | undefined {
  const folded = foldPlaceName(city);
  if (folded === "") return undefined;
  const exact = lookup.get(folded) ?? lookup.get(foldPlaceName(city.split(",")[0] ?? ""));
  return exact ?? findCitiesIn(city)[0];
}

/** The IANA zone of a known city ("New York" → "America/New_York"), or undefined. */
export function timeZoneForCity(city: string): string | undefined {
  return resolveCity(city)?.zone;
}

/**
 * The zone of an event's city, unless its country says the table means another place of that name (Paris, TX is
 * not Paris, FR). Countries may be ISO codes or names; names we cannot read do not veto.
 */
export function timeZoneForPlace(place: { city?: string; country?: string }): string | undefined {
  if (!place.city) return undefined;
  const entry = resolveCity(place.city);
  if (!entry) return undefined;
  const country = place.country ? countryCode(place.country) : undefined;
  return country === undefined || country === entry.country ? entry.zone : undefined;
}

const COUNTRY_NAMES: Record<string, string> = {
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  uk: "GB",
  "united kingdom": "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  gbr: "GB",
  deu: "DE",
  germany: "DE",
  deutschland: "DE",
  fra: "FR",
  france: "FR",
  canada: "CA",
  can: "CA",
  japan: "JP",
  china: "CN",
  australia: "AU",
};

function countryCode(country: string): string | undefined {
  const folded = foldPlaceName(country);
  if (/^[a-z]{2}$/.test(folded)) return folded === "uk" ? "GB" : folded.toUpperCase();
  return COUNTRY_NAMES[folded];
}

/**
 * True when an event's city or location line is in the queried city: "Brooklyn Bowl, Brooklyn, NY", "NYC" and
 * "New York, NY" all match "New York". A known query city matches only locations that name it (or one of its
 * aliases and boroughs); an unknown one matches when its name appears as whole words.
 */
export function cityMatches(eventCityOrLocation: string, queryCity: string): boolean {
  const location = foldPlaceName(eventCityOrLocation);
  const query = foldPlaceName(queryCity);
  if (location === "" || query === "") return false;
  const entry = resolveCity(queryCity);
  if (entry) {
    if (lookup.get(location) === entry) return true;
    return findCitiesIn(eventCityOrLocation).includes(entry);
  }
  // Whole words, and not as part of a known city's name ("York" is not in "New York").
  const padded = ` ${location} `;
  const spans = claimCityNames(padded);
  const needle = ` ${query} `;
  for (let from = padded.indexOf(needle); from !== -1; from = padded.indexOf(needle, from + 1)) {
    const to = from + needle.length;
    if (!spans.some((span) => from < span.to - 1 && to - 1 > span.from)) return true;
  }
  return false;
}
