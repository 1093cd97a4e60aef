// Published bag-of-words F1 on the WCXB development split (../shared/benchmarks/wcxb-dev/SOURCE.md, from the
// upstream README). Upstream publishes per-kind figures for rs-trafilatura only; trafilatura's is overall.
import type { PageKind } from "./wcxb-dataset.js";

export interface PublishedFigures {
  name: string;
  overall: number;
  kinds: Partial<Record<PageKind, number>>;
}

export const PUBLISHED_WCXB: PublishedFigures[] = [
  {
    name: "rs-trafilatura",
    overall: 0.859,
    kinds: {
      article: 0.932,
      documentation: 0.932,
      service: 0.844,
      forum: 0.808,
      collection: 0.716,
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: a published score, not 1/√2.
      listing: 0.707,
      product: 0.641,
    },
  },
  { name: "trafilatura", overall: 0.791, kinds: {} },
];
