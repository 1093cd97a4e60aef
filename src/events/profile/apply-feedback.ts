// Thumbs up/down folded into the profile: what the user liked joins it, what they disliked leaves it.
import { normalizeName } from "../identity/index.js";
import type { FeedbackSummary } from "../store/index.js";
import type { EventsProfile } from "./events-profile.js";

/** `list` with the `values` it lacks appended (compared by `key`). */
function withValues(list: readonly string[], values: readonly string[], key = normalizeName): string[] {
  const known = new Set(list.map(key));
  const added = values.filter((value) => value.trim() !== "" && !known.has(key(value)));
  return [...list, ...new Set(added.map((value) => value.trim()))];
}

/** `list` without the `values` (compared by `key`). */
function withoutValues(list: readonly string[], values: readonly string[], key = normalizeName): string[] {
  const removed = new Set(values.map(key));
  return list.filter((value) => !removed.has(key(value)));
}

/**
 * Revises the profile with the user's votes (the feedback store's summary, the latest vote per event): liked
 * organizers, venues and title words join the profile's; disliked organizers and venues leave it and are marked,
 * so ranking holds them back.
 */
export function applyFeedback(profile: EventsProfile, summary: FeedbackSummary): EventsProfile {
  const { liked, disliked } = summary;
  const lower = (value: string) => value.toLowerCase();
  return {
    ...profile,
    organizers: withoutValues(withValues(profile.organizers, liked.organizers), disliked.organizers),
    venues: withoutValues(withValues(profile.venues, liked.venues), disliked.venues),
    keywords: withoutValues(
      withValues(profile.keywords, liked.words.map(lower), lower),
      disliked.words,
      lower,
    ),
    dislikedOrganizers: withValues(profile.dislikedOrganizers, disliked.organizers),
    dislikedVenues: withValues(profile.dislikedVenues, disliked.venues),
  };
}
