// JSON with object keys sorted at every depth, so equal specs hash equally whatever order they were built in.

/**
 * Serialises `value` canonically: object keys sorted, undefined members dropped (as JSON.stringify does),
 * arrays kept in their order (order can matter; sort them first where it does not).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (typeof member !== "object" || member === null || Array.isArray(member)) return member;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(member).sort()) sorted[key] = (member as Record<string, unknown>)[key];
    return sorted;
  });
}
