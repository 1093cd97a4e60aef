// "1 site", "2 sites": counts in messages agree with their noun.

/** `count` and the noun, plural unless the count is 1; `pluralForm` for nouns not made with "s". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
