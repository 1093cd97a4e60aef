// A version written with a "v" or with its minor parts names its major release too: "v12" and "v11.10.0" are
// "12" and "11" in "switch from pnpm 11 to pnpm 12".

const VERSION = /^v?(\d+)(?:\.\d+)+$|^v(\d+)$/;

/** The terms, plus the major of every version among them. */
export function withVersionMajors(terms: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const term of terms) {
    all.add(term);
    const match = VERSION.exec(term);
    const major = match?.[1] ?? match?.[2];
    if (major !== undefined) all.add(major);
  }
  return all;
}
