// The venue part of a one-line location. Sources join a venue and its address with commas, line breaks, " · " or
// " - "; a feed often gives the venue alone. One split for all, so "The Jazz Loft · 12 Main St" and "the jazz loft"
// are one venue for the store's id, the merge, ranking and feedback alike.
import { normalizeName } from "./normalize-name.js";

/** "Le Poisson Rouge, 158 Bleecker St, …" → "Le Poisson Rouge", as written (for showing and for profiles). */
export function venueOf(location: string): string {
  return (location.split(/,|\n| · | - /)[0] ?? "").trim();
}

/** The venue as compared: `venueOf` normalised ("The Jazz Loft · 12 Main St" → "the jazz loft"). */
export function venueKey(location: string): string {
  return normalizeName(venueOf(location));
}
