// The profile from pre-approved events: their hosts, frequent title words, organizers and venues, most frequent first.
import { tokenize } from "../../knowledge/index.js";
import type { ProfileEvent } from "../event-types.js";
import { normalizeName, venueOf } from "../identity/index.js";
import type { EventsProfile } from "./events-profile.js";
import { hostEntryOf } from "./host-entry.js";

/** Words of event titles that say nothing about taste. */
const GENERIC_WORDS = new Set(
  "event events night nights live presents presented present tickets ticket show shows featuring feat with special guest guests edition annual new free tour vol part series day days week weekend evening".split(
    " ",
  ),
);
const MAX_KEYWORDS = 20;

function byFrequency(values: string[], key: (value: string) => string = (value) => value): string[] {
  const counts = new Map<string, { value: string; count: number; first: number }>();
  values.forEach((value, index) => {
    const k = key(value);
    if (k === "") return;
    const entry = counts.get(k);
    if (entry) entry.count++;
    else counts.set(k, { value, count: 1, first: index });
  });
  return [...counts.values()]
    .sort((left, right) => right.count - left.count || left.first - right.first)
    .map((entry) => entry.value);
}

/** Meaningful words of a title: no stop words, numbers, single letters or generic event words. */
export function titleWords(title: string): string[] {
  return tokenize(title, { stem: false }).filter(
    (word) => word.length > 2 && !/^\d+$/.test(word) && !GENERIC_WORDS.has(word),
  );
}

function keywordsOf(titles: string[]): string[] {
  const words = titles.flatMap((title) => [...new Set(titleWords(title))]);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const ranked = byFrequency(words);
  // With a handful of events every word is "frequent"; with more, a word must recur to say something.
  const minimum = titles.length >= 5 ? 2 : 1;
  return ranked.filter((word) => (counts.get(word) ?? 0) >= minimum).slice(0, MAX_KEYWORDS);
}

/** Builds the profile from pre-approved events. */
export function buildProfile(events: ProfileEvent[]): EventsProfile {
  return {
    events,
    hosts: byFrequency(events.map((event) => hostEntryOf(event.url) ?? "")),
    keywords: keywordsOf(events.map((event) => event.title)),
    organizers: byFrequency(
      events.map((event) => event.organizer.trim()),
      normalizeName,
    ),
    venues: byFrequency(
      events.map((event) => venueOf(event.location)),
      normalizeName,
    ),
    dislikedOrganizers: [],
    dislikedVenues: [],
  };
}
