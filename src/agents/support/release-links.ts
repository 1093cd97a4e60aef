// Links to release notes for a question about versions: the versions a text names, the release a question names
// with its product ("pnpm 11", "Vue 3.4"), and how much a link to one release's notes is worth (the notes of a
// version that a passage on the question's topic quotes hold the fact; one release among dozens is a walk).
import { tokenize } from "../../knowledge/index.js";
import type { FrontierLink } from "./reasoner.js";

/** KIND_CREDIT's share for one release's notes ("pnpm 11.5") while no passage read names its version: a site's
 * dozens of releases are a walk from the newest, worth less than a page on the question's topic. */
const OTHER_RELEASE_FACTOR = 0.6;
/** Relevance of the notes of a release that a relevant passage names ("Added in: v11.5.0"): the fact is there. */
export const QUOTED_RELEASE_CREDIT = 0.6;
/** Least coverage of the question's words by a passage whose versions are followed to their release notes. */
const QUOTED_VERSION_COVERAGE = 0.5;

/** A dotted version ("v11.5.0", "3.4") or a range of them ("11.15-11.19"), as major and minor numbers. */
const VERSION =
  /(?<![\w.])v?(\d{1,3})\.(\d{1,3})(?:\.\d+)?(?:\s*[-–]\s*v?(\d{1,3})\.(\d{1,3})(?:\.\d+)?)?(?!\.?\d)/gi;

export interface VersionRange {
  major: number;
  fromMinor: number;
  toMinor: number;
}

/** The versions a text names (a range within one major release counts as every minor release in it). */
export function namedVersions(text: string): VersionRange[] {
  return [...text.matchAll(VERSION)].map((match) => {
    const major = Number(match[1]);
    const fromMinor = Number(match[2]);
    const toMinor = match[3] !== undefined && Number(match[3]) === major ? Number(match[4]) : fromMinor;
    return { major, fromMinor, toMinor: Math.max(fromMinor, toMinor) };
  });
}

/** The versions that name a release's own page: those of its link texts and of its URL path. */
export function linkVersions(link: FrontierLink): VersionRange[] {
  let path = "";
  try {
    path = decoded(new URL(link.url.replace(/\.\.\.$/, "")).pathname).replace(/\//g, " ");
  } catch {
    // Named by its link texts only.
  }
  return namedVersions(`${link.anchor} ${path}`);
}

/** A release the question names with its product ("pnpm 11", "Vue 3.4"): lowercased name, major, minor (0 for a
 * bare major: "pnpm 11" is 11.0). The name keeps "wait 10 minutes" from naming a release. */
export interface NamedRelease {
  name: string;
  version: VersionRange;
}

const NAMED_RELEASE =
  /(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}_-]*)\s+v?(\d{1,3})(?:\.(\d{1,3}))?(?![\p{L}\p{N}]|\.\d)/gu;

export function namedReleases(question: string): NamedRelease[] {
  return [...question.matchAll(NAMED_RELEASE)]
    .filter((match) => tokenize(match[1] ?? "").length > 0)
    .map((match) => {
      const minor = Number(match[3] ?? 0);
      return {
        name: (match[1] ?? "").toLowerCase(),
        version: { major: Number(match[2]), fromMinor: minor, toMinor: minor },
      };
    });
}

/** True when one of the link's texts names a release the question names: its product and version ("pnpm 11.0"
 * for "pnpm 11"). */
export function namesRelease(link: FrontierLink, releases: readonly NamedRelease[]): boolean {
  return link.anchor.split(" · ").some((text) => {
    const lower = text.toLowerCase();
    return releases.some(
      (release) =>
        new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(release.name)}(?:[^\\p{L}\\p{N}]|$)`, "u").test(
          lower,
        ) && namedVersions(lower).some((range) => covers(range, release.version)),
    );
  });
}

export const covers = (range: VersionRange, version: VersionRange) =>
  range.major === version.major && range.fromMinor <= version.fromMinor && version.fromMinor <= range.toMinor;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The versions named by the passages that cover at least QUOTED_VERSION_COVERAGE of the question ("Added in:
 * v11.5.0" on the page about the setting asked about). */
export function quotedVersions(passages: ReadonlyArray<{ text: string; coverage: number }>): VersionRange[] {
  return passages
    .filter((passage) => passage.coverage >= QUOTED_VERSION_COVERAGE)
    .flatMap((passage) => namedVersions(passage.text));
}

/**
 * The least relevance of a link of the kind asked for (`kindCredit` for a page of that kind): whole for a page
 * naming no version (a changelog), QUOTED_RELEASE_CREDIT for the notes of a version a relevant passage quotes,
 * OTHER_RELEASE_FACTOR of it for another release's notes.
 */
export function releaseKindCredit(
  link: FrontierLink,
  quoted: readonly VersionRange[],
  kindCredit: number,
): number {
  const versions = linkVersions(link);
  if (versions.length === 0) return kindCredit;
  return versions.some((range) => quoted.some((version) => covers(range, version)))
    ? QUOTED_RELEASE_CREDIT
    : OTHER_RELEASE_FACTOR * kindCredit;
}
