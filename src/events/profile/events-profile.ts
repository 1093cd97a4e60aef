// The user's taste: built from the pre-approved events CSV (`title,start,location,organizer,url`) and revised by
// thumbs up/down feedback. Its hosts are the allowlist; its frequent words, organizers and venues steer ranking.
import type { ProfileEvent } from "../event-types.js";

export interface EventsProfile {
  events: ProfileEvent[];
  /** Allowlist entries (`host` or `host:port`, "www." dropped), most frequent first. */
  hosts: string[];
  /** Frequent meaningful words of the approved titles (unstemmed, lower case), most frequent first. */
  keywords: string[];
  /** Organizer names as written, most frequent first. */
  organizers: string[];
  /** Venue names (the venue part of a location, see venueOf), most frequent first. */
  venues: string[];
  /** Organizers the user voted down. */
  dislikedOrganizers: string[];
  /** Venues the user voted down. */
  dislikedVenues: string[];
}

export const emptyProfile = (): EventsProfile => ({
  events: [],
  hosts: [],
  keywords: [],
  organizers: [],
  venues: [],
  dislikedOrganizers: [],
  dislikedVenues: [],
});
